import { officeFilterOf, type TStaffScope } from '@bi/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

/**
 * The condition that keeps a list to the caller's offices: none for an administrator, nothing at all
 * for a clerk bound to no office.
 */
export function inScopeOffices(scope: TStaffScope): SQL | undefined {
  const officeIds = officeFilterOf(scope);
  if (officeIds === null) return undefined;
  if (officeIds.length === 0) return sql`false`;
  return inArray(subscriptions.officeId, [...officeIds]);
}
