import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateKit } from '../modules/certificates/certificate-test-kit';
import { createTestApp, type TTestApp } from '../test/test-app';
import { MIGRATIONS_FOLDER } from './client';
import { certificates } from './schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements of migration 0009 after the column it adds: what it does to certificates issued before. */
const backfill = readFileSync(path.join(MIGRATIONS_FOLDER, '0009_certificate_trailer.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .slice(1)
  .join(';');

describe('migration 0009, the trailer on certificates', () => {
  it('marks the certificates issued before it as covering the trailer where their contract bought it', async () => {
    const kit = certificateKit(t);
    const towing = await kit.signedWithCertificate('fr', { trailer: true });
    const plain = await kit.signedWithCertificate('fr');
    // As issued before the column existed: its default.
    await t.handle.db.update(certificates).set({ trailerCovered: false });
    await t.handle.db.execute(sql.raw(backfill));
    const covered = async (id: string) =>
      (await t.handle.db.select().from(certificates).where(eq(certificates.id, id)))[0]!.trailerCovered;
    expect(await covered(towing.issued.certificateId)).toBe(true);
    expect(await covered(plain.issued.certificateId)).toBe(false);
  }, 60_000);
});
