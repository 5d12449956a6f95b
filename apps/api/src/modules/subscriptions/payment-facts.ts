import { isTerminationPending, type TPaymentFacts } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { subscriptions, terminationRequests } from '../../db/schema';
import type { TSubscriptionRow } from './repository';

/**
 * The facts the domain's `payability` judges, from a stored row and whether it extends a contract
 * being terminated: the one reading of a row for "can this be paid now?" (decision 040).
 */
export const paymentFactsOf = (row: TSubscriptionRow, extendsTerminating: boolean): TPaymentFacts => ({
  statut: row.statut,
  currentStep: row.currentStep,
  // The period is what the customer chose; `effect_date` is its copy for queries.
  effectDate: row.periodeInfo?.date_effet ?? null,
  immediateEffect: row.userInfo.effetImmediat === true,
  quoteCentimes: row.totalCentimes,
  extendsTerminating,
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

/** The payment facts of one row, for the pay link, the payment page and the gateway's callback. */
export async function loadPaymentFacts(
  db: TDatabase | TTransaction,
  row: TSubscriptionRow,
): Promise<TPaymentFacts> {
  return paymentFactsOf(row, await extendsTerminatingContract(db, row));
}
