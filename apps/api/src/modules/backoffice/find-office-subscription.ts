import { canActOnOffice, type TStaffScope } from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { findSubscriptionForSystem, type TSubscriptionRow } from '../subscriptions/repository';

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
  const row = isUuid(id) ? await findSubscriptionForSystem(db, id, { lock }) : undefined;
  if (!row || !canActOnOffice(scope, row.officeId)) throw new AppError(404, 'subscription.notFound');
  return row;
}
