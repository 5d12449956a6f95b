import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { migrateAndSeed } from './prepare';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The handle of the test's database, whose migrations fail `failures` times with `error` first. */
function failingFirst(failures: number, error: Error) {
  let calls = 0;
  return {
    handle: {
      ...t.handle,
      migrate: async () => {
        calls += 1;
        if (calls <= failures) throw error;
        await t.handle.migrate();
      },
    },
    calls: () => calls,
  };
}

const lost = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('preparing the database at start', () => {
  it('tries again when the connection is cut under the migrations, as a failover or a cut does', async () => {
    const { handle, calls } = failingFirst(2, lost());
    await migrateAndSeed(handle, { pauseMs: 1 });
    expect(calls()).toBe(3);
  });

  it('gives up once its patience is spent, with the lost connection as the reason', async () => {
    const { handle } = failingFirst(Number.POSITIVE_INFINITY, lost());
    await expect(migrateAndSeed(handle, { patienceMs: 30, pauseMs: 5 })).rejects.toMatchObject({
      code: '57P01',
    });
  });

  it('does not try again a failure of the migration itself', async () => {
    const { handle, calls } = failingFirst(1, Object.assign(new Error('syntax error'), { code: '42601' }));
    await expect(migrateAndSeed(handle, { pauseMs: 1 })).rejects.toThrow('syntax error');
    expect(calls()).toBe(1);
  });
});
