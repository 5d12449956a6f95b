import { addDays } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

const TEN_DAYS = 2;
const ONE_MONTH = 3;

async function atStep4() {
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 3);
  return { headers: customer.headers, id };
}
const period = (periode_Id: number, extra: object = {}) => ({
  date_effet: addDays(t.app.clock.today(), 1),
  periode_Id,
  ...extra,
});

describe('step 4 with the trailer asked beside the dates (decision 049)', () => {
  it('saves step 5 itself when it leaves nothing to choose: the one pack, with the trailer, priced', async () => {
    const { headers, id } = await atStep4();
    const saved = await fixture.step(id, 4, period(TEN_DAYS, { remorque: true }), headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      current_step: 6,
      pack_info: { remorque: true },
      simulation_result: { primeTotal: expect.any(Number) },
    });
    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.step5_saved')));
    expect(line).toMatchObject({ actor: 'customer', data: { currentStep: 6, passedAfterStep4: true } });
  });

  it('leaves step 5 to the customer where there are packs to choose from', async () => {
    const { headers, id } = await atStep4();
    const saved = await fixture.step(id, 4, period(ONE_MONTH, { remorque: true }), headers);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ current_step: 5, pack_info: null });
  });

  it("is the spec's step 4 without the trailer, and never replaces a cover the customer chose", async () => {
    const { headers, id } = await atStep4();
    const plain = await fixture.step(id, 4, period(TEN_DAYS), headers);
    expect(plain.json()).toMatchObject({ current_step: 5, pack_info: null });
    const chosen = await fixture.step(id, 5, fixture.bodies()[5], headers);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const again = await fixture.step(id, 4, period(TEN_DAYS, { remorque: true }), headers);
    expect(again.json()).toMatchObject({ pack_info: { remorque: false } });
  });

  it('refuses a trailer that is not a yes or a no, on its field', async () => {
    const { headers, id } = await atStep4();
    const refused = await fixture.step(id, 4, period(TEN_DAYS, { remorque: 'oui' }), headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result[0].field).toBe('remorque');
  });
});
