import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type TApp } from '../app';
import { openDatabase, type TDatabaseHandle } from '../db/client';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
/** A second instance of the API on the same database: its own pool on PostgreSQL, PGlite's one handle. */
let other: { app: TApp; handle: TDatabaseHandle };
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '5', REQUEST_BUDGET_STORE: 'database' } });
  const handle = t.databaseUrl ? await openDatabase({ driver: 'postgres', url: t.databaseUrl }) : t.handle;
  other = { handle, app: await buildApp({ config: t.config, database: handle, closeDatabase: false }) };
});
afterAll(async () => {
  await other.app.close();
  if (other.handle !== t.handle) await other.handle.close();
  await t.close();
});

const call = (app: TApp, address: string) =>
  app.inject({ method: 'GET', url: '/api/v1/offre/tarifs', remoteAddress: address });

describe('the per-address request budget, counted in the database', () => {
  it('is one budget for an address across two instances, and its own for each address', async () => {
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push((await call(index % 2 === 0 ? t.app : other.app, '203.0.113.7')).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await call(other.app, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(t.app, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts every call of a burst spread over both instances, none lost to a race', async () => {
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, index) => call(index % 2 === 0 ? t.app : other.app, '192.0.2.44')),
    );
    const codes = burst.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(15);
  });
});
