import { addDays } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, subscriptions } from '../db/schema';
import { expireUnpaidSubscriptions } from '../modules/subscriptions/expire-unpaid';
import { caller } from '../test/api-calls';
import { staffMember } from '../test/staff';
import { subscriptionFixture, type TSubscriptionFixture } from '../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

const lineOf = async (id: string, action: string) => {
  const [line] = await t.handle.db
    .select({ actor: auditLog.actor, actorUserId: auditLog.actorUserId, actorProcess: auditLog.actorProcess })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  return line;
};

describe("the journal's actor columns, from the one typed actor", () => {
  it('name the customer and the staff member by their ids, the system by its process', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 4);
    const [owner] = await t.handle.db
      .select({ userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, id));
    const userId = owner!.userId;
    expect(await lineOf(id, 'subscription.created')).toEqual({
      actor: 'customer',
      actorUserId: userId,
      actorProcess: null,
    });
    expect(await lineOf(id, 'subscription.step4_saved')).toEqual({
      actor: 'customer',
      actorUserId: userId,
      actorProcess: null,
    });

    const admin = await staffMember(t, 'admin');
    const opened = await caller(t).get(`/backoffice/souscriptions/${id}`, { headers: admin.headers });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await lineOf(id, 'contract.viewed')).toEqual({
      actor: 'staff',
      actorUserId: admin.id,
      actorProcess: null,
    });

    await expireUnpaidSubscriptions(t.handle.db, addDays(fixture.bodies()[4].date_effet, 1));
    expect(await lineOf(id, 'subscription.expired')).toEqual({
      actor: 'system',
      actorUserId: null,
      actorProcess: 'expire-unpaid',
    });
  });
});
