import { amountToCentimes, ZFiguresAnswer, type TFiguresAnswer } from '@bi/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { paidSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let borderPost: number;
let casablanca: number;
/** The contracts paid at each office, by id. */
const paidAt: Record<'border' | 'casablanca', string[]> = { border: [], casablanca: [] };

/**
 * Two contracts paid at the border post, one paid then cancelled and moved to a Casablanca office (as
 * if its step 2 had chosen it): its sale and its refund are that office's.
 */
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  const fixture = await subscriptionFixture(t);
  borderPost = fixture.reference.borderPostId;
  casablanca = fixture.reference.casablancaOfficeId;
  paidAt.border.push((await paidSubscription(t)).id, (await paidSubscription(t, 'fr', { trailer: true })).id);
  const elsewhere = await paidSubscription(t, 'fr', { startInDays: 3 });
  const cancelled = await api.post(
    `/users/souscriptions/${elsewhere.id}/cancel`,
    {},
    { headers: elsewhere.customer.headers },
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  await t.handle.db
    .update(subscriptions)
    .set({ officeId: casablanca })
    .where(eq(subscriptions.id, elsewhere.id));
  paidAt.casablanca.push(elsewhere.id);
}, 240_000);
afterAll(() => t.close());

/** The stored totals of those contracts, summed here in centimes. */
async function storedTotal(ids: string[]) {
  const rows = await t.handle.db
    .select({ total: subscriptions.totalCentimes })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids));
  return rows.reduce((sum, row) => sum + row.total!, 0);
}

const figuresOf = async (headers: Record<string, string>, query = ''): Promise<TFiguresAnswer> => {
  const answer = await api.get(`/backoffice/figures${query}`, { headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return ZFiguresAnswer.parse(answer.json());
};

describe("a clerk's figures: the dashboard of their own offices", () => {
  it("sums only the clerk's offices, to the centime, in every block", async () => {
    const clerk = await staffMember(t, 'clerk', [borderPost]);
    const figures = await figuresOf(clerk.headers);
    const total = await storedTotal(paidAt.border);
    expect(figures.office).toBeNull();
    expect(figures.totals.contracts).toBe(2);
    expect(amountToCentimes(figures.totals.total)).toBe(total);
    expect(figures.totals.cancelled).toBe(0);
    for (const block of [figures.by_day, figures.by_entry_city, figures.by_usage, figures.by_period]) {
      expect(block.reduce((sum, line) => sum + line.contracts, 0)).toBe(2);
      expect(block.reduce((sum, line) => sum + amountToCentimes(line.total), 0)).toBe(total);
    }
    expect(figures.by_office.map((line) => line.key)).toEqual([String(borderPost)]);
    expect(figures.to_hand_over.map((line) => line.key)).toEqual([String(borderPost)]);
    expect(figures.funnel.stages.find((stage) => stage.stage === 'paid')?.count).toBe(2);
    // The cancelled contract's refund is another office's work.
    expect(figures.refunds.due).toEqual({ count: 0, amount: 0 });

    const admin = await staffMember(t, 'admin');
    const all = await figuresOf(admin.headers);
    expect(all.totals.contracts).toBe(3);
    expect(amountToCentimes(all.totals.total)).toBe(
      await storedTotal([...paidAt.border, ...paidAt.casablanca]),
    );
  });

  it("answers another office's figures as an unknown office's: 404, in the clerk's words", async () => {
    const clerk = await staffMember(t, 'clerk', [borderPost]);
    for (const office of [casablanca, 999_999]) {
      const answer = await api.get(`/backoffice/figures?office=${office}`, {
        headers: clerk.headers,
        language: 'ar',
      });
      expect(answer.statusCode, answer.body).toBe(404);
      expect(answer.json().message).toBe('لا يوجد هذا المكتب ضمن مكاتبك: اختر مكتبًا من القائمة.');
    }
    const own = await figuresOf(clerk.headers, `?office=${borderPost}`);
    expect(own).toMatchObject({ office: borderPost, totals: { contracts: 2 } });
  });

  it('gives a clerk of two offices both, or one of them with its refunds and counters only', async () => {
    const clerk = await staffMember(t, 'clerk', [borderPost, casablanca]);
    expect((await figuresOf(clerk.headers)).totals.contracts).toBe(3);
    const casa = await figuresOf(clerk.headers, `?office=${casablanca}`);
    expect(casa.totals).toMatchObject({ contracts: 1, cancelled: 1 });
    expect(amountToCentimes(casa.totals.total)).toBe(await storedTotal(paidAt.casablanca));
    expect(casa.refunds.due.count).toBe(1);
    expect(casa.to_hand_over).toEqual([]);
  });

  it('counts nothing for a clerk bound to no office', async () => {
    const clerk = await staffMember(t, 'clerk');
    const figures = await figuresOf(clerk.headers);
    expect(figures.totals).toMatchObject({ contracts: 0, total: 0 });
    expect(figures.funnel.stages.every((stage) => stage.count === 0)).toBe(true);
  });
});
