import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { countCalls, databaseBudgetStore } from './request-budget-store';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

/** The store's count, counting the statements it sends the database. */
function countingStatements() {
  const counted = { statements: 0 };
  const count: typeof countCalls = (...args) => {
    counted.statements += 1;
    return countCalls(...args);
  };
  return { count, counted };
}

/** Calls from these addresses at once: each answers its place in its address's count. */
const callsFrom = (store: InstanceType<ReturnType<typeof databaseBudgetStore>>, keys: string[]) =>
  keys.map(
    (key) =>
      new Promise<number>((resolve, reject) =>
        store.incr(key, (error, state) => (error ? reject(error) : resolve(state!.current)), MINUTE),
      ),
  );

const countedCalls = (...args: Parameters<typeof callsFrom>) => Promise.all(callsFrom(...args));

describe('the request budget counted in the database', () => {
  it('counts a burst from one address in a few statements, each call at its own place', async () => {
    const { count, counted } = countingStatements();
    const store = new (databaseBudgetStore(t.handle.db, count))();

    const places = await countedCalls(
      store,
      Array.from({ length: 40 }, () => '203.0.113.90'),
    );

    expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    expect(counted.statements).toBeGreaterThan(0);
    expect(counted.statements).toBeLessThan(40);
  });

  it('counts the calls that wait, several addresses, in one statement, each its own count, and goes on from there', async () => {
    const { count, counted } = countingStatements();
    const store = new (databaseBudgetStore(t.handle.db, count))();
    const keys = ['198.51.100.1', '198.51.100.2', '198.51.100.1', '198.51.100.3', '198.51.100.1'];

    expect(await countedCalls(store, keys)).toEqual([1, 1, 2, 1, 3]);
    // The first call is counted at once; the four that came while it was on its way, together.
    expect(counted.statements).toBe(2);
    expect(await countedCalls(store, ['198.51.100.1', '198.51.100.3'])).toEqual([4, 2]);
  });

  it('hands a failed statement to every call it counted, and counts the next calls again', async () => {
    // The first call's statement, then the one of the two that waited for it.
    let failures = 2;
    const flaky: typeof countCalls = (...args) => {
      if (failures === 0) return countCalls(...args);
      failures -= 1;
      return Promise.reject(new Error('connection lost'));
    };
    const store = new (databaseBudgetStore(t.handle.db, flaky))();
    const results = await Promise.allSettled(callsFrom(store, ['192.0.2.1', '192.0.2.2', '192.0.2.1']));
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(await countedCalls(store, ['192.0.2.1', '192.0.2.1'])).toEqual([1, 2]);
  });
});
