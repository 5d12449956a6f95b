import { amountToCentimes, terminationRefundCentimes, type TIsoDate } from '@bi/domain';
import type { TSubscriptionRow } from '../subscriptions/repository';

/** The stamp's code among the quote's tax lines (tariff/taxes.ts): it is never given back. */
const STAMP = 'TIMBRE';

/**
 * The pro-rata refund, in centimes, of a contract whose last covered day is `terminatedOn`: what the
 * apply opens, and what the office reads before applying (the same domain rule, the same figures).
 */
export function terminationRefundOf(row: TSubscriptionRow, terminatedOn: TIsoDate): number {
  if (!row.effectDate || !row.endDate || row.totalCentimes === null) return 0;
  const stamp = row.simulationResult?.taxes.find((tax) => tax.code === STAMP);
  return terminationRefundCentimes({
    totalCentimes: row.totalCentimes,
    stampCentimes: stamp ? amountToCentimes(stamp.montant) : 0,
    effectDate: row.effectDate,
    endDate: row.endDate,
    terminatedOn,
  });
}
