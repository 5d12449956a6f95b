import { describe, expect, it } from 'vitest';
import { createListPageCache } from './list-page-cache';

const versions = { customerVersion: 7, referenceVersion: 3 };
const today = '2026-11-30';
const pageAt = (skip: number) => ({ top: 10, skip, newestFirst: true });
const keep = (cache: ReturnType<typeof createListPageCache>, userId: string, skip: number) =>
  cache.set(userId, pageAt(skip), { ...versions, today, body: `{"skip":${skip}}` });

describe('the pages kept of customers’ lists', () => {
  it('keeps the latest four pages a customer asked, and no other customer’s page goes for theirs', () => {
    const cache = createListPageCache();
    keep(cache, 'other', 0);
    for (const skip of [0, 10, 20, 30, 40]) keep(cache, 'caller', skip);
    expect([0, 10, 20, 30, 40].map((skip) => cache.holds('caller', pageAt(skip)))).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(cache.holds('other', pageAt(0))).toBe(true);
  });

  it('gives a page only under the versions and on the day it was read', () => {
    const cache = createListPageCache();
    keep(cache, 'caller', 0);
    expect(cache.get('caller', pageAt(0), versions, today)?.body).toBe('{"skip":0}');
    expect(cache.get('caller', pageAt(0), { ...versions, customerVersion: 8 }, today)).toBeUndefined();
    expect(cache.get('caller', pageAt(0), { ...versions, referenceVersion: 4 }, today)).toBeUndefined();
    expect(cache.get('caller', pageAt(0), versions, '2026-12-01')).toBeUndefined();
    expect(cache.get('someone', pageAt(0), versions, today)).toBeUndefined();
  });

  it('keeps a page asked again once, the newer reading in place of the older', () => {
    const cache = createListPageCache();
    keep(cache, 'caller', 0);
    cache.set('caller', pageAt(0), { ...versions, customerVersion: 8, today, body: 'newer' });
    expect(cache.get('caller', pageAt(0), { ...versions, customerVersion: 8 }, today)?.body).toBe('newer');
    for (const skip of [10, 20, 30]) keep(cache, 'caller', skip);
    expect(cache.holds('caller', pageAt(0))).toBe(true);
  });
});
