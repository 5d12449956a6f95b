import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { certificates } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument } from '../archive/archive-document';

/**
 * The certificate in force for a subscription as archived (its bytes checked against the hash kept
 * at issue), or undefined before the first issue. A re-issue revokes the previous one, so at most
 * one is unrevoked; the newest is taken all the same.
 */
export async function readCurrentCertificate(
  db: TDatabase,
  storage: TFileStorage,
  subscriptionId: string,
): Promise<{ number: string; bytes: Buffer } | undefined> {
  const [certificate] = await db
    .select({ number: certificates.number, documentId: certificates.documentId })
    .from(certificates)
    .where(
      and(
        eq(certificates.subscriptionId, subscriptionId),
        isNull(certificates.revokedAt),
        isNotNull(certificates.documentId),
      ),
    )
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  if (!certificate?.documentId) return undefined;
  const document = await readArchivedDocument(db, storage, certificate.documentId);
  return document && { number: certificate.number, bytes: document.bytes };
}
