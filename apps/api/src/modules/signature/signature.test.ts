import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archivedDocuments,
  auditLog,
  outbox,
  signatureRequests,
  subscriptions,
  verificationCodes,
} from '../../db/schema';
import { DEVELOPMENT_SEAL_NAME } from '../../providers/signing/development-certificate';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { readArchivedDocument } from '../archive/archive-document';

const hasPdfsig = spawnSync('pdfsig', ['-v']).error === undefined;
if (!hasPdfsig) console.warn('pdfsig (poppler-utils) is not installed: the outside verification is skipped');

let t: TTestApp;
let api: ReturnType<typeof caller>;
let paid: Awaited<ReturnType<typeof paidSubscription>>;
let phone: string;
let dir: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const requestUrl = (demande: string, tail = '') => `/signature/requests/${demande}${tail}`;
const userAgent = { 'user-agent': 'SigningTest/1.0' };

/** The signing code of the newest SMS to the phone: the six digits after the contract's code. */
async function smsCode(): Promise<string> {
  const message = await latestMessage(t, phone);
  expect(message?.template).toBe('signature_code_sms');
  const code = message!.bodyText.match(/^@\S+ #(\d{6})$/m)?.[1];
  expect(code).toBeDefined();
  return code!;
}

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  paid = await paidSubscription(t);
  const [request] = await t.handle.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, paid.demande));
  phone = request!.phone;
  dir = mkdtempSync(path.join(tmpdir(), 'bi-signed-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('a paid subscription waiting for its signature', () => {
  it('has its status call say so, with the signing page’s address', async () => {
    const status = await api.get(`/users/souscriptions/${paid.id}/signature`, {
      headers: paid.customer.headers,
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({
      statut: 'paid',
      demande: {
        id: paid.demande,
        status: 'pending',
        signing_url: `${t.config.publicUrl}/signer/${paid.demande}`,
        signed_at: null,
      },
      documents: { contract: false, certificate: false },
    });
  });

  it('shows the signing page its code, a masked phone and the way back to the app', async () => {
    const answer = await api.get(requestUrl(paid.demande));
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      demande: paid.demande,
      status: 'pending',
      code_str: expect.stringMatching(/^BRD-\d{4}-\d+$/),
      resend_in: 0,
      return_url: `${t.config.publicUrl}/?demande=${paid.demande}`,
    });
    expect(body.phone_masked).toMatch(/^\+212\u00a0•+\d\d$/);
    expect(body.phone_masked.endsWith(phone.slice(-2))).toBe(true);
  });

  it('serves the contract to sign as a PDF nobody caches', async () => {
    const answer = await api.get(requestUrl(paid.demande, '/document'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('answers 404 for an unknown or malformed demande, on every call', async () => {
    for (const demande of [randomUUID(), 'not-a-uuid', "1' or '1'='1"]) {
      const id = encodeURIComponent(demande);
      expect((await api.get(requestUrl(id))).statusCode).toBe(404);
      expect((await api.get(requestUrl(id, '/document'))).statusCode).toBe(404);
      expect((await api.post(requestUrl(id, '/code'), {})).statusCode).toBe(404);
      expect((await api.post(requestUrl(id, '/sign'), { code: '123456' })).statusCode).toBe(404);
    }
  });

  it('keeps the status call to the subscription’s owner', async () => {
    const stranger = await t.signedInUser();
    const answer = await api.get(`/users/souscriptions/${paid.id}/signature`, { headers: stranger.headers });
    expect(answer.statusCode).toBe(404);
    expect((await api.get(`/users/souscriptions/${paid.id}/signature`)).statusCode).toBe(401);
  });
});

describe('signing with the SMS code', () => {
  it('refuses to sign before a code was asked for, on the code field', async () => {
    const answer = await api.post(requestUrl(paid.demande, '/sign'), { code: '123456' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().result).toEqual([{ field: 'code', message: expect.any(String) }]);
  });

  it('sends a code by SMS to the request’s phone, then makes the next one wait', async () => {
    const sent = await api.post(requestUrl(paid.demande, '/code'), {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ ok: true, resend_in: 60 });
    // The masked number is isolated left to right: in Arabic its + and digits would be reordered.
    expect(sent.json().message).toMatch(/\u2066\+\d{3}\u00a0•+\d{2}\u2069/);
    await smsCode();
    // Only its hash is stored, under the request's id.
    const [stored] = await t.handle.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, paid.demande));
    expect(stored).toMatchObject({ purpose: 'contract_signature', channel: 'sms' });
    expect(stored!.codeHash).not.toContain(await smsCode());

    const again = await api.post(requestUrl(paid.demande, '/code'), { resend: true });
    expect(again.statusCode).toBe(429);
    expect(again.json().resend_in).toBeGreaterThan(50);
    expect((await api.get(requestUrl(paid.demande))).json().resend_in).toBeGreaterThan(50);
  });

  it('refuses a wrong code on the code field and counts the try', async () => {
    const right = await smsCode();
    const wrong = right === '000000' ? '111111' : '000000';
    const answer = await api.post(requestUrl(paid.demande, '/sign'), { code: wrong });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().result[0].field).toBe('code');
    const [stored] = await t.handle.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.target, paid.demande));
    expect(stored!.attempts).toBe(1);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, paid.id));
    expect(row!.statut).toBe('paid');
  });

  it('signs with the right code: sealed, archived, evidenced, audited, certified and mailed', async ({
    annotate,
  }) => {
    const started = performance.now();
    const answer = await api.post(
      requestUrl(paid.demande, '/sign'),
      { code: await smsCode() },
      { headers: userAgent },
    );
    const elapsed = Math.round(performance.now() - started);
    await annotate(`one signing (render, seal, archive, certificate, mail) took ${elapsed} ms`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      demande: paid.demande,
      status: 'signed',
      return_url: `${t.config.publicUrl}/?demande=${paid.demande}`,
    });

    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, paid.id));
    expect(row!.statut).toBe('signed');
    expect(row!.signedAt).toBeInstanceOf(Date);

    const [contract] = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(
        and(eq(archivedDocuments.subscriptionId, paid.id), eq(archivedDocuments.kind, 'signed_contract')),
      );
    const archived = await readArchivedDocument(t.handle.db, t.app.fileStorage, contract!.id);
    expect(sha256(archived!.bytes)).toBe(contract!.sha256);

    const [request] = await t.handle.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, paid.demande));
    expect(request).toMatchObject({ status: 'signed', signedAt: row!.signedAt });
    expect(request!.evidence).toMatchObject({
      document: { archivedId: contract!.id, sha256: contract!.sha256, sizeBytes: archived!.bytes.length },
      signer: { name: 'Amina Benali', phone, userId: row!.userId },
      consent: { method: 'sms_one_time_code', codeCheckedAt: expect.any(String) },
      client: { ip: '127.0.0.1', userAgent: 'SigningTest/1.0', requestId: answer.headers['x-request-id'] },
      seal: {
        provider: 'internal',
        certificate: {
          subject: expect.stringContaining(`CN=${DEVELOPMENT_SEAL_NAME}`),
          serialNumber: expect.stringMatching(/^[0-9A-F]+$/),
        },
      },
    });
    const evidence = request!.evidence as { document: { unsignedSha256: string } };
    expect(evidence.document.unsignedSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(evidence.document.unsignedSha256).not.toBe(contract!.sha256);

    const [audited] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, paid.id), eq(auditLog.action, 'subscription.signed')));
    expect(audited).toMatchObject({
      actor: 'customer',
      actorUserId: row!.userId,
      fromStatus: 'paid',
      toStatus: 'signed',
      data: { event: 'sign', contract: contract!.id, sha256: contract!.sha256 },
    });

    const [mail] = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.template, 'contract_signed'))
      .orderBy(desc(outbox.createdAt));
    expect(mail!.recipient).toBe(row!.userInfo.email);
    expect(mail!.attachments).toHaveLength(2);
    expect(mail!.attachments![0]).toBe(contract!.id);
    const [certificateDocument] = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(eq(archivedDocuments.id, mail!.attachments![1]!));
    expect(certificateDocument).toMatchObject({ subscriptionId: paid.id, kind: 'certificate' });
    expect(mail!.bodyText).toContain(row!.codeStr);
  });

  it.skipIf(!hasPdfsig)('archives a contract whose seal poppler’s pdfsig finds valid', async () => {
    const [contract] = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(
        and(eq(archivedDocuments.subscriptionId, paid.id), eq(archivedDocuments.kind, 'signed_contract')),
      );
    const { bytes } = (await readArchivedDocument(t.handle.db, t.app.fileStorage, contract!.id))!;
    const file = path.join(dir, 'signed.pdf');
    writeFileSync(file, bytes);
    const report = spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout;
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');

    const tampered = Buffer.from(bytes);
    const at = Math.floor(tampered.indexOf('/ByteRange') / 2);
    tampered[at] = tampered[at]! ^ 0x01;
    writeFileSync(file, tampered);
    expect(spawnSync('pdfsig', [file], { encoding: 'utf8' }).stdout).not.toContain('Signature is Valid.');
  });

  it('serves the sealed contract as archived, to the signing page and to its owner', async () => {
    const [contract] = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(
        and(eq(archivedDocuments.subscriptionId, paid.id), eq(archivedDocuments.kind, 'signed_contract')),
      );
    const fromPage = await api.get(requestUrl(paid.demande, '/document'));
    expect(sha256(fromPage.rawPayload)).toBe(contract!.sha256);
    const fromOwner = await api.get(`/users/souscriptions/${paid.id}/pdf`, {
      headers: paid.customer.headers,
    });
    expect(fromOwner.statusCode).toBe(200);
    expect(sha256(fromOwner.rawPayload)).toBe(contract!.sha256);
  });

  it('has the status call report the signature and both documents', async () => {
    const status = await api.get(`/users/souscriptions/${paid.id}/signature`, {
      headers: paid.customer.headers,
    });
    expect(status.json()).toEqual({
      statut: 'signed',
      demande: { id: paid.demande, status: 'signed', signing_url: null, signed_at: expect.any(String) },
      documents: { contract: true, certificate: true },
    });
  });

  it('answers signing a signed request again, with a wrong code, as already signed, without signing twice', async () => {
    const again = await api.post(requestUrl(paid.demande, '/sign'), { code: '000000' }, { language: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This contract is already signed.' });
    expect((await api.get(requestUrl(paid.demande))).json().status).toBe('signed');
    expect((await api.post(requestUrl(paid.demande, '/code'), {})).statusCode).toBe(409);
    const contracts = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(
        and(eq(archivedDocuments.subscriptionId, paid.id), eq(archivedDocuments.kind, 'signed_contract')),
      );
    expect(contracts).toHaveLength(1);
  });
});
