import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { seedReferenceData } from './seed';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => {
  const tables = ['countries', 'cities', 'offices', 'makes', 'usages', 'periods', 'fuels'];
  const rows = await Promise.all(
    tables.map(async (table) => {
      const result = await t.handle.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
      return [table, (result as unknown as { rows: { n: number }[] }).rows[0]!.n] as const;
    }),
  );
  return Object.fromEntries(rows);
};

describe('reference seed', () => {
  it('changes nothing when run again', async () => {
    const before = await counts();
    await seedReferenceData(t.handle.db);
    expect(await counts()).toEqual(before);
    expect(before.offices).toBeGreaterThan(50);
  });
});
