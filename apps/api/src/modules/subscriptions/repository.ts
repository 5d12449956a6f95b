import {
  amountToCentimes,
  canTransition,
  centimesToAmount,
  transition,
  type TLifecycleEvent,
  type TStatut,
  ZCoverInfo,
  ZDocumentsInfo,
  ZInsured,
  ZPaymentDetails,
  ZPeriodInfo,
  ZQuoteResult,
  ZVehicle,
} from '@bi/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { TDatabase, TTransaction } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit, type TAuditEntry } from '../../lib/audit';
import { isUuid } from '../../lib/uuid';
import { machineNow } from '../../lib/clock';

export type TSubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * What a use case may change; the columns derived from the parts are kept by `updateSubscription`.
 * The status is not among them: it moves only by an event of the domain's transition table. Nor are
 * the payment's, the signature's and the handover's facts: only their events write them
 * (`recordPaymentAuthorised`, `recordSigned`, `recordHandedOver`), so a subscription is never paid,
 * signed or handed over without its event and its audit line.
 */
export type TSubscriptionChanges = Partial<
  Pick<
    TSubscriptionRow,
    | 'currentStep'
    | 'userInfo'
    | 'vehiculeInfo'
    | 'periodeInfo'
    | 'packInfo'
    | 'documentsInfo'
    | 'simulationResult'
  >
>;

/** The facts only an event writes, beside the changes. */
const FACT_COLUMNS = ['paymentInfo', 'paidAt', 'signedAt', 'certificateCollectedAt'] as const;
type TEventFacts = Partial<Pick<TSubscriptionRow, (typeof FACT_COLUMNS)[number]>>;

/**
 * A part that no longer reads as its schema says is the server's fault (a hand-edited row, a catalogue
 * code removed without migrating the stored JSON): a logged 500 naming the row, never a 400 that
 * blames the caller for fields they never sent.
 */
function readPart<T>(row: TSubscriptionRow, part: string, schema: z.ZodType<T>, value: unknown): T {
  const read = schema.safeParse(value);
  if (!read.success) {
    throw new Error(
      `subscription ${row.id}: stored ${part} does not match its schema: ${read.error.message}`,
    );
  }
  return read.data;
}

/** The one place a stored row is read: each part is checked against its schema from the domain. */
export function parseSubscriptionRow(row: TSubscriptionRow): TSubscriptionRow {
  const nullable = <T>(part: string, schema: z.ZodType<T>, value: unknown) =>
    value === null ? null : readPart(row, part, schema, value);
  return {
    ...row,
    userInfo: readPart(row, 'user_info', ZInsured, row.userInfo),
    vehiculeInfo: nullable('vehicule_info', ZVehicle, row.vehiculeInfo),
    periodeInfo: nullable('periode_info', ZPeriodInfo, row.periodeInfo),
    packInfo: nullable('pack_info', ZCoverInfo, row.packInfo),
    documentsInfo: nullable('documents_info', ZDocumentsInfo, row.documentsInfo),
    paymentInfo: readPart(row, 'payment_info', ZPaymentDetails, row.paymentInfo),
    simulationResult: nullable('simulation_result', ZQuoteResult, row.simulationResult),
  };
}

/** The columns that lists, offices and rules filter on, from the parts they repeat. */
function derivedColumns(row: TSubscriptionRow) {
  return {
    officeId: row.userInfo.bureau_gestion ?? null,
    effectDate: row.periodeInfo?.date_effet ?? null,
    endDate: row.periodeInfo?.date_fin ?? null,
    usageCode: row.vehiculeInfo?.usage_Code ?? null,
    plate: row.vehiculeInfo?.immatriculation ?? null,
    totalCentimes: row.simulationResult ? amountToCentimes(row.simulationResult.primeTotal) : null,
    tariffVersion: row.simulationResult?.tarif_version ?? null,
  };
}

/** Every call on a customer's subscription reads it first. */
const ownSubscriptionReadOf = preparedOnce((db) =>
  db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.id, sql.placeholder('id')), eq(subscriptions.userId, sql.placeholder('userId'))),
    )
    .prepare('own_subscription_read'),
);

/**
 * The caller's own subscription, or undefined: another customer's id and a malformed one answer
 * alike, so ids cannot be probed. With `lock`, the row is held until the transaction ends.
 */
export async function findOwnSubscription(
  db: TDatabase | TTransaction,
  id: string,
  userId: string,
  { lock = false } = {},
): Promise<TSubscriptionRow | undefined> {
  if (!isUuid(id)) return undefined;
  // Outside a transaction, the prepared read; inside one, the transaction's own connection.
  if (!(db instanceof PgTransaction)) {
    const [row] = await ownSubscriptionReadOf(db).execute({ id, userId });
    return row && parseSubscriptionRow(row);
  }
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row && parseSubscriptionRow(row);
}

/**
 * A subscription by id for the system scope (a provider's callback, a job), which acts for no
 * customer and so names none. Never reached with an id a caller typed.
 */
export async function findSubscriptionForSystem(
  db: TDatabase | TTransaction,
  id: string,
  { lock = false } = {},
): Promise<TSubscriptionRow | undefined> {
  // A malformed id is unknown, as the customer's and the office's reads answer it, not a database error.
  if (!isUuid(id)) return undefined;
  const query = db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row && parseSubscriptionRow(row);
}

/** The audit line of a write: who, what, and the event's own data; the rest is the writer's. */
export type TEventRecord = Omit<TAuditEntry, 'entityType' | 'entityId' | 'fromStatus' | 'toStatus'>;

/**
 * The audit line of a write, with the lifecycle event it carries if any: whatever the event moves the
 * status to (or refuses, with a 409) is decided by `transition()`, never by the caller.
 */
type TAnyEventRecord = TEventRecord & { event?: TLifecycleEvent };

/** The events whose facts only their own function writes; `updateSubscription` refuses them. */
const FACT_EVENTS = ['payment_authorised', 'payment_refused', 'sign'] as const;
/** A lifecycle event a use case may hand the general writer: none of the fact events, by type. */
export type TChangeEvent = Exclude<TLifecycleEvent, (typeof FACT_EVENTS)[number]>;
export type TSubscriptionRecord = TEventRecord & { event?: TChangeEvent };

/** The audit line of a subscription's write, in its transaction, with the status before and after. */
async function auditWrite(tx: TTransaction, row: TSubscriptionRow, statut: TStatut, record: TAnyEventRecord) {
  const { event, data, ...entry } = record;
  await audit(tx, {
    ...entry,
    entityType: 'subscription',
    entityId: row.id,
    fromStatus: row.statut,
    toStatus: statut,
    data: event ? { event, ...data } : data,
  });
}

/**
 * The one writer of a subscription row. Writes the changes and facts and the columns derived from
 * them, and bumps the version. With a record, the status moves by its event through the transition
 * table, and the audit line (with its actor, the status before and after) is written in the same
 * transaction: no status change goes unrecorded.
 */
async function writeSubscription(
  tx: TTransaction,
  row: TSubscriptionRow,
  changes: TSubscriptionChanges & TEventFacts,
  record?: TAnyEventRecord,
): Promise<TSubscriptionRow> {
  const statut = record?.event ? transition(row.statut, record.event) : row.statut;
  const merged = { ...row, ...changes };
  const [updated] = await tx
    .update(subscriptions)
    .set({
      ...changes,
      statut,
      ...derivedColumns(merged),
      version: sql`${subscriptions.version} + 1`,
      updatedAt: machineNow(),
    })
    .where(and(eq(subscriptions.id, row.id), eq(subscriptions.version, row.version)))
    .returning();
  // Only a caller that did not lock the row can meet this: someone else wrote it since it was read.
  if (!updated) throw new AppError(409, 'subscription.stale');
  if (record) await auditWrite(tx, row, statut, record);
  return parseSubscriptionRow(updated);
}

/**
 * A use case's changes, with the event it carries if any (see `writeSubscription`). Paying, a refused
 * payment, signing and the handover are refused here, by event and by column: each has its function,
 * which alone writes its facts.
 */
export function updateSubscription(
  tx: TTransaction,
  row: TSubscriptionRow,
  changes: TSubscriptionChanges,
  record?: TSubscriptionRecord,
): Promise<TSubscriptionRow> {
  // The type refuses them already; a cast or an untyped caller meets this.
  if (record?.event && (FACT_EVENTS as readonly TLifecycleEvent[]).includes(record.event))
    throw new Error(`subscription ${row.id}: ${record.event} is recorded by its own function`);
  const fact = FACT_COLUMNS.find((column) => column in changes);
  if (fact) throw new Error(`subscription ${row.id}: ${fact} is written by its own event`);
  return writeSubscription(tx, row, changes, record);
}

/**
 * The gateway's approval taken: the event moves the subscription to paid, and it alone writes when
 * and what was paid, from the payment it names.
 */
export function recordPaymentAuthorised(
  tx: TTransaction,
  row: TSubscriptionRow,
  payment: { amountCentimes: number; transactionId?: string; authorisationCode?: string; at: Date },
  record: TEventRecord,
): Promise<TSubscriptionRow> {
  return writeSubscription(
    tx,
    row,
    {
      paidAt: payment.at,
      paymentInfo: {
        amount: centimesToAmount(payment.amountCentimes),
        transaction_id: payment.transactionId,
        authorisation_code: payment.authorisationCode,
        paid_at: payment.at.toISOString(),
      },
    },
    { ...record, event: 'payment_authorised' },
  );
}

/**
 * The gateway's refusal, on record. It leaves a confirmed subscription payable, as the transition
 * table says (confirmed → confirmed); on any other status (reopened while the customer was at the
 * gateway, paid meanwhile by another order, closed) it moves nothing. Either way nothing of the row
 * changes, so the row is not written and its version, which a client's If-Match names, stays.
 */
export async function recordPaymentRefused(
  tx: TTransaction,
  row: TSubscriptionRow,
  record: TEventRecord,
): Promise<void> {
  const event = 'payment_refused';
  const statut = canTransition(row.statut, event) ? transition(row.statut, event) : row.statut;
  await auditWrite(tx, row, statut, { ...record, event });
}

/** The contract signed: the event moves the subscription to signed, and it alone writes when. */
export function recordSigned(
  tx: TTransaction,
  row: TSubscriptionRow,
  signedAt: Date,
  record: TEventRecord,
): Promise<TSubscriptionRow> {
  return writeSubscription(tx, row, { signedAt }, { ...record, event: 'sign' });
}

/**
 * The certificate handed over at the counter: it alone writes when. No status moves (a handed-over
 * contract stays signed), but the customer can no longer cancel it online, so it is audited as any event.
 */
export function recordHandedOver(
  tx: TTransaction,
  row: TSubscriptionRow,
  handedAt: Date,
  record: TEventRecord,
): Promise<TSubscriptionRow> {
  return writeSubscription(tx, row, { certificateCollectedAt: handedAt }, record);
}

/**
 * How many subscriptions the customer has: the list counts them beside its page, and apart only for a
 * page past the last one, which has no row to carry the count.
 */
export async function countOwnSubscriptions(db: TDatabase, userId: string): Promise<number> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  return total;
}
