import { AUTHORITY_LOOKUP_ACTIONS, addDays } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorityKeys } from '../../db/schema';
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

type TRefusal = { reason: string; count: number; prefix?: string; authority?: string };
const dataOf = (lines: { data: unknown }[]) => lines.map((line) => line.data as TRefusal);
const total = (lines: { data: unknown }[]) => dataOf(lines).reduce((sum, data) => sum + data.count, 0);
/** The plate every refused lookup here asks, never to be found in a refusal's line. */
const PLATE = 'RF-321-XY';
const noPlate = (lines: unknown[]) => expect(JSON.stringify(lines)).not.toMatch(/RF.?321.?XY/i);

describe('a refused lookup in the journal', () => {
  it('counts the lookups without a key and with an unknown key by address and minute, never one line each', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await kit.lookup(PLATE, bearer(`bak_unknown${i}`), '203.0.113.7')).statusCode).toBe(401);
    expect((await kit.lookup(PLATE, {}, '203.0.113.7')).statusCode).toBe(401);
    expect((await kit.lookup(PLATE, bearer('bak_other'), '198.51.100.9')).statusCode).toBe(401);

    const flood = await kit.refusals('203.0.113.7');
    // One line per reason and minute: two when the minute turned during the calls.
    const unknown = flood.filter((line) => (line.data as TRefusal).reason === 'unknown_key');
    expect(unknown.length).toBeGreaterThanOrEqual(1);
    expect(unknown.length).toBeLessThanOrEqual(2);
    expect(total(unknown)).toBe(3);
    expect(dataOf(flood.filter((line) => (line.data as TRefusal).reason === 'no_key'))).toEqual([
      expect.objectContaining({ reason: 'no_key', count: 1 }),
    ]);
    for (const line of flood) {
      expect(line).toMatchObject({
        actor: 'system',
        actorProcess: 'authority-check',
        entityType: 'authority_caller',
        actorUserId: null,
      });
      expect(line.at.getUTCSeconds()).toBe(0);
    }
    expect(total(await kit.refusals('198.51.100.9'))).toBe(1);
    noPlate(flood);
  });

  it('writes a revoked and an expired key’s refusals on the key, with its prefix, and tells the expired key so', async () => {
    const revoked = await kit.newKey();
    await kit.keys('POST', `/${revoked.id}/revoke`, {});
    expect((await kit.lookup(PLATE, bearer(revoked.key))).statusCode).toBe(401);
    expect(dataOf(await kit.refusals(revoked.id))).toEqual([
      expect.objectContaining({ reason: 'revoked', count: 1, prefix: revoked.prefix }),
    ]);

    const expired = await kit.newKey();
    const today = t.app.clock.today();
    await t.handle.db.update(authorityKeys).set({ expiresOn: today }).where(eq(authorityKeys.id, expired.id));
    expect((await kit.lookup(PLATE, bearer(expired.key))).statusCode).toBe(200);
    await t.handle.db
      .update(authorityKeys)
      .set({ expiresOn: addDays(today, -1) })
      .where(eq(authorityKeys.id, expired.id));
    const refused = await kit.lookup(PLATE, bearer(expired.key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/a expiré le \d{2}\/\d{2}\/\d{4}/);
    const lines = await kit.refusals(expired.id);
    expect(dataOf(lines)).toEqual([
      expect.objectContaining({ reason: 'expired', count: 1, prefix: expired.prefix }),
    ]);
    noPlate([...lines, ...(await kit.refusals(revoked.id))]);
    expect(JSON.stringify(lines)).not.toContain(expired.key);
  });

  it("writes a key's lookups past its budget, by minute, the budget named", async () => {
    const { id, key } = await kit.newKey({ per_minute: 1, per_hour: 100 });
    expect((await kit.lookup(PLATE, bearer(key))).statusCode).toBe(200);
    expect((await kit.lookup(PLATE, bearer(key))).statusCode).toBe(429);
    expect((await kit.lookup(PLATE, bearer(key))).statusCode).toBe(429);
    const lines = await kit.refusals(id);
    expect(dataOf(lines).every((data) => data.reason === 'minute_budget')).toBe(true);
    expect(total(lines)).toBe(2);
    noPlate(lines);
  });
});

describe("the journal and the authorities' lookups", () => {
  const journal = async (query: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/backoffice/audit?$top=100&${query}`,
      headers: admin.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { count: number; value: { action: string }[] };
  };
  const isLookup = (action: string) => (AUTHORITY_LOOKUP_ACTIONS as readonly string[]).includes(action);

  it('shows them alone, leaves them out, or shows them among the rest', async () => {
    const { key } = await kit.newKey();
    await kit.lookup('JR-100-AA', bearer(key));
    await kit.lookup('JR-100-AA', bearer('bak_wrong'), '192.0.2.44');
    const all = await journal('');
    expect(all.count).toBeLessThanOrEqual(100); // one page holds them all
    const only = await journal('authority_lookups=only');
    const hidden = await journal('authority_lookups=hidden');
    expect(only.value.map((line) => line.action)).toEqual(
      expect.arrayContaining(['authority.coverage_checked', 'authority.lookup_refused']),
    );
    expect(only.value.every((line) => isLookup(line.action))).toBe(true);
    expect(hidden.value.some((line) => isLookup(line.action))).toBe(false);
    expect(hidden.value.map((line) => line.action)).toContain('authority_key.created');
    expect(only.count + hidden.count).toBe(all.count);
    expect((await journal('authority_lookups=shown')).count).toBe(all.count);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/v1/backoffice/audit?authority_lookups=some',
      headers: admin.headers,
    });
    expect(wrong.statusCode).toBe(400);
  });
});
