import { isTerminationPending, type TPaymentFacts } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { countries, offices, subscriptions, terminationRequests } from '../../db/schema';
import type { TSubscriptionRow } from './repository';

/** What the row alone does not say: the extended contract's end, the country's and the office's state now. */
export type TOutsideFacts = Pick<TPaymentFacts, 'extendsTerminating' | 'countryOff' | 'officeClosed'>;

/**
 * The facts the domain's `payability` judges, from a stored row and what lies outside it: the one
 * reading of a row for "can this be paid now?" (decision 040).
 */
export const paymentFactsOf = (row: TSubscriptionRow, outside: TOutsideFacts): TPaymentFacts => ({
  statut: row.statut,
  currentStep: row.currentStep,
  // The period is what the customer chose; `effect_date` is its copy for queries.
  effectDate: row.periodeInfo?.date_effet ?? null,
  immediateEffect: row.userInfo.effetImmediat === true,
  quoteCentimes: row.totalCentimes,
  extendsTerminating: outside.extendsTerminating,
  countryOff: outside.countryOff,
  officeClosed: outside.officeClosed,
});

/**
 * Whether the extended contract's termination is asked or applied, read the way the answer's extras
 * read it. A termination request holds the original's row until it commits (guardAfterSale): waiting
 * for it here, a payment and a request never pass each other unseen.
 */
async function extendsTerminatingContract(
  db: TDatabase | TTransaction,
  row: Pick<TSubscriptionRow, 'extendedFromId'>,
): Promise<boolean> {
  if (!row.extendedFromId) return false;
  await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, row.extendedFromId))
    .for('share');
  const [request] = await db
    .select({ status: terminationRequests.status })
    .from(terminationRequests)
    .where(eq(terminationRequests.subscriptionId, row.extendedFromId));
  return isTerminationPending(request?.status);
}

/** Whether the office recorded at step 2 was closed since. */
async function officeClosedSince(db: TDatabase | TTransaction, officeId: number | null): Promise<boolean> {
  if (officeId === null) return false;
  const [closed] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.active, false)));
  return closed !== undefined;
}

/** Whether the country of residence recorded at step 1 was closed to buyers since. */
async function countryOffSince(
  db: TDatabase | TTransaction,
  countryId: number | undefined,
): Promise<boolean> {
  if (countryId === undefined) return false;
  const [off] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(eq(countries.id, countryId), eq(countries.active, false)));
  return off !== undefined;
}

/** The payment facts of one row, for the pay link, the payment page and the gateway's callback. */
export async function loadPaymentFacts(
  db: TDatabase | TTransaction,
  row: TSubscriptionRow,
): Promise<TPaymentFacts> {
  return paymentFactsOf(row, {
    extendsTerminating: await extendsTerminatingContract(db, row),
    countryOff: await countryOffSince(db, row.userInfo.pays_Id ?? undefined),
    officeClosed: await officeClosedSince(db, row.officeId),
  });
}
