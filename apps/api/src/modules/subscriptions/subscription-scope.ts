import { canActOnOffice, officeFilterOf, type TStaffScope } from '@bi/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import { findSubscriptionForSystem, type TSubscriptionRow } from './repository';

/**
 * A subscription by id among the staff member's offices (an administrator's: any). A malformed id, an
 * unknown one and another office's are the same undefined, which callers answer with one 404: no office
 * learns that another's contract exists. With `lock`, the row is held until the transaction ends. The
 * customer's own are read by `findOwnSubscription`, the system's by `findSubscriptionForSystem`.
 */
export async function findOfficeSubscriptionRow(
  db: TDatabase | TTransaction,
  scope: TStaffScope,
  id: string,
  { lock = false } = {},
): Promise<TSubscriptionRow | undefined> {
  if (!isUuid(id)) return undefined;
  const row = await findSubscriptionForSystem(db, id, { lock });
  return row && canActOnOffice(scope, row.officeId) ? row : undefined;
}

/**
 * The condition that keeps a list of subscriptions to a staff member's offices, narrowed to `office`
 * when given: none for an administrator unnarrowed, nothing at all for a clerk bound to no office.
 * Another office's id narrows to nothing (an empty answer, never a hint that it exists).
 */
export function subscriptionsOfOffices(scope: TStaffScope, office?: number): SQL | undefined {
  const mine = officeFilterOf(scope);
  const officeIds = office === undefined ? mine : mine === null || mine.includes(office) ? [office] : [];
  if (officeIds === null) return undefined;
  if (officeIds.length === 0) return sql`false`;
  return inArray(subscriptions.officeId, [...officeIds]);
}
