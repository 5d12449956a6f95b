import { addDays, ZCoverageAnswer } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, certificates, subscriptions } from '../../db/schema';
import { bearer } from '../../test/api-calls';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { certificateKit } from '../certificates/certificate-test-kit';

let t: TTestApp;
let kit: ReturnType<typeof certificateKit>;
let admin: Awaited<ReturnType<typeof staffMember>>;
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logLines });
  kit = certificateKit(t);
  admin = await staffMember(t, 'admin');
});
afterAll(() => t.close());

async function newKey(body: object = {}) {
  const created = await kit.api.post(
    '/backoffice/authority-keys',
    { authority: 'Sûreté nationale — Tanger Med', ...body },
    { headers: admin.headers },
  );
  expect(created.statusCode, created.body).toBe(200);
  return created.json() as { id: string; key: string; prefix: string };
}

const lookup = (plate: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/authorities/coverage?plate=${encodeURIComponent(plate)}`,
    headers,
  });

let plates = 0;
/** A signed contract's certificate, moved to a plate of its own and to dates around today. */
async function certificateOnPlate(from: number, to: number) {
  plates += 1;
  const plate = `WX-${100 + plates}-ZZ`;
  const signed = await kit.signedWithCertificate();
  const today = t.app.clock.today();
  await t.handle.db
    .update(certificates)
    .set({ plate, validFrom: addDays(today, from), validTo: addDays(today, to) })
    .where(eq(certificates.id, signed.issued.certificateId));
  return { ...signed, plate, validTo: addDays(today, to) };
}

describe('GET /api/v1/authorities/coverage', () => {
  it('answers covered with the certificate and its last day, the plate however typed, and nothing about the person', async () => {
    const { key } = await newKey();
    const { plate, issued, validTo, row } = await certificateOnPlate(-2, 20);
    for (const typed of [plate, plate.toLowerCase().replaceAll('-', ' '), plate.replaceAll('-', '')]) {
      const answer = await lookup(typed, bearer(key));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(ZCoverageAnswer.parse(answer.json())).toEqual({
        plate: typed.toUpperCase(),
        covered: true,
        valid_until: validTo,
        certificate_number: issued.number,
      });
      const body = answer.body.toLowerCase();
      const insured = row.userInfo;
      for (const personal of [insured.first_name, insured.last_name, insured.num_identity, insured.email]) {
        expect(personal).toEqual(expect.any(String));
        expect(body).not.toContain(String(personal).toLowerCase());
      }
    }
  }, 60_000);

  it('answers not covered for an unknown plate, a revoked or cancelled certificate, an expired one and one not yet started', async () => {
    const { key } = await newKey();
    const notCovered = async (plate: string) => {
      const answer = await lookup(plate, bearer(key));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ plate, covered: false });
    };
    await notCovered('ZZ-999-ZZ');

    const revoked = await certificateOnPlate(-1, 10);
    await t.handle.db
      .update(certificates)
      .set({ revokedAt: t.app.clock.now() })
      .where(eq(certificates.id, revoked.issued.certificateId));
    await notCovered(revoked.plate);

    const cancelled = await certificateOnPlate(-1, 10);
    await t.handle.db
      .update(subscriptions)
      .set({ statut: 'cancelled' })
      .where(eq(subscriptions.id, cancelled.id));
    await notCovered(cancelled.plate);

    await notCovered((await certificateOnPlate(-30, -1)).plate);
    await notCovered((await certificateOnPlate(1, 30)).plate);
  }, 120_000);

  it('refuses without a key, with an unknown key and with a revoked key: 401', async () => {
    const { id, key } = await newKey();
    expect((await lookup('AB-123-CD')).statusCode).toBe(401);
    expect((await lookup('AB-123-CD', bearer(`${key}x`))).statusCode).toBe(401);
    expect((await lookup('AB-123-CD', admin.headers)).statusCode).toBe(401);
    expect((await lookup('AB-123-CD', bearer(key))).statusCode).toBe(200);

    const revoked = await kit.api.post(
      `/backoffice/authority-keys/${id}/revoke`,
      {},
      { headers: admin.headers },
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().revoked_at).toEqual(expect.any(String));
    const refused = await lookup('AB-123-CD', bearer(key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/révoquée/);
  });

  it("refuses past the key's budget per minute with a 429 and Retry-After, another key unaffected", async () => {
    const { key } = await newKey({ per_minute: 2, per_hour: 100 });
    expect((await lookup('AB-123-CD', bearer(key))).statusCode).toBe(200);
    expect((await lookup('AB-123-CD', bearer(key))).statusCode).toBe(200);
    const refused = await lookup('AB-123-CD', bearer(key));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await lookup('AB-123-CD', bearer((await newKey()).key))).statusCode).toBe(200);
  });

  it("keeps the plate out of the server's log, which names the call and its query's names only", async () => {
    const { key } = await newKey();
    logLines.length = 0;
    expect((await lookup('LG-404-QZ', bearer(key))).statusCode).toBe(200);
    expect(logLines.some((line) => line.includes('/api/v1/authorities/coverage?plate=…'))).toBe(true);
    expect(logLines.filter((line) => /LG.?404.?QZ/i.test(line))).toEqual([]);
  });

  it('writes each answered lookup in the audit log: which key, which plate, what was answered', async () => {
    const { id, key, prefix } = await newKey();
    const { plate, issued } = await certificateOnPlate(0, 5);
    await lookup(plate, bearer(key));
    await lookup('QQ 1 QQ', bearer(key));
    const lines = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authority.coverage_checked'), eq(auditLog.entityId, id)));
    expect(lines.map((line) => line.data)).toEqual([
      expect.objectContaining({
        prefix,
        plate,
        plate_key: plate.replaceAll('-', ''),
        covered: true,
        certificate_number: issued.number,
      }),
      expect.objectContaining({ prefix, plate: 'QQ 1 QQ', plate_key: 'QQ1QQ', covered: false }),
    ]);
    expect(JSON.stringify(lines)).not.toContain(key);
  }, 60_000);

  it('refuses a malformed plate with a 400, before any lookup', async () => {
    const { key } = await newKey();
    expect((await lookup('<script>', bearer(key))).statusCode).toBe(400);
    expect((await lookup('', bearer(key))).statusCode).toBe(400);
  });
});

describe('/api/v1/backoffice/authority-keys', () => {
  it('creates a key shown once, lists keys by prefix only, revokes, each audited', async () => {
    const created = await newKey({ per_minute: 10, per_hour: 200 });
    expect(created.key).toMatch(/^bak_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const list = await kit.api.get('/backoffice/authority-keys', { headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    expect(list.json().value.find((one: { id: string }) => one.id === created.id)).toMatchObject({
      authority: 'Sûreté nationale — Tanger Med',
      prefix: created.prefix,
      per_minute: 10,
      per_hour: 200,
      revoked_at: null,
      created_by_email: expect.stringContaining('@'),
    });
    await kit.api.post(`/backoffice/authority-keys/${created.id}/revoke`, {}, { headers: admin.headers });
    await kit.api.post(`/backoffice/authority-keys/${created.id}/revoke`, {}, { headers: admin.headers });
    const lines = await t.handle.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(lines.map((line) => [line.action, line.actorUserId])).toEqual([
      ['authority_key.created', admin.id],
      ['authority_key.revoked', admin.id],
    ]);
    expect(JSON.stringify(lines)).not.toContain(created.key);
  });

  it('refuses a budget per hour under the one per minute, and an unknown key to revoke', async () => {
    const inverted = await kit.api.post(
      '/backoffice/authority-keys',
      { authority: 'Douane', per_minute: 100, per_hour: 10 },
      { headers: admin.headers },
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().result[0].field).toBe('per_hour');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-key'])
      expect(
        (await kit.api.post(`/backoffice/authority-keys/${id}/revoke`, {}, { headers: admin.headers }))
          .statusCode,
      ).toBe(404);
  });

  it('refuses a clerk and a customer every call on the keys: 403', async () => {
    const clerk = await staffMember(t, 'clerk', [1]);
    const { id } = await newKey();
    const customer = await t.signedInUser();
    for (const headers of [clerk.headers, customer.headers]) {
      expect((await kit.api.get('/backoffice/authority-keys', { headers })).statusCode).toBe(403);
      expect(
        (await kit.api.post('/backoffice/authority-keys', { authority: 'Douane' }, { headers })).statusCode,
      ).toBe(403);
      expect(
        (await kit.api.post(`/backoffice/authority-keys/${id}/revoke`, {}, { headers })).statusCode,
      ).toBe(403);
    }
  });
});

describe('plates written with Arabic letters', () => {
  it('finds a stored Arabic plate typed without its separators', async () => {
    const { key } = await newKey();
    const { issued } = await certificateOnPlate(0, 3);
    await t.handle.db
      .update(certificates)
      .set({ plate: '12345 - ب - 6' })
      .where(eq(certificates.id, issued.certificateId));
    const answer = await lookup('12345ب6', bearer(key));
    expect(answer.json()).toMatchObject({ covered: true, certificate_number: issued.number });
  }, 60_000);
});
