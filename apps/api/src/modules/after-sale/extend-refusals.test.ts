import { translate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { gatewayCallback, postCallback, startCardPayment } from '../../test/card-payment';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

type THeaders = Record<string, string>;
const extend = (id: string, headers: THeaders) =>
  api.post(`/users/souscriptions/${id}/extend`, {}, { headers });
const detail = async (id: string, headers: THeaders) =>
  (await api.get(`/users/souscriptions/${id}`, { headers })).json() as { extended: boolean };

describe('Extend, never offered where it cannot go on (the after-sale rule both sides apply)', () => {
  it('is refused in words once the termination is asked', async () => {
    const signed = await signedSubscription(t, { startInDays: 0 });
    const { headers } = signed.customer;
    expect((await api.post(`/users/souscriptions/${signed.id}`, {}, { headers })).statusCode).toBe(200);
    const refused = await extend(signed.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('fr', 'afterSale.refused.extendTerminating'));
  });

  it('is not paid once the termination of the contract it extends is asked, even from a payment page open before', async () => {
    const signed = await signedSubscription(t, { startInDays: 0 });
    const { headers } = signed.customer;
    const extension = (await extend(signed.id, headers)).json()._id as string;
    const fixture = await subscriptionFixture(t);
    expect((await fixture.step(extension, 6, {}, headers)).statusCode).toBe(200);
    const { fields } = await startCardPayment(t, extension, headers);
    const earlierLink = (
      await api.post(`/users/souscriptions/${extension}/pay-link`, {}, { headers })
    ).json();

    const before = (await api.get(`/users/souscriptions/${extension}`, { headers })).json();
    expect(before).toMatchObject({ ready_to_pay: true, extends_terminating: false });
    expect((await api.post(`/users/souscriptions/${signed.id}`, {}, { headers })).statusCode).toBe(200);
    // The card's rule and the pay flag read the same fact the pay calls refuse on.
    const after = (await api.get(`/users/souscriptions/${extension}`, { headers })).json();
    expect(after).toMatchObject({ ready_to_pay: false, extends_terminating: true });
    const payLink = await api.post(`/users/souscriptions/${extension}/pay-link`, {}, { headers });
    expect(payLink.statusCode).toBe(409);
    expect(payLink.json().message).toBe(translate('fr', 'payment.extendsTerminating'));
    // The pay page of a link given before the request refuses too.
    const payPage = await t.app.inject({ method: 'GET', url: earlierLink.url as string });
    expect(payPage.statusCode).toBe(409);
    expect(payPage.json().message).toBe(translate('fr', 'payment.extendsTerminating'));
    // The card was approved on the page opened before: the approval is not captured.
    const reply = await postCallback(t, gatewayCallback(t, fields, { approved: true }));
    expect(reply.text).not.toBe('ACTION=POSTAUTH');
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, extension));
    expect(row?.statut).toBe('confirmed');
  });

  it('is refused in words once an extension is paid, and says so in the answer', async () => {
    const signed = await signedSubscription(t, { startInDays: 0 });
    const { headers } = signed.customer;
    const started = await extend(signed.id, headers);
    expect(started.statusCode, started.body).toBe(200);
    expect((await detail(signed.id, headers)).extended).toBe(false);
    // An extension still being filled is taken up again, not refused.
    expect((await extend(signed.id, headers)).json()._id).toBe(started.json()._id);

    await t.handle.db
      .update(subscriptions)
      .set({ statut: 'paid' })
      .where(eq(subscriptions.id, started.json()._id));
    expect((await detail(signed.id, headers)).extended).toBe(true);
    const refused = await extend(signed.id, headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(translate('fr', 'afterSale.refused.extendExtended'));
  });
});
