import { officeFilterOf, type TStaffScope } from '@bi/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';

/**
 * The condition that keeps a list to the caller's offices, narrowed to `office` when given: none for an
 * administrator unnarrowed, nothing at all for a clerk bound to no office. Another office's id narrows
 * to nothing (an empty answer, never a hint that it exists), whatever the query asked.
 */
export function inScopeOffices(scope: TStaffScope, office?: number): SQL | undefined {
  const mine = officeFilterOf(scope);
  const officeIds = office === undefined ? mine : mine === null || mine.includes(office) ? [office] : [];
  if (officeIds === null) return undefined;
  if (officeIds.length === 0) return sql`false`;
  return inArray(subscriptions.officeId, [...officeIds]);
}
