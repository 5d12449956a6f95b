import type { TDocumentField, TStaffActor } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { files } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { subscriptionIn } from '../subscriptions/subscription-scope';

/**
 * The bytes of a document on file for a contract of the caller's offices, with the type sniffed from
 * its content at upload. The file must be the subscription owner's own upload.
 */
export async function viewDocument(
  db: TDatabase,
  storage: TFileStorage,
  scope: TStaffActor,
  request: { id: string; kind: TDocumentField },
  context: Pick<TRequestContext, 'requestId'>,
) {
  const row = await subscriptionIn(db, scope, request.id);
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
  // Law 09-08: who looked at a person's identity documents, and when, is kept like any staff action.
  await audit(db, {
    actor: scope,
    action: 'document.viewed',
    entityType: 'subscription',
    entityId: row.id,
    data: { kind: request.kind, fileId },
    requestId: context.requestId,
  });
  return { ...file, content };
}
