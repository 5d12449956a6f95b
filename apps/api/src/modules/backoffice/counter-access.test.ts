import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, sessions } from '../../db/schema';
import { listRoutes } from '../../fuzz/list-routes';
import { caller } from '../../test/api-calls';
import { certificateOf, fileOnRecord, officeOf, otherOffice } from '../../test/office-counter';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let contract: Awaited<ReturnType<typeof signedSubscription>>;
let officeId: number;
let certificate: { number: string; code: string };
let clerk: Awaited<ReturnType<typeof staffMember>>;
let stranger: Awaited<ReturnType<typeof staffMember>>;

/** The counter's own routes (the offices' work and the administrator's share the prefix). */
const COUNTER_PATH =
  /^\/api\/v1\/backoffice\/(me|queue|verification\/:code|souscriptions\/:id(\/pdf|\/certificate|\/handover|\/documents\/:kind\/(view|review))?)$/;
const counterRoutes = () =>
  listRoutes(t.app).filter((route) => route.method !== 'HEAD' && COUNTER_PATH.test(route.path));
const urlOf = (path: string) =>
  path
    .replace(':id', contract.id)
    .replace(':kind', 'permis_recto')
    .replace(':code', certificate.code)
    .replace('/api/v1', '');
/** A valid body for each write, so that what answers is the route's own judgement, not validation. */
const bodyOf = (path: string) =>
  path.endsWith('/handover')
    ? { identity_checked: true, originals_checked: true }
    : { decision: 'verified', file_id: '00000000-0000-4000-8000-000000000000' };
const call = (route: { method: string; path: string }, headers: Record<string, string> = {}) =>
  route.method === 'GET'
    ? api.get(urlOf(route.path), { headers })
    : api.post(urlOf(route.path), bodyOf(route.path), { headers });

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  contract = await signedSubscription(t);
  officeId = await officeOf(t, contract.id);
  certificate = await certificateOf(t, contract.id);
  clerk = await staffMember(t, 'clerk', [officeId]);
  stranger = await staffMember(t, 'clerk', [await otherOffice(t, officeId)]);
});
afterAll(async () => t.close());

describe('who reaches the counter', () => {
  it('lists the nine routes of the counter', () => {
    expect(counterRoutes()).toHaveLength(9);
  });

  it('answers 401 without a token and 403 to a customer, on every route', async () => {
    for (const route of counterRoutes()) {
      expect((await call(route)).statusCode, `${route.method} ${route.path}`).toBe(401);
      const asCustomer = await call(route, contract.customer.headers);
      expect(asCustomer.statusCode, `${route.method} ${route.path}`).toBe(403);
      expect(asCustomer.json().message).toBe("Cette page est réservée au personnel de l'assureur.");
    }
  });

  it('answers 401 once a staff session has expired or was revoked', async () => {
    const expired = await staffMember(t, 'clerk', [officeId]);
    const revoked = await staffMember(t, 'admin');
    expect((await api.get('/backoffice/me', { headers: expired.headers })).statusCode).toBe(200);
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.id));
    await t.handle.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, revoked.id));
    expect((await api.get('/backoffice/me', { headers: expired.headers })).statusCode).toBe(401);
    expect((await api.get('/backoffice/queue', { headers: revoked.headers })).statusCode).toBe(401);
  });

  it('answers 404 to a clerk of another office on every route of a contract, as for an unknown one', async () => {
    for (const route of counterRoutes().filter((candidate) => candidate.path.includes(':id'))) {
      const answer = await call(route, stranger.headers);
      expect(answer.statusCode, `${route.method} ${route.path}`).toBe(404);
    }
    const review = await api.post(
      `/backoffice/souscriptions/${contract.id}/documents/permis_recto/review`,
      { decision: 'verified', file_id: '00000000-0000-4000-8000-000000000000' },
      { headers: stranger.headers },
    );
    const unknown = await api.get('/backoffice/souscriptions/00000000-0000-4000-8000-000000000000', {
      headers: clerk.headers,
    });
    expect(unknown.json()).toEqual(review.json());
    expect(
      (await api.get('/backoffice/souscriptions/not-an-id', { headers: clerk.headers })).statusCode,
    ).toBe(404);
  });

  it("keeps another office's contract out of a clerk's queue and search", async () => {
    const queue = (await api.get('/backoffice/queue', { headers: stranger.headers })).json();
    expect(queue.value.map((item: { _id: string }) => item._id)).not.toContain(contract.id);
    const narrowed = await api.get(`/backoffice/queue?office=${officeId}`, { headers: stranger.headers });
    expect(narrowed.json()).toMatchObject({ count: 0, value: [], counts: { total: 0 } });
    const code = (
      await api.get(`/backoffice/souscriptions/${contract.id}`, { headers: clerk.headers })
    ).json().souscription.code_str;
    const searched = await api.get(`/backoffice/queue?q=${code}`, { headers: stranger.headers });
    expect(searched.json().value).toEqual([]);
    const mine = await api.get(`/backoffice/queue?q=${code}`, { headers: clerk.headers });
    expect(mine.json().value.map((item: { _id: string }) => item._id)).toEqual([contract.id]);
  });
});

describe('GET /backoffice/me', () => {
  it("names a clerk's offices, and every active office for an administrator", async () => {
    const me = (await api.get('/backoffice/me', { headers: clerk.headers })).json();
    expect(me).toMatchObject({ id: clerk.id, role: 'clerk', first_name: 'Youssef', last_name: 'Staff' });
    expect(me.offices.map((office: { intermediaire_Id: number }) => office.intermediaire_Id)).toEqual([
      officeId,
    ]);
    expect(me.offices[0]).toMatchObject({
      posteFrontalier: true,
      ville_Name: 'Tanger Med',
      ville_Name_AR: 'طنجة المتوسط',
    });
    const admin = await staffMember(t, 'admin');
    const all = (await api.get('/backoffice/me', { headers: admin.headers })).json();
    expect(all.role).toBe('admin');
    expect(all.offices.length).toBeGreaterThan(1);
    expect(all.offices.map((office: { intermediaire_Id: number }) => office.intermediaire_Id)).toContain(
      officeId,
    );
  });
});

describe('printing and verifying at the counter', () => {
  it('gives the office the signed contract, the certificate and the uploaded documents, never cached', async () => {
    for (const path of ['pdf', 'certificate']) {
      const answer = await api.get(`/backoffice/souscriptions/${contract.id}/${path}`, {
        headers: clerk.headers,
      });
      expect(answer.statusCode, path).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.headers['cache-control']).toContain('no-store');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const view = await api.get(`/backoffice/souscriptions/${contract.id}/documents/permis_recto/view`, {
      headers: clerk.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(view.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(view.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''permis_recto\.pdf$/);
    expect(view.rawPayload.toString()).toContain('%PDF-1.4');
    // Who looked at a person's documents is kept, as for any staff action.
    const [seen] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, contract.id), eq(auditLog.action, 'document.viewed')));
    expect(seen).toMatchObject({ actor: 'staff', actorUserId: clerk.id, data: { kind: 'permis_recto' } });
  });

  it('serves an older upload under a name ending as the type it was accepted as', async () => {
    const fileId = await fileOnRecord(t, contract.id, 'cg_verso');
    // As an image named `.pdf` was stored before names followed the accepted type.
    await t.handle.db
      .update(files)
      .set({ fileName: 'carte.pdf', mimeType: 'image/jpeg' })
      .where(eq(files.id, fileId));
    const view = await api.get(`/backoffice/souscriptions/${contract.id}/documents/cg_verso/view`, {
      headers: clerk.headers,
    });
    expect(view.headers['content-type']).toBe('image/jpeg');
    expect(view.headers['content-disposition']).toBe("inline; filename*=UTF-8''carte.pdf.jpg");
  });

  it("shows the insured's identity to the office's clerk only", async () => {
    const mine = await api.get(`/backoffice/verification/${certificate.code}`, { headers: clerk.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      status: 'not_yet_valid',
      certificate_number: certificate.number,
      contract: {
        subscription_id: contract.id,
        statut: 'signed',
        insured_name: 'Amina Benali',
        num_identity: 'AB123456',
        handed_over_at: null,
      },
    });
    const theirs = await api.get(`/backoffice/verification/${certificate.code}`, {
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toMatchObject({ certificate_number: certificate.number, contract: null });
    const unknown = await api.get(`/backoffice/verification/${'A'.repeat(certificate.code.length)}`, {
      headers: clerk.headers,
      language: 'en',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "No certificate of your offices matches this code. Another office's is checked by scanning its QR code.",
    );
  });

  it('finds a certificate by the number printed on it, at the offices of the clerk who types it', async () => {
    const typed = certificate.number.toLowerCase();
    const mine = await api.get(`/backoffice/verification/${typed}`, { headers: clerk.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      certificate_number: certificate.number,
      contract: { subscription_id: contract.id },
    });
    // Numbers follow each other: another office's number answers as an unknown one does, word for word,
    // so a clerk cannot count another office's contracts (decision 023); the words send to the QR code.
    const theirs = await api.get(`/backoffice/verification/${certificate.number}`, {
      headers: stranger.headers,
    });
    const unknownNumber = await api.get(`/backoffice/verification/ATT-BRD-1999-000001-1`, {
      headers: stranger.headers,
    });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknownNumber.json());
    expect(theirs.json().message).toBe(
      "Aucune attestation de vos bureaux ne correspond à ce code. Celle d'un autre bureau se vérifie en scannant son code QR.",
    );
    expect(JSON.stringify(theirs.json())).not.toContain(certificate.code);
  });

  it("finds a contract's certificate by the contract's code a customer reads out, at the clerk's offices", async () => {
    const code = (
      await api.get(`/backoffice/souscriptions/${contract.id}`, { headers: clerk.headers })
    ).json().souscription.code_str as string;
    const mine = await api.get(`/backoffice/verification/${code.toLowerCase()}`, { headers: clerk.headers });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      certificate_number: certificate.number,
      contract: { subscription_id: contract.id, code_str: code },
    });
    const theirs = await api.get(`/backoffice/verification/${code}`, { headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain(certificate.code);
    const none = await api.get('/backoffice/verification/BRD-1999-000001', { headers: clerk.headers });
    expect(none.statusCode).toBe(404);
  });
});

describe('the views the data-protection journal keeps (law 09-08)', () => {
  const linesOf = (staffId: string) =>
    t.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, staffId))
      .then((rows) =>
        rows.map(({ actor, action, entityType, entityId, data }) => ({
          actor,
          action,
          entityType,
          entityId,
          data,
        })),
      );

  it("records the clerk who opened a contract's record, printed its PDFs or scanned its identity", async () => {
    const viewer = await staffMember(t, 'clerk', [officeId]);
    const about = { actor: 'staff', entityType: 'subscription', entityId: contract.id };
    expect(
      (await api.get(`/backoffice/souscriptions/${contract.id}`, { headers: viewer.headers })).statusCode,
    ).toBe(200);
    expect(
      (await api.get(`/backoffice/souscriptions/${contract.id}/pdf`, { headers: viewer.headers })).statusCode,
    ).toBe(200);
    expect(
      (await api.get(`/backoffice/souscriptions/${contract.id}/certificate`, { headers: viewer.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api.get(`/backoffice/verification/${certificate.code}`, { headers: viewer.headers })).statusCode,
    ).toBe(200);
    expect(await linesOf(viewer.id)).toEqual(
      expect.arrayContaining([
        { ...about, action: 'contract.viewed', data: null },
        { ...about, action: 'contract.printed', data: { document: 'contract' } },
        {
          ...about,
          action: 'contract.printed',
          data: { document: 'certificate', number: certificate.number },
        },
        { ...about, action: 'certificate.scanned', data: null },
      ]),
    );
    expect(await linesOf(viewer.id)).toHaveLength(4);
  });

  it("leaves no line for a scan that shows no one's identity, nor for a contract refused", async () => {
    const outsider = await staffMember(t, 'clerk', [await otherOffice(t, officeId)]);
    const scan = await api.get(`/backoffice/verification/${certificate.code}`, { headers: outsider.headers });
    expect(scan.json().contract).toBeNull();
    const refused = await api.get(`/backoffice/souscriptions/${contract.id}`, { headers: outsider.headers });
    expect(refused.statusCode).toBe(404);
    expect(await linesOf(outsider.id)).toEqual([]);
  });
});
