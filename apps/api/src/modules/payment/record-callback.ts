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

/** At most this much of a forged callback's fields is kept, counted as JSON in UTF-8. */
export const FORGED_FIELDS_MAX_BYTES = 1024;
const FORGED_ORDER_ID_CHARS = 64;
const FORGED_TEXT_CHARS = 200;
/** The protocol's fields say what was tried; they are kept before whatever else was posted. */
const TELLING_FIELDS = [
  'oid',
  'amount',
  'currency',
  'ProcReturnCode',
  'Response',
  'TransId',
  'AuthCode',
  'clientid',
  'HASH',
];

/** The first `length` characters, never half of a surrogate pair (PostgreSQL refuses a lone one). */
const cut = (text: string, length: number) =>
  text.slice(0, /[\uD800-\uDBFF]/.test(text.charAt(length - 1)) ? length - 1 : length);

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');

/**
 * A bounded excerpt of a forged callback: the telling fields first, then the others in the order they
 * came, each name and value cut short, while the whole stays within FORGED_FIELDS_MAX_BYTES.
 */
export function forgedExcerpt(fields: Record<string, string>): Record<string, string> {
  const names = [
    ...TELLING_FIELDS.filter((name) => name in fields),
    ...Object.keys(fields).filter((name) => !TELLING_FIELDS.includes(name)),
  ];
  let excerpt: Record<string, string> = {};
  for (const name of names) {
    const longer = {
      ...excerpt,
      [cut(name, FORGED_TEXT_CHARS)]: cut(fields[name]!, FORGED_TEXT_CHARS),
    };
    if (jsonBytes(longer) > FORGED_FIELDS_MAX_BYTES) break;
    excerpt = longer;
  }
  return excerpt;
}

/**
 * Written after the decision, outside its transaction: a decision rolled back is still on record. A
 * rightly signed callback is the gateway's word and is kept whole, as evidence; a forged one only as an
 * excerpt, since anyone may post one and each would otherwise cost its whole size.
 */
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
    orderId:
      entry.fields.oid === undefined
        ? null
        : cut(entry.fields.oid, entry.hashValid ? 200 : FORGED_ORDER_ID_CHARS),
    fields: entry.hashValid ? entry.fields : forgedExcerpt(entry.fields),
    hashValid: entry.hashValid,
    outcome: entry.outcome,
    answer: entry.answer,
    ip: entry.ip,
  });
}
