import { requiredDocuments } from '@bi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { certificateOf, fileOnRecord, officeNamedInArabic, officeOf } from '../../test/office-counter';
import { paidSubscription, signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { latestMessage } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
let clerk: { headers: Record<string, string> };
/** Signed, starting in one day; paid only, starting in three; paid only, starting in two. */
let signed: Awaited<ReturnType<typeof signedSubscription>>;
let later: Awaited<ReturnType<typeof paidSubscription>>;
let sooner: Awaited<ReturnType<typeof paidSubscription>>;
let codes: Map<string, string>;

type TItem = { _id: string; code_str: string; documents: object; certificate_number: string | null };
const queue = async (query = '') => {
  const answer = await api.get(`/backoffice/queue${query}`, { headers: clerk.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { count: number; value: TItem[]; counts: object; today: string };
};
const idsOf = (answer: { value: TItem[] }) => answer.value.map((item) => item._id);
/** A clerk's review of the file now on record (the body may name another to test that). */
const review = async (id: string, kind: string, body: object) =>
  api.post(
    `/backoffice/souscriptions/${id}/documents/${kind}/review`,
    { file_id: await fileOnRecord(t, id, kind), ...body },
    { headers: clerk.headers },
  );

/** Runs a check `days` ahead on the server's clock, then puts the clock back. */
async function onDay<T>(days: number, check: () => Promise<T>): Promise<T> {
  clock.travel(days);
  try {
    return await check();
  } finally {
    clock.travel(-days);
  }
}

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  signed = await signedSubscription(t, { startInDays: 1 });
  later = await paidSubscription(t, 'fr', { startInDays: 3 });
  sooner = await paidSubscription(t, 'fr', { startInDays: 2 });
  clerk = await staffMember(t, 'clerk', [await officeOf(t, signed.id)]);
  const all = await queue();
  codes = new Map(all.value.map((item) => [item._id, item.code_str]));
});
afterAll(async () => t.close());

describe('GET /backoffice/queue', () => {
  it("puts today's arrivals first, then the coming ones soonest first, then the past ones", async () => {
    const tomorrow = await onDay(1, () => queue());
    expect(idsOf(tomorrow)).toEqual([signed.id, sooner.id, later.id]);
    expect(tomorrow.counts).toEqual({ arriving_today: 1, to_review: 3, ready: 0, total: 3 });
    const afterTomorrow = await onDay(2, () => queue());
    expect(idsOf(afterTomorrow)).toEqual([sooner.id, later.id, signed.id]);
    expect(afterTomorrow.today).toBe(await onDay(2, async () => t.app.clock.today()));
  });

  it("names each contract's office in French and Arabic, as the staff's own offices are named", async () => {
    const officeId = await officeOf(t, signed.id);
    const named = await officeNamedInArabic(t, officeId);
    const item = (await queue()).value.find((one) => one._id === signed.id) as TItem & { office: object };
    expect(item.office).toEqual(named);
    const me = (await api.get('/backoffice/me', { headers: clerk.headers })).json();
    expect(me.offices).toEqual([expect.objectContaining(named)]);
  });

  it('counts the documents checked and a contract ready to hand over once all are verified', async () => {
    expect(idsOf(await queue('?$top=1&$skip=1'))).toEqual([sooner.id]);
    expect(
      (await review(sooner.id, 'cg_verso', { decision: 'rejected', reason: 'unreadable' })).statusCode,
    ).toBe(200);
    for (const kind of requiredDocuments('physique')) {
      expect((await review(signed.id, kind, { decision: 'verified' })).statusCode, kind).toBe(200);
    }
    expect((await queue()).counts).toEqual({ arriving_today: 0, to_review: 2, ready: 1, total: 3 });
    // Every other document of the sooner one verified: only its rejected one is left, which waits for
    // the customer's new photo, not for the clerk.
    for (const kind of requiredDocuments('physique').filter((kind) => kind !== 'cg_verso')) {
      expect((await review(sooner.id, kind, { decision: 'verified' })).statusCode, kind).toBe(200);
    }
    const answer = await queue();
    expect(answer.counts).toEqual({ arriving_today: 0, to_review: 1, ready: 1, total: 3 });
    const byId = new Map(answer.value.map((item) => [item._id, item]));
    expect(byId.get(signed.id)).toMatchObject({
      statut: 'signed',
      insured_name: 'Amina Benali',
      documents: { verified: 6, rejected: 0, pending: 0 },
      certificate_number: (await certificateOf(t, signed.id)).number,
      handed_over_at: null,
      office: { intermediaire_Id: await officeOf(t, signed.id) },
    });
    expect(byId.get(sooner.id)).toMatchObject({
      statut: 'paid',
      documents: { verified: 5, rejected: 1, pending: 0 },
      certificate_number: null,
    });
  });

  it('finds contracts by code, plate, insured name or certificate number, cancelled ones too', async () => {
    const code = codes.get(later.id)!;
    expect(idsOf(await queue(`?q=${code.toLowerCase()}`))).toEqual([later.id]);
    expect(idsOf(await queue(`?q=${code.slice(-6)}`))).toEqual([later.id]);
    expect(new Set(idsOf(await queue(`?q=${encodeURIComponent('AB 123CD')}`)))).toEqual(
      new Set([signed.id, sooner.id, later.id]),
    );
    expect((await queue(`?q=${encodeURIComponent('amina ben')}`)).count).toBe(3);
    expect((await queue('?q=benali%20amina')).count).toBe(3);
    expect((await queue('?q=Zoubida')).value).toEqual([]);
    // A LIKE wildcard typed by the clerk is a character like any other.
    expect((await queue('?q=%25')).value).toEqual([]);
    const { number } = await certificateOf(t, signed.id);
    expect(idsOf(await queue(`?q=${number}`))).toEqual([signed.id]);

    const cancelled = await api.post(
      `/users/souscriptions/${later.id}/cancel`,
      {},
      { headers: later.customer.headers },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(idsOf(await queue())).not.toContain(later.id);
    const found = await queue(`?q=${code}`);
    expect(found.value).toMatchObject([{ _id: later.id, statut: 'cancelled', termination_applied: false }]);
    expect(found.counts).toMatchObject({ total: 2 });
  });

  it("counts a passport holder's identity page as the one identity document to check", async () => {
    const passport = await signedSubscription(t, { identityType: 'passport' });
    const before = await queue();
    expect(before.counts).toMatchObject({ to_review: 1, ready: 1, total: 3 });
    const required = requiredDocuments('physique', 'passport');
    for (const kind of required) {
      expect((await review(passport.id, kind, { decision: 'verified' })).statusCode, kind).toBe(200);
    }
    const after = await queue();
    expect(after.counts).toMatchObject({ to_review: 0, ready: 2, total: 3 });
    expect(after.value.find((item) => item._id === passport.id)?.documents).toEqual({
      verified: required.length,
      rejected: 0,
      pending: 0,
    });
    const verso = await review(passport.id, 'identity_verso', { decision: 'verified' });
    expect(verso.statusCode).toBe(404);
  });

  it("names a passport's page as such when the clerk asks for it again", async () => {
    const passport = await paidSubscription(t, 'fr', { identityType: 'passport' });
    const rejected = await review(passport.id, 'identity_recto', {
      decision: 'rejected',
      reason: 'unreadable',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const mail = await latestMessage(t, passport.customer.email);
    expect(mail?.template).toBe('document_rejected');
    expect(mail?.bodyText).toContain("passeport (page d'identité)");
  });
});
