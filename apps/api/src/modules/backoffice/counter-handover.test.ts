import { translate, type TBackofficeContract } from '@bi/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outbox, subscriptions, users } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { multipart, SAMPLE } from '../../test/sample-files';
import { fileOnRecord, officeOf } from '../../test/office-counter';
import { paidSubscription, signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let contract: Awaited<ReturnType<typeof signedSubscription>>;
let clerk: Awaited<ReturnType<typeof staffMember>>;
let clerkEmail: string;

const REQUIRED = ['identity_recto', 'identity_verso', 'permis_recto', 'permis_verso', 'cg_recto', 'cg_verso'];
const CHECKS = { identity_checked: true, originals_checked: true };
/** A clerk's review of the file now on record (the body may name another to test that). */
const review = async (id: string, kind: string, body: object) =>
  api.post(
    `/backoffice/souscriptions/${id}/documents/${kind}/review`,
    { file_id: await fileOnRecord(t, id, kind), ...body },
    {
      headers: clerk.headers,
      language: 'fr',
    },
  );
const handOver = (id: string, body: object = CHECKS) =>
  api.post(`/backoffice/souscriptions/${id}/handover`, body, { headers: clerk.headers, language: 'fr' });
const refusal = (key: Parameters<typeof translate>[1]) => ({ message: translate('fr', key) });

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  contract = await signedSubscription(t);
  // The customer reads English; the clerk works in French: the customer's messages follow the customer.
  await t.handle.db.update(users).set({ language: 'en' }).where(eq(users.email, contract.customer.email));
  clerk = await staffMember(t, 'clerk', [await officeOf(t, contract.id)]);
  const [row] = await t.handle.db.select({ email: users.email }).from(users).where(eq(users.id, clerk.id));
  clerkEmail = row!.email;
});
afterAll(async () => t.close());

describe('reviewing the documents', () => {
  it('rejects a document and tells the customer by mail and SMS, in their language, with the link', async () => {
    const answer = await review(contract.id, 'permis_recto', {
      decision: 'rejected',
      reason: 'expired',
      comment: 'Valid until 2020',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json() as TBackofficeContract;
    expect(body.documents.find((document) => document.kind === 'permis_recto')).toMatchObject({
      status: 'rejected',
      reason: 'expired',
      comment: 'Valid until 2020',
      reviewed_by: clerkEmail,
      mime_type: 'application/pdf',
    });
    expect(body.handover_blockers).toEqual(['document_rejected', 'document_unchecked']);
    const blocked = await handOver(contract.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual(refusal('backoffice.handover.blocked.document_rejected'));
    expect(body.customer).toMatchObject({ email: contract.customer.email, language: 'en' });

    const code = body.souscription.code_str;
    const link = `${t.config.publicUrl}/?detail=${contract.id}`;
    const messages = await t.handle.db
      .select()
      .from(outbox)
      .where(sql`${outbox.template} in ('document_rejected', 'document_rejected_sms')`);
    expect(messages).toHaveLength(2);
    const mail = messages.find((message) => message.channel === 'email')!;
    expect(mail).toMatchObject({ recipient: contract.customer.email, language: 'en' });
    expect(mail.subject).toBe(`Document to replace — contract ${code}`);
    expect(mail.bodyText).toContain('"driving licence (front)"');
    expect(mail.bodyText).toContain('the document has expired — Valid until 2020');
    expect(mail.bodyText).toContain(body.office!.intermediaire_RS);
    expect(mail.bodyText).toContain(link);
    const sms = messages.find((message) => message.channel === 'sms')!;
    expect(sms).toMatchObject({ recipient: `+212${contract.customer.phone.phone}`, language: 'en' });
    // One message: the contract's code and the site, the mail naming the document and the reason.
    expect(sms.bodyText).toBe(
      `Border Insurance: a document of contract ${code} was rejected. Replace it from your contracts: ${t.config.publicUrl}/?lng=en`,
    );

    // The customer was told to send another: the same file is not verified after all.
    const reversed = await review(contract.id, 'permis_recto', { decision: 'verified' });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json()).toEqual(refusal('backoffice.review.refused.verify'));
  });

  it('refuses a rejection without a reason in words, a verified document verified again, and a document not required', async () => {
    const other = await review(contract.id, 'cg_recto', { decision: 'rejected', reason: 'other' });
    expect(other.statusCode).toBe(400);
    expect((await review(contract.id, 'cg_recto', { decision: 'verified' })).statusCode).toBe(200);
    const again = await review(contract.id, 'cg_recto', { decision: 'verified' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusal('backoffice.review.refused.verify'));

    // The fixture uploads a trade register too, which a private person does not need: not checked.
    const missing = await review(contract.id, 'rc_recto', { decision: 'verified' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusal('backoffice.review.noDocument'));
  });

  it('judges only the file the clerk looked at, and only a contract paid or signed', async () => {
    // The customer replaced the licence's back while the clerk still looked at the old one.
    const stale = await review(contract.id, 'permis_verso', {
      decision: 'verified',
      file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(refusal('backoffice.review.replacedMeanwhile'));

    // A draft's files still change and a confirmed quote is not a contract: nothing is checked yet.
    const fixture = await subscriptionFixture(t);
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 7);
    const counterOfDraft = await staffMember(t, 'clerk', [await officeOf(t, id)]);
    const draft = await api.post(
      `/backoffice/souscriptions/${id}/documents/permis_recto/review`,
      { decision: 'verified', file_id: await fileOnRecord(t, id, 'permis_recto') },
      { headers: counterOfDraft.headers, language: 'fr' },
    );
    expect(draft.statusCode).toBe(409);
    expect(draft.json()).toEqual(refusal('backoffice.review.notInForce'));

    // Cancelled: the contract is over, which is what the clerk is told (not "neither paid nor signed").
    const cancelled = await paidSubscription(t);
    const counterOfCancelled = await staffMember(t, 'clerk', [await officeOf(t, cancelled.id)]);
    const cancel = await api.post(
      `/users/souscriptions/${cancelled.id}/cancel`,
      {},
      { headers: cancelled.customer.headers },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    const closed = await api.post(
      `/backoffice/souscriptions/${cancelled.id}/documents/permis_recto/review`,
      { decision: 'verified', file_id: await fileOnRecord(t, cancelled.id, 'permis_recto') },
      { headers: counterOfCancelled.headers, language: 'fr' },
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual(refusal('backoffice.review.closed'));
    const page = await api.get(`/backoffice/souscriptions/${cancelled.id}`, {
      headers: counterOfCancelled.headers,
    });
    expect(page.json().handover_blockers).toEqual(['contract_closed']);
  });

  it('puts a replaced document back among those to check', async () => {
    const upload = multipart('file', 'permis.pdf', SAMPLE.pdf);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...contract.customer.headers, ...upload.headers },
      payload: upload.payload,
    });
    const fileId = uploaded.json().file_id as string;
    // As the customer's replacement leaves it: the new file on record (the review row may still name the old one).
    await t.handle.db.execute(
      sql`update subscriptions set documents_info = documents_info || jsonb_build_object('permis_recto', ${fileId}::text) where id = ${contract.id}`,
    );
    const body = (
      await api.get(`/backoffice/souscriptions/${contract.id}`, { headers: clerk.headers })
    ).json() as TBackofficeContract;
    expect(body.documents.find((document) => document.kind === 'permis_recto')).toMatchObject({
      file_id: fileId,
      status: 'pending',
      reason: null,
      reviewed_by: null,
    });
    expect(body.handover_blockers).toEqual(['document_unchecked']);
  });
});

describe('handing over the certificate', () => {
  it('is refused while a document is unchecked, allowed once every one is verified', async () => {
    const blocked = await handOver(contract.id);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual(refusal('backoffice.handover.blocked.document_unchecked'));
    expect((await handOver(contract.id, { identity_checked: true })).statusCode).toBe(400);

    for (const kind of REQUIRED.filter((kind) => kind !== 'cg_recto')) {
      expect((await review(contract.id, kind, { decision: 'verified' })).statusCode, kind).toBe(200);
    }
    const handed = await handOver(contract.id);
    expect(handed.statusCode, handed.body).toBe(200);
    const body = handed.json() as TBackofficeContract;
    expect(body.handover).toMatchObject({
      // Named as colleagues know them, not by an address.
      clerk: 'Youssef Staff',
      // Named in both languages, as the contract's office is.
      office: {
        intermediaire_Id: body.office!.intermediaire_Id,
        intermediaire_RS: body.office!.intermediaire_RS,
        intermediaire_RS_AR: body.office!.intermediaire_RS_AR,
      },
      ...CHECKS,
    });
    expect(body.handover_blockers).toEqual(['already_handed_over']);
    expect(body.documents.map((document) => [document.kind, document.status])).toEqual(
      REQUIRED.map((kind) => [kind, 'verified']),
    );
    expect(body.souscription).toMatchObject({ statut: 'signed', certificate_collected: true });
  });

  it('ends the online cancellation, leaves the queue, and freezes the documents', async () => {
    const cancel = await api.post(
      `/users/souscriptions/${contract.id}/cancel`,
      {},
      { headers: contract.customer.headers },
    );
    expect(cancel.statusCode).toBe(409);
    const queue = (await api.get('/backoffice/queue', { headers: clerk.headers })).json();
    expect(queue.value.map((item: { _id: string }) => item._id)).not.toContain(contract.id);
    const late = await review(contract.id, 'cg_recto', { decision: 'rejected', reason: 'unreadable' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(refusal('backoffice.review.afterHandover'));
    const twice = await handOver(contract.id);
    expect(twice.json()).toEqual(refusal('backoffice.handover.blocked.already_handed_over'));
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, contract.id));
    expect(row!.certificateCollectedAt).not.toBeNull();
  });

  it('records every move in the audit log as the clerk’s', async () => {
    const rows = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.actor, 'staff')));
    expect(rows.every((row) => row.actorUserId === clerk.id)).toBe(true);
    expect(rows.find((row) => row.action === 'document.rejected')?.data).toEqual({
      kind: 'permis_recto',
      from: 'pending',
      to: 'rejected',
      reason: 'expired',
      comment: 'Valid until 2020',
    });
    expect(rows.filter((row) => row.action === 'document.verified')).toHaveLength(REQUIRED.length);
    expect(rows.find((row) => row.action === 'subscription.handed_over')).toMatchObject({
      fromStatus: 'signed',
      toStatus: 'signed',
    });
  });

  it('is refused for a contract paid but not signed yet', async () => {
    const paid = await paidSubscription(t);
    const answer = await handOver(paid.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual(refusal('backoffice.handover.blocked.not_signed'));
  });
});
