import { randomBytes } from 'node:crypto';
import {
  displayName,
  payability,
  paymentRefusal,
  type TIsoDate,
  type TLanguage,
  customerActor,
} from '@bi/domain';
import { and, count, desc, eq, notExists } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { paymentCallbacks, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { loadPaymentFacts } from '../subscriptions/payment-facts';
import { findOwnSubscription } from '../subscriptions/repository';
import type { TPaymentRow } from './find-payment';
import { cmiPaymentFields, type TGatewaySettings } from './payment-fields';
import { openPayment, setPaymentLanguage } from './payment-rows';

export type TPaymentStart =
  { kind: 'already_paid' } | { kind: 'form'; gatewayUrl: string; fields: Record<string, string> };

/**
 * The attempt a reload of the payment page posts again, in the language of the form posted now (its
 * receipt is written in it): pending, of the amount now quoted, and never answered by the gateway (no
 * callback with a valid hash names its order, so a pending order the gateway did answer, with a wrong
 * amount say, is not posted again). The same order id is still the same order at the gateway, whose
 * callbacks are handled as for any other.
 */
async function reuseAttempt(
  tx: TTransaction,
  subscriptionId: string,
  amountCentimes: number,
  language: TLanguage,
): Promise<TPaymentRow | undefined> {
  const [attempt] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.status, 'pending'),
        eq(payments.amountCentimes, amountCentimes),
        notExists(
          tx
            .select({ id: paymentCallbacks.id })
            .from(paymentCallbacks)
            .where(and(eq(paymentCallbacks.orderId, payments.orderId), eq(paymentCallbacks.hashValid, true))),
        ),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  if (!attempt || attempt.language === language) return attempt;
  return setPaymentLanguage(tx, attempt, language);
}

/** A new attempt whose order id the gateway has never seen: the subscription's code and its number. */
async function openAttempt(
  tx: TTransaction,
  request: {
    subscriptionId: string;
    codeStr: string;
    userId: string;
    language: TLanguage;
    requestId: string;
  },
  amountCentimes: number,
): Promise<TPaymentRow> {
  const [{ attempts } = { attempts: 0 }] = await tx
    .select({ attempts: count() })
    .from(payments)
    .where(eq(payments.subscriptionId, request.subscriptionId));
  const payment = await openPayment(tx, {
    subscriptionId: request.subscriptionId,
    orderId: `${request.codeStr}-P${attempts + 1}`,
    amountCentimes,
    language: request.language,
  });
  await audit(tx, {
    // The pay link's holder: the customer it was made for.
    actor: customerActor(request.userId),
    action: 'payment.started',
    entityType: 'subscription',
    entityId: request.subscriptionId,
    data: { orderId: payment.orderId, amountCentimes: payment.amountCentimes },
    requestId: request.requestId,
  });
  return payment;
}

/**
 * The payment attempt of the customer's own subscription, if the domain says it can be paid (decision
 * 040), then the signed form for the gateway in the customer's language. A reload reuses the attempt
 * still waiting for the gateway, so reloads do not pile up orders; otherwise (first visit, a refusal,
 * a new quote) a `payments` row is opened with an order id of its own (the subscription's code and the
 * attempt's number) and the amount of the stored quote. A subscription already paid has nothing to pay, however old the link
 * (Back after paying finds it expired): its holder is sent on to the signature, never to a new form.
 */
export async function startPayment(
  db: TDatabase,
  request: {
    userId: string;
    subscriptionId: string;
    language: TLanguage;
    requestId: string;
    today: TIsoDate;
    expired: boolean;
  },
  settings: TGatewaySettings,
): Promise<TPaymentStart> {
  return db.transaction(async (tx) => {
    const row = await findOwnSubscription(tx, request.subscriptionId, request.userId, { lock: true });
    const verdict = row && payability(await loadPaymentFacts(tx, row), request.today);
    if (verdict && !verdict.payable && verdict.reason === 'already_paid') return { kind: 'already_paid' };
    if (request.expired) throw new AppError(401, 'payment.linkExpired');
    if (!row || !verdict) throw new AppError(404, 'subscription.notFound');
    if (!verdict.payable) throw paymentRefusal(verdict.reason, request.today);
    const { language } = request;
    const payment =
      (await reuseAttempt(tx, row.id, verdict.amountCentimes, language)) ??
      (await openAttempt(
        tx,
        { ...request, subscriptionId: row.id, codeStr: row.codeStr },
        verdict.amountCentimes,
      ));
    const insured = row.userInfo;
    return {
      kind: 'form',
      gatewayUrl: settings.gatewayUrl,
      fields: cmiPaymentFields(settings, {
        orderId: payment.orderId,
        amountCentimes: payment.amountCentimes,
        email: insured.email ?? '',
        name: displayName(insured),
        phone: insured.phone ?? '',
        language,
        random: randomBytes(10).toString('hex'),
      }),
    };
  });
}
