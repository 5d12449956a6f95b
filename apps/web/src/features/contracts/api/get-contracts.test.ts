import { describe, expect, it } from 'vitest';
import { contractFixture } from '../../../test/contract-fixture';
import { contractsOf, nextSkip } from './get-contracts';

const page = (skip: number, ids: string[], count: number) => ({
  skip,
  count,
  today: '2031-07-09',
  value: ids.map((_id) => contractFixture({ _id })),
});

describe('the list pages', () => {
  it('asks from the end of the last page while some are left, then stops', () => {
    expect(nextSkip(page(0, ['a', 'b'], 3))).toBe(2);
    expect(nextSkip(page(2, ['c'], 3))).toBeUndefined();
    // A list that shrank under the customer (a page answering nothing) does not loop.
    expect(nextSkip(page(30, [], 45))).toBeUndefined();
  });

  it('shows once a subscription that a new one pushed onto the next page', () => {
    const pages = [page(0, ['c', 'b'], 4), page(2, ['b', 'a'], 4)];
    expect(contractsOf({ pages }).map((subscription) => subscription._id)).toEqual(['c', 'b', 'a']);
  });
});
