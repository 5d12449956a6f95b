import { amountToCentimes, DEFAULT_LANGUAGE, isLanguage, payability, systemActor } from '@bi/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase, TTransaction } from '../../db/client';
import type { TClock } from '../../lib/clock';
import { isCmiHashValid } from '../../providers/payment/cmi-hash';
import { openSignatureRequest } from '../signature/open-signature-request';
import { loadPaymentFacts } from '../subscriptions/payment-facts';
import {
  findSubscriptionForSystem,
  recordPaymentAuthorised,
  recordPaymentRefused,
  type TSubscriptionRow,
} from '../subscriptions/repository';
import { findPaymentByOrder, type TPaymentRow } from './find-payment';
import { spendInvalidCallback } from './invalid-callbacks';
import { settlePayment } from './payment-rows';
import { recordCallback, type TCallbackOutcome } from './record-callback';
import { sendReceipt } from './send-receipt';

/** The gateway's plain-text answers (facts.md): capture, acknowledge a refusal, or a fault. */
export const CMI_ANSWERS = {
  capture: 'ACTION=POSTAUTH',
  acknowledge: 'APPROVED',
  failure: 'FAILURE',
} as const;
type TAnswer = (typeof CMI_ANSWERS)[keyof typeof CMI_ANSWERS];
type TDecision = { outcome: TCallbackOutcome; answer: TAnswer; paymentId: string | null; reason?: string };

const APPROVED_CODE = '00';

/** `497.91` as the gateway writes it, in centimes; anything else is no amount. */
function postedCentimes(amount: string | undefined): number | null {
  if (!amount || !/^\d{1,9}(\.\d{1,2})?$/.test(amount.trim())) return null;
  return amountToCentimes(Number(amount.trim()));
}

async function refuse(
  tx: TTransaction,
  payment: TPaymentRow,
  row: TSubscriptionRow,
  fields: Record<string, string>,
  now: Date,
) {
  const procReturnCode = fields.ProcReturnCode ?? null;
  await settlePayment(tx, payment, 'refuse', { procReturnCode }, now);
  await recordPaymentRefused(tx, row, {
    actor: systemActor('payment-callback'),
    action: 'payment.refused',
    data: { orderId: payment.orderId, procReturnCode },
  });
}

async function approve(
  tx: TTransaction,
  payment: TPaymentRow,
  row: TSubscriptionRow,
  fields: Record<string, string>,
  publicUrl: string,
  now: Date,
) {
  await settlePayment(
    tx,
    payment,
    'approve',
    {
      procReturnCode: APPROVED_CODE,
      transactionId: fields.TransId ?? null,
      authCode: fields.AuthCode ?? null,
    },
    now,
  );
  const paid = await recordPaymentAuthorised(
    tx,
    row,
    {
      amountCentimes: payment.amountCentimes,
      transactionId: fields.TransId,
      authorisationCode: fields.AuthCode,
      at: now,
    },
    {
      actor: systemActor('payment-callback'),
      action: 'subscription.paid',
      data: { orderId: payment.orderId, transactionId: fields.TransId ?? null },
    },
  );
  const language = isLanguage(payment.language) ? payment.language : DEFAULT_LANGUAGE;
  await sendReceipt(tx, paid, payment, language);
  await openSignatureRequest(tx, paid, { language, publicUrl, now });
}

/**
 * The gateway's server-to-server callback. Only this changes a payment's state (never the browser's
 * return): hash checked in constant time, the order found, amount and currency checked, then in one
 * transaction with the payment and the subscription locked, a refusal leaves the subscription payable
 * and an approval makes it paid exactly once. Every rightly signed callback is stored as received with
 * its outcome. A wrongly signed one costs its address a budget (a 429 once spent, nothing stored) and
 * is stored as a bounded excerpt: anyone can post one, the gateway never does.
 */
export async function handleCmiCallback(
  db: TDatabase,
  settings: { storeKey: string; publicUrl: string; clock: TClock; invalidCallbacksPer10MinutesPerIp: number },
  fields: Record<string, string>,
  context: { ip: string; log: FastifyBaseLogger },
): Promise<TAnswer> {
  // The hash first: it costs no database work, and the gateway's callbacks never reach the budget.
  const hashValid = isCmiHashValid(fields, settings.storeKey);
  if (!hashValid) await spendInvalidCallback(db, context.ip, settings.invalidCallbacksPer10MinutesPerIp);
  let decision: TDecision;
  try {
    decision = hashValid
      ? await decide(db, settings, fields)
      : { outcome: 'forged', answer: CMI_ANSWERS.failure, paymentId: null };
  } catch (error) {
    context.log.error({ err: error, orderId: fields.oid }, 'payment callback failed');
    decision = { outcome: 'error', answer: CMI_ANSWERS.failure, paymentId: null };
  }
  if (decision.outcome !== 'approved' && decision.outcome !== 'refused') {
    context.log.warn(
      { orderId: fields.oid?.slice(0, 64), outcome: decision.outcome, reason: decision.reason },
      'payment callback not taken',
    );
  }
  await recordCallback(db, { ...decision, fields, hashValid, ip: context.ip });
  return decision.answer;
}

async function decide(
  db: TDatabase,
  { publicUrl, clock }: { publicUrl: string; clock: TClock },
  fields: Record<string, string>,
): Promise<TDecision> {
  const orderId = fields.oid ?? '';
  return db.transaction(async (tx) => {
    const payment = await findPaymentByOrder(tx, orderId, { lock: true });
    if (!payment) return { outcome: 'unknown_order', answer: CMI_ANSWERS.failure, paymentId: null };
    const paymentId = payment.id;
    const approved = fields.ProcReturnCode === APPROVED_CODE;
    if (payment.status === 'approved' || payment.status === 'rejected') {
      // A replay or a late duplicate: the order is settled (its table moves neither status) and nothing
      // changes. The approval that was taken gets its answer again (the gateway retrying); another
      // transaction approved on the same order is never captured, so the customer is not charged
      // twice; a refusal is acknowledged.
      const sameTransaction = payment.status === 'approved' && fields.TransId === payment.transactionId;
      const answer = !approved
        ? CMI_ANSWERS.acknowledge
        : sameTransaction
          ? CMI_ANSWERS.capture
          : CMI_ANSWERS.failure;
      return { outcome: 'duplicate', answer, paymentId };
    }
    if (postedCentimes(fields.amount) !== payment.amountCentimes || fields.currency !== payment.currency) {
      return {
        outcome: 'amount_mismatch',
        answer: CMI_ANSWERS.failure,
        paymentId,
        reason: `${fields.amount} ${fields.currency}`,
      };
    }
    const row = await findSubscriptionForSystem(tx, payment.subscriptionId, { lock: true });
    if (!row) return { outcome: 'error', answer: CMI_ANSWERS.failure, paymentId };
    if (!approved) {
      await refuse(tx, payment, row, fields, clock.now());
      return { outcome: 'refused', answer: CMI_ANSWERS.acknowledge, paymentId };
    }
    // The rule the pay link applied, judged again now, for the amount the gateway is about to take.
    const verdict = payability(await loadPaymentFacts(tx, row), clock.today(), payment.amountCentimes);
    if (!verdict.payable) {
      // Not captured: the pre-authorisation lapses and the customer is not charged.
      const { reason } = verdict;
      await settlePayment(
        tx,
        payment,
        'reject',
        { rejectReason: reason, procReturnCode: APPROVED_CODE },
        clock.now(),
      );
      return { outcome: 'not_payable', answer: CMI_ANSWERS.failure, paymentId, reason };
    }
    await approve(tx, payment, row, fields, publicUrl, clock.now());
    return { outcome: 'approved', answer: CMI_ANSWERS.capture, paymentId };
  });
}
