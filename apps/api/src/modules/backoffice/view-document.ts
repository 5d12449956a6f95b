import type { TDocumentField, TStaffScope } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { findOfficeSubscription } from './find-office-subscription';

/**
 * The bytes of a document on file for a contract of the caller's offices, with the type sniffed from
 * its content at upload. The file must be the subscription owner's own upload.
 */
export async function viewDocument(
  db: TDatabase,
  storage: TFileStorage,
  scope: TStaffScope,
  request: { id: string; kind: TDocumentField },
) {
  const row = await findOfficeSubscription(db, scope, request.id);
  const fileId = row.documentsInfo?.[request.kind];
  // The bytes come from the storage, never from this query: a bytea read through PGlite holds the loop.
  const [file] = fileId
    ? await db
        .select({ storageKey: files.storageKey, mimeType: files.mimeType, fileName: files.fileName })
        .from(files)
        .where(and(eq(files.id, fileId), eq(files.ownerUserId, row.userId)))
    : [];
  const content = file ? await storage.get(file.storageKey) : null;
  if (!file || !content) throw new AppError(404, 'backoffice.review.noDocument');
  return { ...file, content };
}
