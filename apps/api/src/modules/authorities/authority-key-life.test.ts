import { addDays, addMonths } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, throttleEvents } from '../../db/schema';
import { bearer } from '../../test/api-calls';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { authorityKit } from './authority-test-kit';

let t: TTestApp;
let kit: ReturnType<typeof authorityKit>;
let admin: Awaited<ReturnType<typeof staffMember>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffMember(t, 'admin');
  kit = authorityKit(t, admin.headers);
});
afterAll(() => t.close());

const budgetLines = (id: string) =>
  t.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'authority_key.budgets_changed'), eq(auditLog.entityId, id)));

describe("a key's budgets, changed by an administrator", () => {
  it('sets both budgets, in force from the next lookup, journaled before and after, the same again unwritten', async () => {
    const { id, key } = await kit.newKey({ per_minute: 10, per_hour: 100 });
    const changed = await kit.keys('PATCH', `/${id}`, { per_minute: 1, per_hour: 50 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id, per_minute: 1, per_hour: 50 });
    expect((await kit.lookup('BD-1-AA', bearer(key))).statusCode).toBe(200);
    expect((await kit.lookup('BD-1-AA', bearer(key))).statusCode).toBe(429);
    expect((await kit.keys('PATCH', `/${id}`, { per_minute: 1, per_hour: 50 })).statusCode).toBe(200);
    const lines = await budgetLines(id);
    expect(lines.map((line) => [line.actorUserId, line.data])).toEqual([
      [admin.id, { before: { per_minute: 10, per_hour: 100 }, after: { per_minute: 1, per_hour: 50 } }],
    ]);
    const listed = (await kit.keys('GET')).json().value.find((one: { id: string }) => one.id === id);
    expect(listed).toMatchObject({ per_minute: 1, per_hour: 50 });
  });

  it('refuses an hour under the minute, a budget left out, a revoked key, an unknown one and a clerk', async () => {
    const { id } = await kit.newKey();
    const inverted = await kit.keys('PATCH', `/${id}`, { per_minute: 20, per_hour: 10 });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().result[0].field).toBe('per_hour');
    expect((await kit.keys('PATCH', `/${id}`, { per_minute: 20 })).statusCode).toBe(400);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-key'])
      expect((await kit.keys('PATCH', `/${unknown}`, { per_minute: 1, per_hour: 1 })).statusCode).toBe(404);
    const clerk = await staffMember(t, 'clerk', [1]);
    expect(
      (await kit.keys('PATCH', `/${id}`, { per_minute: 1, per_hour: 1 }, clerk.headers)).statusCode,
    ).toBe(403);
    await kit.keys('POST', `/${id}/revoke`, {});
    const revoked = await kit.keys('PATCH', `/${id}`, { per_minute: 1, per_hour: 1 });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().message).toMatch(/révoquée/);
    expect(await budgetLines(id)).toEqual([]);
  });

  it("refuses past the hour's budget with a 429 whose Retry-After waits for the hour, not the minute", async () => {
    const { id, key } = await kit.newKey({ per_minute: 10, per_hour: 100 });
    // Three lookups made ten minutes ago: out of the minute's window, still in the hour's.
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.handle.db
      .insert(throttleEvents)
      .values([1, 2, 3].map(() => ({ bucket: 'authority_hour', key: id, at: tenMinutesAgo })));
    expect((await kit.keys('PATCH', `/${id}`, { per_minute: 4, per_hour: 4 })).statusCode).toBe(200);
    expect((await kit.lookup('HR-1-AA', bearer(key))).statusCode).toBe(200);
    const refused = await kit.lookup('HR-1-AA', bearer(key));
    expect(refused.statusCode).toBe(429);
    const retry = Number(refused.headers['retry-after']);
    expect(retry).toBeGreaterThan(45 * 60);
    expect(retry).toBeLessThanOrEqual(50 * 60);
    expect((await kit.refusals(id)).map((line) => line.data)).toEqual([
      expect.objectContaining({ reason: 'hour_budget', count: 1 }),
    ]);
  });
});

describe("a key's last day", () => {
  it('is a year from today by default, shown in the list and journaled at creation', async () => {
    const today = t.app.clock.today();
    const { id, expires_on } = await kit.newKey();
    expect(expires_on).toBe(addMonths(today, 12));
    const listed = (await kit.keys('GET')).json().value.find((one: { id: string }) => one.id === id);
    expect(listed.expires_on).toBe(addMonths(today, 12));
    const [created] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authority_key.created'), eq(auditLog.entityId, id)));
    expect(created!.data).toMatchObject({ expires_on: addMonths(today, 12) });
  });

  it('is chosen from tomorrow to a year from today, no sooner and no later', async () => {
    const today = t.app.clock.today();
    expect((await kit.newKey({ expires_on: addDays(today, 1) })).expires_on).toBe(addDays(today, 1));
    for (const expires_on of [today, addDays(addMonths(today, 12), 1)]) {
      const refused = await kit.keys('POST', '', { authority: 'Douane', expires_on });
      expect(refused.statusCode, expires_on).toBe(400);
      expect(refused.json().result[0].field).toBe('expires_on');
    }
  });
});
