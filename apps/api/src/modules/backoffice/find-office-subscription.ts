import type { TStaffScope } from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { findOfficeSubscriptionRow } from '../subscriptions/subscription-scope';

/**
 * A subscription of an office the staff member acts for. A malformed id, an unknown one and another
 * office's all answer the same 404, so a clerk cannot learn which contracts exist elsewhere. With
 * `lock`, the row is held until the transaction ends.
 */
export async function findOfficeSubscription(
  db: TDatabase | TTransaction,
  scope: TStaffScope,
  id: string,
  { lock = false } = {},
): Promise<TSubscriptionRow> {
  const row = await findOfficeSubscriptionRow(db, scope, id, { lock });
  if (!row) throw new AppError(404, 'subscription.notFound');
  return row;
}
