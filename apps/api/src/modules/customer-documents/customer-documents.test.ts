import type { TSouscriptionAnswer } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentReviews, handovers, officeEmails, outbox, subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { paidSubscription } from '../../test/paid-subscription';
import { multipart, SAMPLE } from '../../test/sample-files';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { recordHandedOver } from '../subscriptions/repository';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

type THeaders = Record<string, string>;

async function upload(headers: THeaders, name = 'new-licence.pdf'): Promise<string> {
  const body = multipart('file', name, SAMPLE.pdf);
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().file_id as string;
}

const replace = (id: string, kind: string, fileId: string, headers: THeaders) =>
  api.post(`/users/souscriptions/${id}/documents/${kind}`, { file_id: fileId }, { headers });

async function rowOf(id: string) {
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** A review of the document as a clerk left it. */
async function reviewed(id: string, kind: 'permis_recto', status: 'verified' | 'rejected') {
  const row = await rowOf(id);
  const clerk = await staffMember(t, 'clerk', [row.officeId!]);
  await t.handle.db.insert(documentReviews).values({
    subscriptionId: id,
    kind,
    fileId: row.documentsInfo![kind]!,
    status,
    reason: status === 'rejected' ? 'unreadable' : null,
    comment: status === 'rejected' ? 'Photo floue' : null,
    reviewedBy: clerk.id,
    reviewedAt: new Date(),
  });
  return clerk;
}

describe('POST /users/souscriptions/{id}/documents/{kind}', () => {
  it('replaces a rejected document: the new file, the review back to pending, the audit line and the office told', async () => {
    const { customer, id } = await paidSubscription(t);
    const row = await rowOf(id);
    await t.handle.db
      .insert(officeEmails)
      .values({ officeId: row.officeId!, email: 'bureau-tnm@example.test' });
    await reviewed(id, 'permis_recto', 'rejected');
    const before = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json();
    expect(before.documents_review).toContainEqual({
      kind: 'permis_recto',
      status: 'rejected',
      reason: 'unreadable',
      comment: 'Photo floue',
    });

    const fileId = await upload(customer.headers);
    const replaced = await replace(id, 'permis_recto', fileId, customer.headers);
    expect(replaced.statusCode, replaced.body).toBe(200);
    const answer = replaced.json() as TSouscriptionAnswer;
    expect(answer.documents_info!.permis_recto).toBe(fileId);
    expect(answer.documents_info!.permis_recto_name).toBe('new-licence.pdf');
    expect(answer.documents_review).toContainEqual({
      kind: 'permis_recto',
      status: 'pending',
      reason: null,
      comment: null,
    });

    const [review] = await t.handle.db
      .select()
      .from(documentReviews)
      .where(and(eq(documentReviews.subscriptionId, id), eq(documentReviews.kind, 'permis_recto')));
    expect(review).toMatchObject({
      fileId,
      status: 'pending',
      reason: null,
      reviewedBy: null,
      reviewedAt: null,
    });
    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'document.replaced')));
    expect(line).toMatchObject({ actor: 'customer', actorUserId: row.userId });
    expect(line!.data).toMatchObject({
      kind: 'permis_recto',
      from: row.documentsInfo!.permis_recto,
      to: fileId,
    });
    const [mail] = await t.handle.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.recipient, 'bureau-tnm@example.test'), eq(outbox.template, 'office_document_replaced')),
      );
    expect(mail!.bodyText).toContain('permis de conduire (recto)');
    expect(mail!.bodyText).toContain(row.codeStr);
  }, 60_000);

  it('replaces a document not checked yet, and refuses a verified one', async () => {
    const { customer, id } = await paidSubscription(t);
    const fresh = await replace(id, 'cg_recto', await upload(customer.headers), customer.headers);
    expect(fresh.statusCode, fresh.body).toBe(200);

    await reviewed(id, 'permis_recto', 'verified');
    const verified = await replace(id, 'permis_recto', await upload(customer.headers), customer.headers);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(
      "Ce document ne peut être remplacé que s'il a été refusé ou n'est pas encore vérifié.",
    );
    expect((await rowOf(id)).documentsInfo!.permis_recto).not.toBe(undefined);
  }, 60_000);

  it("refuses another customer's file, an unknown file, and a document the contract does not have", async () => {
    const { customer, id } = await paidSubscription(t);
    const stranger = await subscriptionFixture(t).then((fixture) => fixture.newSubscription());
    const theirs = await upload(stranger.customer.headers);
    const foreign = await replace(id, 'permis_recto', theirs, customer.headers);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().result[0].field).toBe('file_id');
    const unknown = await replace(id, 'permis_recto', crypto.randomUUID(), customer.headers);
    expect(unknown.statusCode).toBe(422);
    // A private person has no trade register.
    const absent = await replace(id, 'rc_recto', await upload(customer.headers), customer.headers);
    expect(absent.statusCode).toBe(404);
    const malformed = await api.post(
      `/users/souscriptions/${id}/documents/passport`,
      { file_id: await upload(customer.headers) },
      { headers: customer.headers },
    );
    expect(malformed.statusCode).toBe(400);
  }, 60_000);

  it("answers 404 for another customer's subscription, and refuses before payment and after the handover", async () => {
    const { customer, id } = await paidSubscription(t);
    const fixture = await subscriptionFixture(t);
    const other = await fixture.newSubscription();
    await fixture.completeSteps(other.id, other.customer.headers, 7);

    const stranger = await replace(
      id,
      'permis_recto',
      await upload(other.customer.headers),
      other.customer.headers,
    );
    expect(stranger.statusCode).toBe(404);
    const unpaid = await replace(
      other.id,
      'permis_recto',
      await upload(other.customer.headers),
      other.customer.headers,
    );
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toContain("l'étape des documents");

    const row = await rowOf(id);
    const clerk = await staffMember(t, 'clerk', [row.officeId!]);
    // As the counter records it (backoffice/hand-over.ts): the handover and the row's collection time.
    await t.handle.db.transaction(async (tx) => {
      await tx.insert(handovers).values({
        subscriptionId: id,
        officeId: row.officeId!,
        clerkUserId: clerk.id,
        identityChecked: true,
        originalsChecked: true,
      });
      await recordHandedOver(tx, row, new Date(), {
        actor: { kind: 'staff', userId: clerk.id, role: 'clerk', officeIds: [row.officeId!] },
        action: 'subscription.handed_over',
      });
    });
    const after = await replace(id, 'permis_recto', await upload(customer.headers), customer.headers);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe("L'attestation a déjà été remise : les documents ne changent plus.");
    const answer = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json();
    expect(answer.handed_over_at).toEqual(expect.any(String));
  }, 60_000);
});
