import {
  addDays,
  centimesToAmount,
  refundDueDate,
  todayInMorocco,
  translate,
  withdrawalDeadline,
  withdrawalRefundOf,
  type TBackofficeContract,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, outbox, refunds, subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { fileOnRecord, officeOf, otherOffice } from '../../test/office-counter';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

const MAILBOX = 'bureau.retractations@example.ma';
const REQUIRED = ['identity_recto', 'identity_verso', 'permis_recto', 'permis_verso', 'cg_recto', 'cg_verso'];
const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
let officeId: number;
let clerk: Awaited<ReturnType<typeof staffMember>>;

type THeaders = Record<string, string>;
const detail = async (id: string, headers: THeaders) =>
  (await api.get(`/users/souscriptions/${id}`, { headers })).json() as TSouscriptionAnswer;
const withdraw = (id: string, headers: THeaders, language = 'fr') =>
  api.post(`/users/souscriptions/${id}/withdraw`, {}, { headers, language });
const byLetter = (id: string, body: object, headers: THeaders = clerk.headers) =>
  api.post(`/backoffice/souscriptions/${id}/withdrawal`, body, { headers, language: 'fr' });
const refusal = (key: Parameters<typeof translate>[1], language: 'fr' | 'ar' = 'fr') => ({
  message: translate(language, key),
});

/** Runs a check `days` ahead on the server's clock, then puts the clock back for the next test. */
async function later<T>(days: number, check: () => Promise<T>): Promise<T> {
  clock.travel(days);
  try {
    return await check();
  } finally {
    clock.travel(-days);
  }
}

/** A contract signed today, cover from tomorrow, and the day it was concluded. */
async function signedToday() {
  const contract = await signedSubscription(t, { startInDays: 1 });
  const signedAt = (await detail(contract.id, contract.customer.headers)).signed_at!;
  return { ...contract, signedOn: todayInMorocco(new Date(signedAt)) };
}

/** The certificate handed over at the counter, every document verified first. */
async function handedOver(id: string) {
  for (const kind of REQUIRED) {
    const body = { decision: 'verified', file_id: await fileOnRecord(t, id, kind) };
    const reviewed = await api.post(`/backoffice/souscriptions/${id}/documents/${kind}/review`, body, {
      headers: clerk.headers,
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
  }
  const checks = { identity_checked: true, originals_checked: true };
  const done = await api.post(`/backoffice/souscriptions/${id}/handover`, checks, { headers: clerk.headers });
  expect(done.statusCode, done.body).toBe(200);
}

const mailsOf = async (id: string, template: string) => {
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  const mails = await t.handle.db.select().from(outbox).where(eq(outbox.template, template));
  return mails.filter((mail) => mail.bodyText.includes(row!.codeStr));
};

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  const first = await signedSubscription(t, { startInDays: 1 });
  officeId = await officeOf(t, first.id);
  clerk = await staffMember(t, 'clerk', [officeId]);
  const admin = await staffMember(t, 'admin');
  const set = await api.put(
    `/backoffice/offices/${officeId}/emails`,
    { emails: [MAILBOX] },
    { headers: admin.headers },
  );
  expect(set.statusCode, set.body).toBe(200);
});
afterAll(async () => t.close());

describe('withdrawing online (law 31-08)', () => {
  it('withdraws after the handover and once the cover has started: void, certificate revoked, refund due, everyone told', async () => {
    const contract = await signedToday();
    await handedOver(contract.id);
    await later(3, async () => {
      const today = t.app.clock.today();
      const before = await detail(contract.id, contract.customer.headers);
      expect(before.periode_info!.date_effet < today).toBe(true);
      const amount = withdrawalRefundOf(before, today);
      // The share of the days covered is kept, the stamp given back.
      expect(amount).toBeLessThan(Math.round(before.simulation_result!.primeTotal * 100));

      const answer = await withdraw(contract.id, contract.customer.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      const withdrawn = answer.json() as TSouscriptionAnswer;
      expect(withdrawn.statut).toBe('cancelled');
      expect(withdrawn.refund).toMatchObject({
        reason: 'withdrawal',
        statut: 'pending',
        montant: centimesToAmount(amount),
        due_by: refundDueDate(today),
      });

      const issued = await t.handle.db
        .select()
        .from(certificates)
        .where(eq(certificates.subscriptionId, contract.id));
      expect(issued.length).toBeGreaterThan(0);
      expect(issued.every((certificate) => certificate.revokedAt !== null)).toBe(true);
      const [refund] = await t.handle.db
        .select()
        .from(refunds)
        .where(eq(refunds.subscriptionId, contract.id));
      expect(refund).toMatchObject({
        reason: 'withdrawal',
        amountCentimes: amount,
        dueBy: refundDueDate(today),
      });

      const [line] = await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'subscription.withdrawn')));
      expect(line).toMatchObject({ actor: 'customer', fromStatus: 'signed', toStatus: 'cancelled' });
      expect(line!.data).toMatchObject({ event: 'withdraw', channel: 'online', withdrawnOn: today });

      const [toCustomer] = await mailsOf(contract.id, 'withdrawal_recorded');
      expect(toCustomer).toMatchObject({ recipient: contract.customer.email, language: 'fr' });
      expect(toCustomer!.bodyText).toContain('rendez-la au bureau');
      expect(await mailsOf(contract.id, 'insurer_withdrawal')).toHaveLength(1);
      const [toOffice] = await mailsOf(contract.id, 'office_withdrawal');
      expect(toOffice).toMatchObject({ recipient: MAILBOX, language: 'fr' });

      expect((await withdraw(contract.id, contract.customer.headers)).json()).toEqual(
        refusal('afterSale.refused.withdraw'),
      );
    });
  });

  it('refuses the day after the seven clear days, in the caller’s language', async () => {
    const contract = await signedToday();
    const dayAfter = addDays(withdrawalDeadline(contract.signedOn), 1);
    const days = (Date.parse(dayAfter) - Date.parse(t.app.clock.today())) / 86_400_000;
    await later(days, async () => {
      const refused = await withdraw(contract.id, contract.customer.headers, 'ar');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual(refusal('afterSale.refused.withdraw', 'ar'));
      expect((await detail(contract.id, contract.customer.headers)).statut).toBe('signed');
    });
    // On its last day, it is still in time.
    await later(days - 1, async () => {
      expect((await withdraw(contract.id, contract.customer.headers)).statusCode).toBe(200);
    });
  });

  it("answers another customer's contract as unknown, and leaves it as it was", async () => {
    const mine = await signedToday();
    const theirs = await signedToday();
    await later(2, async () => {
      const refused = await withdraw(theirs.id, mine.customer.headers);
      expect(refused.statusCode).toBe(404);
      expect((await detail(theirs.id, theirs.customer.headers)).statut).toBe('signed');
    });
  });
});

describe('a withdrawal received by letter, recorded by the office', () => {
  it('is recorded on the letter’s date, within the seven days, by a clerk of the office, once', async () => {
    const contract = await signedToday();
    const letterDate = addDays(contract.signedOn, 3);
    await later(9, async () => {
      // Recorded after the seven days: the letter's date is what counts.
      const outsider = await staffMember(t, 'clerk', [await otherOffice(t, officeId)]);
      expect((await byLetter(contract.id, { date_lettre: letterDate }, outsider.headers)).statusCode).toBe(
        404,
      );
      expect((await byLetter(contract.id, { date_lettre: addDays(t.app.clock.today(), 1) })).statusCode).toBe(
        400,
      );
      const late = addDays(withdrawalDeadline(contract.signedOn), 1);
      const tooLate = await byLetter(contract.id, { date_lettre: late });
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json()).toEqual(refusal('afterSale.refused.withdraw'));

      const recorded = await byLetter(contract.id, {
        date_lettre: letterDate,
        note: 'Lettre reçue au guichet',
      });
      expect(recorded.statusCode, recorded.body).toBe(200);
      const page = recorded.json() as TBackofficeContract;
      expect(page.souscription.statut).toBe('cancelled');
      expect(page.souscription.refund).toMatchObject({
        reason: 'withdrawal',
        due_by: refundDueDate(letterDate),
      });
      expect(page.certificate?.revoked_at).not.toBeNull();
      const [line] = await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'subscription.withdrawn')));
      expect(line).toMatchObject({ actor: 'staff', actorUserId: clerk.id });
      expect(line!.data).toMatchObject({ channel: 'letter', withdrawnOn: letterDate });
      expect(await mailsOf(contract.id, 'withdrawal_recorded')).toHaveLength(1);

      const again = await byLetter(contract.id, { date_lettre: letterDate });
      expect(again.statusCode).toBe(409);
    });
  });
});
