import { afterSaleRefusal, canWithdraw, type TIsoDate, type TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { recordWithdrawal } from '../withdrawals/record-withdrawal';
import { customerLanguage } from '../office-work/customer-language';
import { afterSaleFacts, loadAfterSaleOf } from '../subscriptions/after-sale-facts';
import { subscriptionIn } from '../subscriptions/subscription-scope';

/**
 * POST /backoffice/souscriptions/{id}/withdrawal: a clerk of the contract's office (or an administrator)
 * records a withdrawal the customer sent by letter. It is judged on the letter's date by the same rule
 * as the card's (law 31-08's seven days, the cover not run out, no termination asked), and recorded
 * as an online one is, the clerk named in the audit line.
 */
export async function recordWithdrawalLetter(
  db: TDatabase,
  settings: { insurerEmail: string; publicUrl: string },
  staff: TStaffActor,
  input: { id: string; letterDate: TIsoDate; note?: string | undefined },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const row = await subscriptionIn(tx, staff, input.id, { lock: true });
    if (input.letterDate > context.today) {
      const key = 'afterSale.withdrawal.letterInFuture';
      throw new AppError(400, key, {}, [{ field: 'date_lettre', key }]);
    }
    const facts = afterSaleFacts(row, await loadAfterSaleOf(tx, row));
    if (!canWithdraw(facts, input.letterDate)) throw new AppError(409, afterSaleRefusal(facts, 'withdraw'));
    return recordWithdrawal(
      tx,
      settings,
      row,
      {
        withdrawnOn: input.letterDate,
        channel: 'letter',
        note: input.note,
        by: staff,
        language: await customerLanguage(tx, row),
      },
      context,
    );
  });
}
