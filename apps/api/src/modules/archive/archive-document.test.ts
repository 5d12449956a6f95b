import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivedDocuments } from '../../db/schema';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { archiveDocument, readArchivedDocument } from './archive-document';

let t: TTestApp;
let subscriptionId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ id: subscriptionId } = await (await subscriptionFixture(t)).newSubscription());
});
afterAll(() => t.close());

const bytes = Buffer.from('%PDF-1.7 signed contract');

describe('archived documents', () => {
  it('are stored with the SHA-256 of their bytes and read back checked against it', async () => {
    const stored = await archiveDocument(t.handle.db, t.app.fileStorage, {
      subscriptionId,
      kind: 'signed_contract',
      fileName: 'contract.pdf',
      bytes,
    });
    expect(stored.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const read = await readArchivedDocument(t.handle.db, t.app.fileStorage, stored.id);
    expect(read?.bytes.equals(bytes)).toBe(true);
  });

  it('can be neither changed nor removed, whoever asks the database', async () => {
    const stored = await archiveDocument(t.handle.db, t.app.fileStorage, {
      subscriptionId,
      kind: 'certificate',
      fileName: 'certificate.pdf',
      bytes,
    });
    const byId = eq(archivedDocuments.id, stored.id);
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (error: Error) => String(error.cause ?? error.message),
      );
    expect(
      await refusal(t.handle.db.update(archivedDocuments).set({ sha256: 'forged' }).where(byId)),
    ).toMatch(/never changed or removed/);
    expect(await refusal(t.handle.db.delete(archivedDocuments).where(byId))).toMatch(
      /never changed or removed/,
    );
    const [still] = await t.handle.db.select().from(archivedDocuments).where(byId);
    expect(still?.sha256).toBe(stored.sha256);
  });
});
