import { isTerminationPending, type TPaymentFacts } from '@bi/domain';
import { eq, sql } from 'drizzle-orm';
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

/**
 * Whether the country of residence recorded at step 1 and the office recorded at step 2 were closed
 * since, in one statement.
 */
async function closedSince(
  db: TDatabase | TTransaction,
  row: TSubscriptionRow,
): Promise<Pick<TPaymentFacts, 'countryOff' | 'officeClosed'>> {
  const countryId = row.userInfo.pays_Id ?? null;
  const result = await db.execute(sql`select
    exists (select 1 from ${countries} where ${countries.id} = ${countryId} and not ${countries.active}) as country_off,
    exists (select 1 from ${offices} where ${offices.id} = ${row.officeId} and not ${offices.active}) as office_closed`);
  // PGlite and node-postgres both answer `{ rows }`.
  const [found] = (result as unknown as { rows: { country_off: boolean; office_closed: boolean }[] }).rows;
  return { countryOff: found?.country_off === true, officeClosed: found?.office_closed === true };
}

/** The payment facts of one row, for the pay link, the payment page and the gateway's callback. */
export async function loadPaymentFacts(
  db: TDatabase | TTransaction,
  row: TSubscriptionRow,
): Promise<TPaymentFacts> {
  return paymentFactsOf(row, {
    extendsTerminating: await extendsTerminatingContract(db, row),
    ...(await closedSince(db, row)),
  });
}
