import { canActOnOffice, officeFilterOf, type TStaffScope } from '@bi/domain';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import { findOwnSubscription, findSubscriptionForSystem, type TSubscriptionRow } from './repository';

/**
 * Whose subscriptions a caller reaches: a customer their own, a staff member those of their offices (an
 * administrator every office's), the system (a job, a provider's callback) any. Every read by an id a
 * caller typed goes through one, so no use case applies a scope by hand (issue 37).
 */
export type TSubscriptionScope = { customer: string } | { office: TStaffScope } | { system: true };

export function isInScope(scope: TSubscriptionScope, row: Pick<TSubscriptionRow, 'userId' | 'officeId'>) {
  if ('customer' in scope) return row.userId === scope.customer;
  if ('office' in scope) return canActOnOffice(scope.office, row.officeId);
  return true;
}

/**
 * A subscription by id within the scope. A malformed id, an unknown one and one outside the scope are
 * the same undefined, which callers answer with one 404: nobody learns that another's contract exists.
 * With `lock`, the row is held until the transaction ends (only a row in scope is locked for a customer).
 */
export async function findSubscriptionIn(
  db: TDatabase | TTransaction,
  scope: TSubscriptionScope,
  id: string,
  { lock = false } = {},
): Promise<TSubscriptionRow | undefined> {
  if (!isUuid(id)) return undefined;
  if ('customer' in scope) return findOwnSubscription(db, id, scope.customer, { lock });
  const row = await findSubscriptionForSystem(db, id, { lock });
  return row && isInScope(scope, row) ? row : undefined;
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
