import {
  amountToCentimes,
  centimesToAmount,
  formatMad,
  refundDueDate,
  terminationRefundCentimes,
  translate,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, offices, outbox, refunds, subscriptions, users } from '../../db/schema';
import { certificateOf, fileOnRecord, officeNamedInArabic } from '../../test/office-counter';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
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

/**
 * A signed contract starting tomorrow, `daysIn` days into its cover on the server's clock (which stays
 * moved for the test: `back` puts it back), with the customer's termination request; the clerk of its
 * office, a clerk of another office.
 */
async function requestedTermination(daysIn: number) {
  const signed = await signedSubscription(t, { startInDays: 1 });
  clock.travel(daysIn + 1);
  const requested = await api.post(
    `/users/souscriptions/${signed.id}`,
    { motif: 'Retour anticipé' },
    {
      headers: signed.customer.headers,
    },
  );
  expect(requested.statusCode, requested.body).toBe(200);
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
  const [elsewhere] = await t.handle.db.select().from(offices).where(ne(offices.id, row!.officeId!)).limit(1);
  const clerk = await staffMember(t, 'clerk', [row!.officeId!]);
  const stranger = await staffMember(t, 'clerk', [elsewhere!.id]);
  const list = await api.get('/backoffice/terminations', { headers: clerk.headers });
  const item = list
    .json()
    .value.find((one: { subscription_id: string }) => one.subscription_id === signed.id);
  return {
    ...signed,
    row: row!,
    clerk,
    stranger,
    requestId: item._id as string,
    back: () => clock.travel(-(daysIn + 1)),
  };
}

const apply = (id: string, headers: THeaders, body: object = {}) =>
  api.post(`/backoffice/terminations/${id}/apply`, body, { headers });
const refuse = (id: string, headers: THeaders, reason = 'Contrat en cours de sinistre') =>
  api.post(`/backoffice/terminations/${id}/refuse`, { reason }, { headers });

async function mailTo(recipient: string, template: string) {
  const [mail] = await t.handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt));
  expect(mail, `${template} to ${recipient}`).toBeDefined();
  return mail!;
}

describe('the offices’ termination requests', () => {
  it("are listed to the office's clerks only; another office's clerk gets 404 acting on one", async () => {
    const case_ = await requestedTermination(2);
    try {
      const mine = (await api.get('/backoffice/terminations', { headers: case_.clerk.headers })).json();
      expect(mine.value.find((one: { _id: string }) => one._id === case_.requestId)).toMatchObject({
        code_str: case_.row.codeStr,
        status: 'open',
        reason: 'Retour anticipé',
        insured_name: 'Amina Benali',
      });
      const theirs = (await api.get('/backoffice/terminations', { headers: case_.stranger.headers })).json();
      expect(theirs.value.map((one: { _id: string }) => one._id)).not.toContain(case_.requestId);
      expect((await apply(case_.requestId, case_.stranger.headers)).statusCode).toBe(404);
      expect((await refuse(case_.requestId, case_.stranger.headers)).statusCode).toBe(404);
      expect((await apply('not-an-id', case_.clerk.headers)).statusCode).toBe(404);
      // A customer's token never reaches a staff call, not even their own contract's.
      expect((await apply(case_.requestId, case_.customer.headers)).statusCode).toBe(403);
      expect(
        (await api.get('/backoffice/terminations', { headers: case_.customer.headers })).statusCode,
      ).toBe(403);
      expect((await api.get('/backoffice/terminations')).statusCode).toBe(401);
      const admin = await staffMember(t, 'admin');
      const all = (await api.get('/backoffice/terminations', { headers: admin.headers })).json();
      expect(all.value.map((one: { _id: string }) => one._id)).toContain(case_.requestId);
    } finally {
      case_.back();
    }
  });

  it('name their office in French and Arabic; one office at a time for whoever acts for several, never another', async () => {
    const case_ = await requestedTermination(2);
    try {
      const named = await officeNamedInArabic(t, case_.row.officeId!);
      const listed = async (headers: THeaders, query: string) => {
        const answer = await api.get(`/backoffice/terminations${query}`, { headers });
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json() as { count: number; value: { _id: string; office: object | null }[] };
      };
      const mine = await listed(case_.clerk.headers, '');
      expect(mine.value.find((one) => one._id === case_.requestId)?.office).toEqual(named);

      const admin = await staffMember(t, 'admin');
      const [other] = await t.handle.db
        .select()
        .from(offices)
        .where(ne(offices.id, named.intermediaire_Id))
        .limit(1);
      const narrowed = await listed(admin.headers, `?office=${named.intermediaire_Id}`);
      expect(narrowed.value.map((one) => one._id)).toContain(case_.requestId);
      expect(
        narrowed.value.every(
          (one) => (one.office as typeof named).intermediaire_Id === named.intermediaire_Id,
        ),
      ).toBe(true);
      const elsewhere = await listed(admin.headers, `?office=${other!.id}`);
      expect(elsewhere.value.map((one) => one._id)).not.toContain(case_.requestId);
      // A clerk asking for an office they do not act for gets nothing, not that office's list.
      expect(await listed(case_.stranger.headers, `?office=${named.intermediaire_Id}`)).toEqual({
        count: 0,
        value: [],
      });
      const malformed = await api.get('/backoffice/terminations?office=tanger', {
        headers: { ...case_.clerk.headers, 'accept-language': 'en' },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().result).toEqual([expect.objectContaining({ field: 'office' })]);

      // The decision's answer keeps the office, so the card shows it still once decided.
      const refused = await refuse(case_.requestId, case_.clerk.headers);
      expect(refused.json().office).toEqual(named);
    } finally {
      case_.back();
    }
  });

  it('applied: cancelled through the lifecycle, certificate revoked, pro-rata refund, customer mailed in their language', async () => {
    const case_ = await requestedTermination(9);
    let decidedLater = 0;
    try {
      const { verificationCode } = (
        await t.handle.db.select().from(certificates).where(eq(certificates.subscriptionId, case_.id))
      )[0]!;
      expect((await api.get(`/verification/${verificationCode}`)).json().status).toBe('valid');
      await t.handle.db.update(users).set({ language: 'en' }).where(eq(users.email, case_.customer.email));

      // The office decides two days after the request: covered until then, the certificate still
      // verifying, and the cover ends on the day it is applied (decision 045).
      clock.travel(2);
      decidedLater = 2;
      expect((await api.get(`/verification/${verificationCode}`)).json().status).toBe('valid');
      const appliedOn = clock.today();
      // Said before it is applied: the list, searched by the contract's code, states the refund.
      const searched = await api.get(`/backoffice/terminations?q=${case_.row.codeStr.toLowerCase()}`, {
        headers: case_.clerk.headers,
      });
      const listed = searched.json().value as { _id: string; refund_if_applied: number | null }[];
      expect(listed.map((one) => one._id)).toEqual([case_.requestId]);
      const nothing = await api.get('/backoffice/terminations?q=no-such-contract', {
        headers: case_.clerk.headers,
      });
      expect(nothing.json()).toMatchObject({ count: 0, value: [] });
      const answer = await apply(case_.requestId, case_.clerk.headers, { note: 'Appel du client' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        status: 'applied',
        terminated_on: appliedOn,
        decision_reason: 'Appel du client',
      });
      expect(answer.json().decided_at).not.toBeNull();

      const detail = (
        await api.get(`/users/souscriptions/${case_.id}`, { headers: case_.customer.headers })
      ).json() as TSouscriptionAnswer;
      expect(detail.statut).toBe('cancelled');
      // The card then says the contract was terminated, no longer that a termination was asked.
      expect(detail.termination_applied).toBe(true);
      // So does the counter, when a clerk looks the contract up.
      const found = await api.get(`/backoffice/queue?q=${case_.row.codeStr}`, {
        headers: case_.clerk.headers,
      });
      expect(found.json().value).toMatchObject([
        { _id: case_.id, statut: 'cancelled', termination_applied: true },
      ]);
      const [line] = await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, case_.id), eq(auditLog.action, 'subscription.terminated')));
      expect(line).toMatchObject({
        actor: 'staff',
        actorUserId: case_.clerk.id,
        fromStatus: 'signed',
        toStatus: 'cancelled',
      });
      expect((await api.get(`/verification/${verificationCode}`)).json().status).toBe('cancelled');

      const stamp = case_.row.simulationResult!.taxes.find((tax) => tax.code === 'TIMBRE')!;
      const expected = terminationRefundCentimes({
        totalCentimes: case_.row.totalCentimes!,
        stampCentimes: amountToCentimes(stamp.montant),
        effectDate: case_.row.effectDate!,
        endDate: case_.row.endDate!,
        terminatedOn: appliedOn,
      });
      // Most of a month's premium is left after nine days, never the stamp.
      expect(expected).toBeGreaterThan(0);
      expect(expected).toBeLessThan(case_.row.totalCentimes! - amountToCentimes(stamp.montant));
      const [refund] = await t.handle.db.select().from(refunds).where(eq(refunds.subscriptionId, case_.id));
      expect(refund).toMatchObject({
        reason: 'termination',
        status: 'pending',
        amountCentimes: expected,
        dueBy: refundDueDate(clock.today()),
      });
      expect(detail.refund?.statut).toBe('pending');
      // What the office read before confirming is what was opened, to the centime.
      expect(listed[0]!.refund_if_applied).toBe(centimesToAmount(expected));
      expect(answer.json().refund_if_applied).toBeNull();

      const mail = await mailTo(case_.customer.email, 'termination_applied');
      expect(mail.language).toBe('en');
      expect(mail.bodyText).toContain(formatMad(expected));
      expect(mail.bodyText).toContain(case_.row.plate!);

      const again = await apply(case_.requestId, case_.clerk.headers);
      expect(again.statusCode).toBe(409);
      expect((await refuse(case_.requestId, case_.clerk.headers)).statusCode).toBe(409);
      const applied = (
        await api.get('/backoffice/terminations?status=applied', { headers: case_.clerk.headers })
      ).json();
      expect(applied.value.map((one: { _id: string }) => one._id)).toContain(case_.requestId);
    } finally {
      clock.travel(-decidedLater);
      case_.back();
    }
  });

  it('refused: the reason stored and mailed, the contract stays in force', async () => {
    const case_ = await requestedTermination(1);
    try {
      const answer = await refuse(case_.requestId, case_.clerk.headers, 'Un sinistre est en cours');
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ status: 'refused', decision_reason: 'Un sinistre est en cours' });
      const mail = await mailTo(case_.customer.email, 'termination_refused');
      expect(mail.bodyText).toContain('Un sinistre est en cours');
      const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, case_.id));
      expect(row!.statut).toBe('signed');
      expect(await t.handle.db.select().from(refunds).where(eq(refunds.subscriptionId, case_.id))).toEqual(
        [],
      );
      const [line] = await t.handle.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, case_.requestId), eq(auditLog.action, 'termination.refused')));
      expect(line).toMatchObject({
        actor: 'staff',
        actorUserId: case_.clerk.id,
        fromStatus: 'open',
        toStatus: 'refused',
      });
      expect((await refuse(case_.requestId, case_.clerk.headers, 'ab')).statusCode).toBe(400);
      expect((await apply(case_.requestId, case_.clerk.headers)).statusCode).toBe(409);

      // Refused is not final for the customer: they may ask again, and the office sees it open anew.
      const before = (
        await api.get(`/users/souscriptions/${case_.id}`, { headers: case_.customer.headers })
      ).json();
      expect(before.termination_requested_at).toBeNull();
      const askedAgain = await api.post(
        `/users/souscriptions/${case_.id}`,
        { motif: 'Le sinistre est clos' },
        { headers: case_.customer.headers },
      );
      expect(askedAgain.statusCode, askedAgain.body).toBe(200);
      expect(askedAgain.json().termination_requested_at).not.toBeNull();
      expect(askedAgain.json().termination_applied).toBe(false);
      const open = (await api.get('/backoffice/terminations', { headers: case_.clerk.headers })).json();
      expect(open.value.find((one: { _id: string }) => one._id === case_.requestId)).toMatchObject({
        status: 'open',
        reason: 'Le sinistre est clos',
        decision_reason: null,
      });
    } finally {
      case_.back();
    }
  });
});

describe('a contract whose termination is asked, at the counter', () => {
  const DOCUMENTS = [
    'identity_recto',
    'identity_verso',
    'permis_recto',
    'permis_verso',
    'cg_recto',
    'cg_verso',
  ];

  it('is flagged on the queue card, the contract page and the scan, and not handed over until decided', async () => {
    const case_ = await requestedTermination(1);
    try {
      const headers = { headers: case_.clerk.headers, language: 'fr' as const };
      for (const kind of DOCUMENTS) {
        const file_id = await fileOnRecord(t, case_.id, kind);
        const verified = await api.post(
          `/backoffice/souscriptions/${case_.id}/documents/${kind}/review`,
          { decision: 'verified', file_id },
          headers,
        );
        expect(verified.statusCode, kind).toBe(200);
      }
      const card = (await api.get(`/backoffice/queue?q=${case_.row.codeStr}`, headers)).json().value[0];
      expect(card).toMatchObject({ _id: case_.id, termination_requested: true, termination_applied: false });
      const page = (await api.get(`/backoffice/souscriptions/${case_.id}`, headers)).json();
      expect(page.handover_blockers).toEqual(['termination_requested']);
      expect(page.termination).toMatchObject({ status: 'open' });
      const { code } = await certificateOf(t, case_.id);
      const scan = (await api.get(`/backoffice/verification/${code}`, headers)).json();
      expect(scan.contract).toMatchObject({ subscription_id: case_.id, termination_requested: true });

      const checks = { identity_checked: true, originals_checked: true };
      const blocked = await api.post(`/backoffice/souscriptions/${case_.id}/handover`, checks, headers);
      expect(blocked.statusCode).toBe(409);
      expect(blocked.json().message).toBe(
        translate('fr', 'backoffice.handover.blocked.termination_requested'),
      );

      expect((await refuse(case_.requestId, case_.clerk.headers)).statusCode).toBe(200);
      const after = (await api.get(`/backoffice/queue?q=${case_.row.codeStr}`, headers)).json().value[0];
      expect(after.termination_requested).toBe(false);
      const handed = await api.post(`/backoffice/souscriptions/${case_.id}/handover`, checks, headers);
      expect(handed.statusCode, handed.body).toBe(200);
      expect(handed.json().handover_blockers).toEqual(['already_handed_over']);
    } finally {
      case_.back();
    }
  });
});
