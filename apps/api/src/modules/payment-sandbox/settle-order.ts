import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { TCmiCallbackSender } from '../../providers/payment/callback-sender';
import { cmiHash } from '../../providers/payment/cmi-hash';
import type { TGatewayOrder } from './gateway-order';
import { machineNow } from '../../lib/clock';

/** How the bank answered: approved, declined, or the 3-D Secure authentication failed. */
export type TBankVerdict = 'approved' | 'declined' | 'authentication_failed';

/** Where the browser goes back to, and with what, after the callback. */
export type TSettlement = { returnUrl: string; fields: Record<string, string>; taken: boolean };

const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('');

/** `20260501 14:03:22`, the gateway's transaction time. */
const transactionDate = (now: Date) => now.toISOString().slice(0, 19).replaceAll('-', '').replace('T', ' ');

/** The gateway's result fields (NestPay names), added to the merchant's own. */
function resultFields(verdict: TBankVerdict, maskedCard: string, now: Date): Record<string, string> {
  const common = {
    maskedCreditCard: maskedCard,
    TransId: `${digits(5)}${now.getTime().toString(36).toUpperCase()}`,
    'EXTRA.TRXDATE': transactionDate(now),
  };
  if (verdict === 'approved') {
    return { ...common, ProcReturnCode: '00', Response: 'Approved', AuthCode: digits(6), mdStatus: '1' };
  }
  if (verdict === 'declined') {
    return {
      ...common,
      ProcReturnCode: '05',
      Response: 'Declined',
      AuthCode: '',
      mdStatus: '1',
      ErrMsg: 'Do not honour',
    };
  }
  // The cardholder was not authenticated: the bank is never asked, NestPay answers an error (99).
  return {
    ...common,
    ProcReturnCode: '99',
    Response: 'Error',
    AuthCode: '',
    mdStatus: '0',
    ErrMsg: 'Not authenticated (3-D Secure)',
  };
}

/** The gateway's signature over its answer: every field, with the merchant's store key. */
const signed = (fields: Record<string, string>, storeKey: string) => ({
  ...fields,
  HASH: cmiHash(fields, storeKey),
});

/**
 * The end of a payment on the gateway's side: the signed server-to-server callback to the merchant
 * (the merchant's fields, the result, a HASH over everything), then the browser sent to okUrl when
 * the merchant took the approval (`ACTION=POSTAUTH`), to failUrl otherwise — a refusal, a merchant
 * that refused or could not be reached (nothing is captured then).
 */
export async function settleOrder(
  order: TGatewayOrder,
  outcome: { verdict: TBankVerdict; maskedCard: string },
  gateway: { storeKey: string; sendCallback: TCmiCallbackSender; log: FastifyBaseLogger },
): Promise<TSettlement> {
  const { HASH: _merchantHash, hash: _lowerHash, ...merchantFields } = order.fields;
  const answerFields = {
    ...merchantFields,
    ...resultFields(outcome.verdict, outcome.maskedCard, machineNow()),
  };
  const fields = signed(answerFields, gateway.storeKey);
  let answer: string;
  try {
    answer = await gateway.sendCallback(order.fields.CallbackURL!, fields);
  } catch (error) {
    gateway.log.warn({ err: error, orderId: order.fields.oid }, 'sandbox gateway: merchant callback failed');
    // Nothing was captured: the browser goes to failUrl and the answer says why.
    const undelivered = { ...answerFields, ErrMsg: 'Merchant callback could not be delivered' };
    return { returnUrl: order.fields.failUrl!, fields: signed(undelivered, gateway.storeKey), taken: false };
  }
  const taken = outcome.verdict === 'approved' && answer === 'ACTION=POSTAUTH';
  gateway.log.info(
    { orderId: order.fields.oid, verdict: outcome.verdict, answer },
    'sandbox gateway: order settled',
  );
  return { returnUrl: taken ? order.fields.okUrl! : order.fields.failUrl!, fields, taken };
}
