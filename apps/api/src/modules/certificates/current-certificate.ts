import type { TDatabase } from '../../db/client';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument } from '../archive/archive-document';
import { findCertificateInForce } from './certificate-in-force';

/**
 * The certificate in force for a subscription as archived (its bytes checked against the hash kept
 * at issue), or undefined before the first issue.
 */
export async function readCurrentCertificate(
  db: TDatabase,
  storage: TFileStorage,
  subscriptionId: string,
): Promise<{ number: string; bytes: Buffer } | undefined> {
  const certificate = await findCertificateInForce(db, subscriptionId);
  if (!certificate?.documentId) return undefined;
  const document = await readArchivedDocument(db, storage, certificate.documentId);
  return document && { number: certificate.number, bytes: document.bytes };
}
