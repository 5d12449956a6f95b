import type { TDatabase } from '../../db/client';
import type { TRequestContext } from '../../lib/request-context';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { recordWithdrawal } from '../withdrawals/record-withdrawal';

/**
 * POST …/{id}/withdraw (law 31-08): the customer withdraws today from their signed contract, within
 * its seven days, as the card offers it; nobody's acceptance is needed.
 */
export async function withdrawSubscription(
  db: TDatabase,
  settings: { insurerEmail: string; publicUrl: string },
  request: TAfterSaleRequest & { reason?: string },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const { row } = await guardAfterSale(tx, request, 'withdraw', context.today);
    return recordWithdrawal(
      tx,
      settings,
      row,
      {
        withdrawnOn: context.today,
        channel: 'online',
        note: request.reason,
        by: request.actor,
        language: context.language,
      },
      context,
    );
  });
}
