import { randomBytes } from 'node:crypto';
import { displayName, isPaid, isReadyToPay, RuleViolation, type TIsoDate, type TLanguage } from '@bi/domain';
import { count, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { findOwnSubscription } from '../subscriptions/repository';
import { cmiPaymentFields, type TGatewaySettings } from './payment-fields';

export type TPaymentStart =
  { kind: 'already_paid' } | { kind: 'form'; gatewayUrl: string; fields: Record<string, string> };

/**
 * Opens a payment attempt for the customer's own subscription, ready to pay: a `payments` row with an
 * order id of its own (the subscription's code and the attempt's number) and the amount of the stored
 * quote, then the signed form for the gateway in the customer's language. A subscription already paid
 * has nothing to pay.
 */
export async function startPayment(
  db: TDatabase,
  request: {
    userId: string;
    subscriptionId: string;
    language: TLanguage;
    requestId: string;
    today: TIsoDate;
  },
  settings: TGatewaySettings,
): Promise<TPaymentStart> {
  return db.transaction(async (tx) => {
    const row = await findOwnSubscription(tx, request.subscriptionId, request.userId, { lock: true });
    if (!row) throw new AppError(404, 'subscription.notFound');
    if (isPaid(row.statut)) return { kind: 'already_paid' };
    if (
      !isReadyToPay(row.statut, row.currentStep, row.effectDate, request.today) ||
      row.totalCentimes === null
    )
      throw new RuleViolation('subscription.notReadyToPay', 409);
    const [{ attempts } = { attempts: 0 }] = await tx
      .select({ attempts: count() })
      .from(payments)
      .where(eq(payments.subscriptionId, row.id));
    const { language } = request;
    const [payment] = await tx
      .insert(payments)
      .values({
        subscriptionId: row.id,
        orderId: `${row.codeStr}-P${attempts + 1}`,
        amountCentimes: row.totalCentimes,
        language,
      })
      .returning();
    await audit(tx, {
      actorUserId: request.userId,
      action: 'payment.started',
      entityType: 'subscription',
      entityId: row.id,
      data: { orderId: payment!.orderId, amountCentimes: payment!.amountCentimes },
      requestId: request.requestId,
    });
    const insured = row.userInfo;
    return {
      kind: 'form',
      gatewayUrl: settings.gatewayUrl,
      fields: cmiPaymentFields(settings, {
        orderId: payment!.orderId,
        amountCentimes: payment!.amountCentimes,
        email: insured.email ?? '',
        name: displayName(insured),
        phone: insured.phone ?? '',
        language,
        random: randomBytes(10).toString('hex'),
      }),
    };
  });
}
