import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { insertCertificate, revokeCertificates } from './certificate-rows';

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const certificatesOf = (subscriptionId: string) =>
  t.handle.db
    .select({ number: certificates.number, revokedAt: certificates.revokedAt })
    .from(certificates)
    .where(eq(certificates.subscriptionId, subscriptionId))
    .orderBy(asc(certificates.issuedAt));

const issue = (subscriptionId: string, number: string, issuedAt: Date) =>
  t.handle.db.transaction((tx) =>
    insertCertificate(tx, {
      subscriptionId,
      number,
      verificationCode: `${number}-code`.padEnd(24, '0').slice(0, 24),
      validFrom: '2026-07-01',
      validTo: '2026-07-31',
      plate: 'AB-123-CD',
      usageCode: 'TOURISME',
      issuedAt,
    }),
  );

describe("the certificates' one writer", () => {
  it('revokes only issued certificates: a revoked one keeps the date it was revoked on', async () => {
    const { id } = await paidSubscription(t);
    const first = new Date('2026-06-01T10:00:00Z');
    const second = new Date('2026-06-02T10:00:00Z');
    const third = new Date('2026-06-03T10:00:00Z');
    await issue(id, `ATT-T-${id.slice(0, 8)}-1`, first);
    await t.handle.db.transaction((tx) => revokeCertificates(tx, id, second));
    await issue(id, `ATT-T-${id.slice(0, 8)}-2`, second);
    await t.handle.db.transaction((tx) => revokeCertificates(tx, id, third));

    expect((await certificatesOf(id)).map(({ revokedAt }) => revokedAt)).toEqual([second, third]);
  });
});
