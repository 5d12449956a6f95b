import type { TDatabase } from '../../db/client';
import { paymentCallbacks } from '../../db/schema';

/** What a callback led to; forged and unknown ones are kept too, for the disputes that follow. */
export type TCallbackOutcome =
  | 'approved'
  | 'refused'
  | 'duplicate'
  | 'forged'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'not_payable'
  | 'error';

/** Written after the decision, outside its transaction: a decision rolled back is still on record. */
export async function recordCallback(
  db: TDatabase,
  entry: {
    paymentId: string | null;
    fields: Record<string, string>;
    hashValid: boolean;
    outcome: TCallbackOutcome;
    answer: string;
    ip: string;
  },
): Promise<void> {
  await db.insert(paymentCallbacks).values({
    paymentId: entry.paymentId,
    orderId: entry.fields.oid?.slice(0, 200) ?? null,
    fields: entry.fields,
    hashValid: entry.hashValid,
    outcome: entry.outcome,
    answer: entry.answer,
    ip: entry.ip,
  });
}
