import { addDays, formatMad } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestRuns, outbox, refunds, subscriptions, terminationRequests } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { sendOfficeDigests } from './office-digest';

const MAILBOX = 'tanger-med@office.example';
const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  // The office every fixture's contract belongs to, found from a first contract signed before it had a mailbox.
  const first = await signedSubscription(t, { startInDays: 1 });
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, first.id));
  officeId = row!.officeId!;
  expect(await officeMails('office_contract_signed')).toEqual([]);
  const admin = await staffMember(t, 'admin');
  const set = await api.put(
    `/backoffice/offices/${officeId}/emails`,
    { emails: [MAILBOX] },
    { headers: admin.headers },
  );
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => t.close());

const officeMails = (template: string) =>
  t.handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, MAILBOX), eq(outbox.template, template)));

async function officeMailAbout(template: string, subscriptionId: string) {
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const found = (await officeMails(template)).filter((mail) => mail.bodyText.includes(row!.codeStr));
  expect(found, `${template} about ${row!.codeStr}`).toHaveLength(1);
  expect(found[0]!.language).toBe('fr');
  expect(found[0]!.bodyText).toContain(`/backoffice/souscriptions/${subscriptionId}`);
  return found[0]!;
}

describe("the office's mailbox", () => {
  it('learns of a signed contract, and of its cancellation with the refund to make', async () => {
    const signed = await signedSubscription(t, { startInDays: 3 });
    await officeMailAbout('office_contract_signed', signed.id);

    const cancelled = await api.post(
      `/users/souscriptions/${signed.id}/cancel`,
      {},
      { headers: signed.customer.headers },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await t.handle.db.select().from(refunds).where(eq(refunds.subscriptionId, signed.id));
    const mail = await officeMailAbout('office_cancellation', signed.id);
    expect(mail.bodyText).toContain(formatMad(refund!.amountCentimes));
  });

  it('is not told of an unpaid subscription cancelled: the office never had it', async () => {
    const fixture = await subscriptionFixture(t);
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 7);
    expect(
      (await api.post(`/users/souscriptions/${id}/cancel`, {}, { headers: customer.headers })).statusCode,
    ).toBe(200);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const about = (await officeMails('office_cancellation')).filter((mail) =>
      mail.bodyText.includes(row!.codeStr),
    );
    expect(about).toEqual([]);
  });

  it('learns of a termination request, with the reason given', async () => {
    const signed = await signedSubscription(t, { startInDays: 1 });
    clock.travel(2);
    try {
      const requested = await api.post(
        `/users/souscriptions/${signed.id}`,
        { motif: 'Vente du véhicule' },
        { headers: signed.customer.headers },
      );
      expect(requested.statusCode, requested.body).toBe(200);
    } finally {
      clock.travel(-2);
    }
    const mail = await officeMailAbout('office_termination_requested', signed.id);
    expect(mail.bodyText).toContain('Vente du véhicule');
  });
});

describe('the morning digest', () => {
  it("lists the day's arrivals once per office and day, from 07:00 in Morocco, even run twice at once", async () => {
    const arriving = await signedSubscription(t, { startInDays: 1 });
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, arriving.id));
    // Asked on the morning it starts, before the office opens: the counter must decide it first.
    const terminating = await signedSubscription(t, { startInDays: 1 });
    const [asked] = await t.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, terminating.id));
    await t.handle.db
      .insert(terminationRequests)
      .values({ subscriptionId: terminating.id, requestedAt: new Date(), reason: 'Retour anticipé' });
    const day = addDays(clock.today(), 1);
    const at = (utcTime: string) => new Date(`${day}T${utcTime}Z`);

    // 06:00 or 05:00 in Morocco (UTC+1, or UTC during Ramadan): too early.
    expect(await sendOfficeDigests(t.handle.db, t.config.publicUrl, at('05:00:00'))).toBe(0);
    expect(await officeMails('office_digest')).toEqual([]);

    const runs = await Promise.all([
      sendOfficeDigests(t.handle.db, t.config.publicUrl, at('09:00:00')),
      sendOfficeDigests(t.handle.db, t.config.publicUrl, at('09:00:00')),
    ]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sendOfficeDigests(t.handle.db, t.config.publicUrl, at('15:00:00'))).toBe(0);

    const mails = await officeMails('office_digest');
    expect(mails).toHaveLength(1);
    const lines = mails[0]!.bodyText.split('\n').filter((line) => line.startsWith('BRD-'));
    expect(lines).toContain(`${row!.codeStr} — Amina Benali — ${row!.plate}`);
    expect(lines).toContain(
      `${asked!.codeStr} — Amina Benali — ${asked!.plate} — RÉSILIATION DEMANDÉE : décider la demande avant toute remise`,
    );
    expect(mails[0]!.subject).toContain(`: ${lines.length}`);
    expect(mails[0]!.bodyText).toContain(`${t.config.publicUrl}/backoffice`);
    const recorded = await t.handle.db.select().from(digestRuns).where(eq(digestRuns.officeId, officeId));
    expect(recorded).toMatchObject([{ day, arrivals: lines.length }]);
  });
});
