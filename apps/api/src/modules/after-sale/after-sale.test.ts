import {
  addDays,
  addMonths,
  ALL_STEPS_DONE,
  coverEndDate,
  refundDueDate,
  translate,
  type TSouscriptionAnswer,
} from '@bi/domain';

import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, outbox, refunds, subscriptions, terminationRequests } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { paidSubscription, signedSubscription } from '../../test/paid-subscription';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

/** The duration these contracts are bought for; the domain's own tests fix its last day. */
const ONE_MONTH = { periode_ParJour: false, periode_Nbr: 1 };
const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  // Every customer here signs up from the same address: its hourly code budget must not run out.
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

/** Runs a check `days` ahead on the server's clock, then puts the clock back for the next test. */
async function later<T>(days: number, check: () => Promise<T>): Promise<T> {
  clock.travel(days);
  try {
    return await check();
  } finally {
    clock.travel(-days);
  }
}

type THeaders = Record<string, string>;
const detail = async (id: string, headers: THeaders) =>
  (await api.get(`/users/souscriptions/${id}`, { headers })).json() as TSouscriptionAnswer;
const cancel = (id: string, headers: THeaders, body: object = {}) =>
  api.post(`/users/souscriptions/${id}/cancel`, body, { headers });
const moveTo = (id: string, headers: THeaders, date: string) =>
  api.put(`/users/souscriptions/${id}/date_effet`, { date_effet: date }, { headers });
const terminate = (id: string, headers: THeaders) => api.post(`/users/souscriptions/${id}`, {}, { headers });
const extend = (id: string, headers: THeaders) =>
  api.post(`/users/souscriptions/${id}/extend`, {}, { headers });

async function confirmedSubscription() {
  const fixture = await subscriptionFixture(t);
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 7);
  return { customer, id, fixture };
}

/** The mail of that template to that recipient about that subscription (several share a recipient). */
async function mailAbout(recipient: string, template: string, id: string) {
  const [row] = await t.handle.db
    .select({ code: subscriptions.codeStr })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  const mails = await t.handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)));
  const found = mails.filter((mail) => mail.subject?.includes(row!.code));
  expect(found, `${template} to ${recipient}`).toHaveLength(1);
  return found[0]!;
}

const activeCertificate = async (id: string) =>
  (
    await t.handle.db
      .select()
      .from(certificates)
      .where(eq(certificates.subscriptionId, id))
      .orderBy(desc(certificates.issuedAt))
  )[0]!;

describe("the server's today", () => {
  it('travels in every answer, from the clock the rules use', async () => {
    const { customer, id } = await confirmedSubscription();
    const list = await api.get('/users/souscriptions/?$top=30&$skip=0', { headers: customer.headers });
    expect(list.json()).toMatchObject({ skip: 0, today: clock.today() });
    await later(3, async () => expect((await detail(id, customer.headers)).today).toBe(clock.today()));
  });

  it('moves by CLOCK_OFFSET_DAYS outside production', async () => {
    const shifted = await createTestApp({ env: { CLOCK_OFFSET_DAYS: '40' } });
    try {
      expect(shifted.app.clock.today()).toBe(addDays(createTestAppToday(), 40));
      const prices = await shifted.app.inject({ method: 'GET', url: '/api/v1/offre/tarifs' });
      expect(prices.json().date).toBe(addDays(createTestAppToday(), 40));
    } finally {
      await shifted.close();
    }
  });
});

/** Today on an unmoved clock. */
const createTestAppToday = () => movableClock().today();

describe('POST /users/souscriptions/{id}/cancel', () => {
  it('cancels an unpaid subscription at once: nothing to refund, customer and insurer told, audited', async () => {
    const { customer, id } = await confirmedSubscription();
    const answer = await cancel(id, customer.headers, { motif: 'Voyage reporté' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ _id: id, statut: 'cancelled', refund: null });
    await mailAbout(customer.email, 'cancellation_recorded', id);
    const insurer = await mailAbout(t.config.insurerEmail, 'insurer_cancellation', id);
    expect(insurer.language).toBe('fr');
    expect(insurer!.bodyText).toContain('Voyage reporté');
    const [entry] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.cancelled')));
    expect(entry).toMatchObject({ actor: 'customer', fromStatus: 'confirmed', toStatus: 'cancelled' });

    const again = await cancel(id, customer.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(translate('fr', 'afterSale.refused.cancel'));
  });

  it('opens a refund for a signed contract, due in 20 working days, and voids its certificate', async () => {
    const signed = await signedSubscription(t, { startInDays: 3 });
    const code = (await activeCertificate(signed.id)).verificationCode;
    const answer = await cancel(signed.id, signed.customer.headers);
    expect(answer.statusCode, answer.body).toBe(200);
    const cancelled = answer.json() as TSouscriptionAnswer;
    expect(cancelled.statut).toBe('cancelled');
    expect(cancelled.refund).toMatchObject({
      statut: 'pending',
      montant: cancelled.simulation_result!.primeTotal,
      due_by: refundDueDate(clock.today()),
    });
    const [refund] = await t.handle.db.select().from(refunds).where(eq(refunds.subscriptionId, signed.id));
    expect(refund!.paymentId).not.toBeNull();
    const verification = await api.get(`/verification/${code}`);
    expect(verification.json().status).toBe('cancelled');
    const insurer = await mailAbout(t.config.insurerEmail, 'insurer_cancellation_refund', signed.id);
    expect(insurer.bodyText).toContain(refund!.dueBy.split('-').reverse().join('/'));
    await mailAbout(signed.customer.email, 'cancellation_refund', signed.id);
    // The card shows no action at all any more.
    expect((await detail(signed.id, signed.customer.headers)).refund?.statut).toBe('pending');
  });

  it('refuses from the effect date on, and once the certificate was collected at the office', async () => {
    const signed = await signedSubscription(t, { startInDays: 1 });
    await later(1, async () =>
      expect((await cancel(signed.id, signed.customer.headers)).statusCode).toBe(409),
    );
    // The office's hand-over is not built yet (issue G): the column it will set is set here.
    await t.handle.db
      .update(subscriptions)
      .set({ certificateCollectedAt: new Date() })
      .where(eq(subscriptions.id, signed.id));
    const collected = await cancel(signed.id, signed.customer.headers);
    expect(collected.statusCode).toBe(409);
    expect((await moveTo(signed.id, signed.customer.headers, addDays(clock.today(), 5))).statusCode).toBe(
      409,
    );
    expect((await detail(signed.id, signed.customer.headers)).certificate_collected).toBe(true);
  });

  it("answers another customer's id, a malformed one and no session alike", async () => {
    const { id } = await confirmedSubscription();
    const stranger = await t.signedInUser();
    expect((await cancel(id, stranger.headers)).statusCode).toBe(404);
    expect((await moveTo(id, stranger.headers, addDays(clock.today(), 5))).statusCode).toBe(404);
    expect((await terminate(id, stranger.headers)).statusCode).toBe(404);
    expect((await extend(id, stranger.headers)).statusCode).toBe(404);
    expect((await terminate('x'.repeat(64), stranger.headers)).statusCode).toBe(404);
    expect((await cancel('not-a-uuid', stranger.headers)).statusCode).toBe(404);
    expect((await api.post(`/users/souscriptions/${id}/cancel`, {})).statusCode).toBe(401);
    expect((await cancel(id, stranger.headers, { motif: 'x'.repeat(501) })).statusCode).toBe(400);
  });
});

describe('PUT /users/souscriptions/{id}/date_effet', () => {
  it('moves a signed contract: same duration, new end, a new certificate mailed, the old one void', async () => {
    const signed = await signedSubscription(t, { startInDays: 2 });
    const before = await detail(signed.id, signed.customer.headers);
    const oldCode = (await activeCertificate(signed.id)).verificationCode;
    const newStart = addDays(clock.today(), 10);
    const answer = await moveTo(signed.id, signed.customer.headers, newStart);
    expect(answer.statusCode, answer.body).toBe(200);
    const moved = answer.json() as TSouscriptionAnswer;
    expect(moved.periode_info).toMatchObject({
      date_effet: newStart,
      date_fin: coverEndDate(newStart, ONE_MONTH),
      periode_Id: before.periode_info!.periode_Id,
    });
    expect(moved.simulation_result!.primeTotal).toBe(before.simulation_result!.primeTotal);
    expect(moved.version).toBeGreaterThan(before.version);

    expect((await api.get(`/verification/${oldCode}`)).json().status).toBe('cancelled');
    const current = await activeCertificate(signed.id);
    expect(current).toMatchObject({ validFrom: newStart, revokedAt: null });
    expect((await api.get(`/verification/${current.verificationCode}`)).json().status).toBe('not_yet_valid');
    const mail = await mailAbout(signed.customer.email, 'effect_date_changed_certificate', signed.id);
    // The endorsement, then the new certificate (effect-date-endorsement.test.ts reads both).
    expect(mail.attachments).toEqual([expect.any(String), current.documentId]);
  });

  it('refuses the same date, a date out of range, a stale version and a started cover', async () => {
    const { customer, id } = await confirmedSubscription();
    const current = await detail(id, customer.headers);
    const same = await moveTo(id, customer.headers, current.periode_info!.date_effet);
    expect(same.statusCode).toBe(422);
    const far = await moveTo(id, customer.headers, addMonths(clock.today(), 4));
    expect(far.statusCode).toBe(422);
    expect(far.json().result[0].field).toBe('date_effet');
    const stale = await api.put(
      `/users/souscriptions/${id}/date_effet`,
      { date_effet: addDays(clock.today(), 5) },
      { headers: { ...customer.headers, 'if-match': String(current.version - 1) } },
    );
    expect(stale.statusCode).toBe(409);
    expect((await moveTo(id, customer.headers, '2026-02-30')).statusCode).toBe(400);
    // Unpaid and confirmed: moved without any certificate.
    const moved = await moveTo(id, customer.headers, addDays(clock.today(), 5));
    expect(moved.statusCode, moved.body).toBe(200);
    await mailAbout(customer.email, 'effect_date_changed', id);
    await later(5, async () =>
      expect((await moveTo(id, customer.headers, addDays(clock.today(), 2))).statusCode).toBe(409),
    );
  });
});

describe('POST /users/souscriptions/{id} (termination request)', () => {
  it('is refused before the cover starts, recorded once during it, refused after its end', async () => {
    const signed = await signedSubscription(t, { startInDays: 1 });
    const { headers } = signed.customer;
    expect((await terminate(signed.id, headers)).statusCode).toBe(409);
    await later(1, async () => {
      const answer = await terminate(signed.id, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ statut: 'signed', termination_requested_at: expect.any(String) });
      await mailAbout(t.config.insurerEmail, 'insurer_termination', signed.id);
      const notice = await mailAbout(signed.customer.email, 'termination_requested', signed.id);
      expect(notice.bodyText).toContain('contact@assurance-frontiere.ma');
      expect(notice.bodyText).toContain(
        "S'il l'accepte, le contrat prendra fin le jour où votre bureau l'applique : vous restez couvert et votre attestation reste valable jusque-là",
      );
      const again = await terminate(signed.id, headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(translate('fr', 'afterSale.refused.terminate'));
    });
    const requests = await t.handle.db
      .select()
      .from(terminationRequests)
      .where(eq(terminationRequests.subscriptionId, signed.id));
    expect(requests).toHaveLength(1);
  });

  it('is refused after the end date', async () => {
    const paid = await paidSubscription(t);
    await later(40, async () =>
      expect((await terminate(paid.id, paid.customer.headers)).statusCode).toBe(409),
    );
  });
});

describe('POST /users/souscriptions/{id}/extend', () => {
  it('starts a linked subscription once the cover has started, filled as the contract was, from the day after its end', async () => {
    const signed = await signedSubscription(t, { startInDays: 1 });
    const { headers } = signed.customer;
    expect((await extend(signed.id, headers)).statusCode).toBe(409);
    const old = await detail(signed.id, headers);

    const extension = await later(1, async () => {
      const answer = await extend(signed.id, headers);
      expect(answer.statusCode, answer.body).toBe(200);
      // Asked again, the extension under way is the answer, not a second one.
      expect((await extend(signed.id, headers)).json()._id).toBe(answer.json()._id);
      return answer.json() as TSouscriptionAnswer;
    });
    // Same insured, office, vehicle, documents, duration and cover, from the day after the old end:
    // the quote (step 6) is what is left to do.
    const start = addDays(old.periode_info!.date_fin, 1);
    expect(extension).toMatchObject({
      statut: 'simulation',
      current_step: 6,
      extended_from: signed.id,
      old_periode_info: old.periode_info,
      vehicule_info: old.vehicule_info,
      documents_info: old.documents_info,
      user_info: { ...old.user_info, accept_cgu: true },
      periode_info: {
        date_effet: start,
        date_fin: coverEndDate(start, ONE_MONTH),
        periode_Id: old.periode_info!.periode_Id,
      },
      pack_info: old.pack_info,
    });
    expect(extension.simulation_result?.primeTotal).toBeGreaterThan(0);
    expect(extension.code_str).not.toBe(old.code_str);

    // Each step may still be checked again; its answer still names the period extended.
    const fixture = await subscriptionFixture(t);
    const bodies = fixture.bodies();
    for (const n of [1, 2] as const) {
      const saved = await fixture.step(extension._id, n, bodies[n], headers);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().old_periode_info).toEqual(old.periode_info);
    }
    expect((await detail(extension._id, headers)).current_step).toBe(6);
    // Not on a day the old contract still covers.
    const overlapping = await fixture.step(
      extension._id,
      4,
      { date_effet: old.periode_info!.date_fin, periode_Id: 3 },
      headers,
    );
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().message).toContain(
      addDays(old.periode_info!.date_fin, 1).split('-').reverse().join('/'),
    );
    const period = await fixture.step(extension._id, 4, { date_effet: start, periode_Id: 3 }, headers);
    expect(period.statusCode, period.body).toBe(200);
  });

  it("goes from the extension's quote to payment: the documents are the extended contract's", async () => {
    const signed = await signedSubscription(t, { startInDays: 1 });
    const { headers } = signed.customer;
    const extension = await later(
      1,
      async () => (await extend(signed.id, headers)).json() as TSouscriptionAnswer,
    );
    expect(extension.current_step).toBe(6);
    const fixture = await subscriptionFixture(t);
    const confirmed = await fixture.step(extension._id, 6, {}, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Step 7 is done already: every step is, and the quote is ready to pay.
    expect(confirmed.json()).toMatchObject({ statut: 'confirmed', current_step: ALL_STEPS_DONE });
    const payLink = await api.post(`/users/souscriptions/${extension._id}/pay-link`, {}, { headers });
    expect(payLink.statusCode, payLink.body).toBe(200);
  });

  it('is refused for a subscription not paid', async () => {
    const { customer, id } = await confirmedSubscription();
    expect((await extend(id, customer.headers)).statusCode).toBe(409);
  });
});
