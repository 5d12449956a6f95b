import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { checkedReadRow } from './checked-rows';
import { parseSubscriptionRow, type TSubscriptionRow } from './repository';

let t: TTestApp;
let fixture: TSubscriptionFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

/** A subscription saved up to step 5, as the detail's statement reads it. */
async function storedRow(): Promise<TSubscriptionRow> {
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 5);
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

const malformed = (row: TSubscriptionRow): TSubscriptionRow => ({
  ...row,
  vehiculeInfo: { ...row.vehiculeInfo!, nbre_places: 'five' as unknown as number },
});

describe('a row read outside a transaction', () => {
  it('is answered as its parts check reads it, read after read', async () => {
    const row = await storedRow();
    expect(checkedReadRow(row)).toEqual(parseSubscriptionRow(row));
    expect(checkedReadRow(structuredClone(row))).toEqual(parseSubscriptionRow(row));
  });

  it('fails on a malformed part at every read, and at the version after one found well-formed', async () => {
    const row = await storedRow();
    for (let read = 0; read < 2; read += 1)
      expect(() => checkedReadRow(malformed(row))).toThrow(/stored vehicule_info does not match/);
    checkedReadRow(row);
    const next = { ...malformed(row), version: row.version + 1, updatedAt: new Date() };
    expect(() => checkedReadRow(next)).toThrow(/stored vehicule_info does not match/);
  });

  it('is not checked again at a version this process found well-formed: its writer checked it', async () => {
    const row = await storedRow();
    checkedReadRow(row);
    expect(checkedReadRow(malformed(row)).vehiculeInfo?.nbre_places).toBe('five');
  });

  it('is given as the check reads it at every read when the check changes it', async () => {
    const row = await storedRow();
    const padded = {
      ...row,
      userInfo: { ...row.userInfo, left_by_hand: 'x' } as TSubscriptionRow['userInfo'],
    };
    for (let read = 0; read < 2; read += 1)
      expect(checkedReadRow(padded).userInfo).toEqual(parseSubscriptionRow(row).userInfo);
  });
});
