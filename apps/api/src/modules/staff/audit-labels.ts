import { displayName } from '@bi/domain';
import { eq, inArray } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { offices, refunds, subscriptions, terminationRequests, users } from '../../db/schema';

type TLine = { entityType: string; entityId: string };

/** A key for what a line is about: its type and id. */
const keyOf = (type: string, id: string) => `${type}:${id}`;
const idsOf = (lines: TLine[], type: string) => [
  ...new Set(lines.filter((line) => line.entityType === type).map((line) => line.entityId)),
];
const uuidsOf = (lines: TLine[], type: string) =>
  idsOf(lines, type).filter((id) => /^[0-9a-f-]{36}$/i.test(id));

/** A staff member or customer as colleagues know them: their names, else their e-mail. */
export const personName = (user: { email: string; firstName: string | null; lastName: string | null }) =>
  displayName({ first_name: user.firstName, last_name: user.lastName }) || user.email;

/**
 * What each line of a page of the journal is about, named as a person reads it rather than by its id:
 * a contract, its termination request and its refund by the contract's code, a person by their name,
 * an office by its code and name. Read for the page's lines only, one query per kind.
 */
export async function auditLabels(db: TDatabase, lines: TLine[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const subscriptionIds = uuidsOf(lines, 'subscription');
  const requestIds = uuidsOf(lines, 'termination_request');
  const refundIds = uuidsOf(lines, 'refund');
  const userIds = uuidsOf(lines, 'user');
  const officeIds = idsOf(lines, 'office').map(Number).filter(Number.isSafeInteger);
  const [codes, requests, refunded, people, places] = await Promise.all([
    subscriptionIds.length === 0
      ? []
      : db
          .select({ id: subscriptions.id, code: subscriptions.codeStr })
          .from(subscriptions)
          .where(inArray(subscriptions.id, subscriptionIds)),
    requestIds.length === 0
      ? []
      : db
          .select({ id: terminationRequests.id, code: subscriptions.codeStr })
          .from(terminationRequests)
          .innerJoin(subscriptions, eq(subscriptions.id, terminationRequests.subscriptionId))
          .where(inArray(terminationRequests.id, requestIds)),
    refundIds.length === 0
      ? []
      : db
          .select({ id: refunds.id, code: subscriptions.codeStr })
          .from(refunds)
          .innerJoin(subscriptions, eq(subscriptions.id, refunds.subscriptionId))
          .where(inArray(refunds.id, refundIds)),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds)),
    officeIds.length === 0
      ? []
      : db
          .select({ id: offices.id, code: offices.code, name: offices.name })
          .from(offices)
          .where(inArray(offices.id, officeIds)),
  ]);
  for (const row of codes) labels.set(keyOf('subscription', row.id), row.code);
  for (const row of requests) labels.set(keyOf('termination_request', row.id), row.code);
  for (const row of refunded) labels.set(keyOf('refund', row.id), row.code);
  for (const row of people) labels.set(keyOf('user', row.id), personName(row));
  for (const row of places) labels.set(keyOf('office', String(row.id)), `${row.code} · ${row.name}`);
  return labels;
}

export const labelOf = (labels: Map<string, string>, line: TLine) =>
  labels.get(keyOf(line.entityType, line.entityId)) ?? null;
