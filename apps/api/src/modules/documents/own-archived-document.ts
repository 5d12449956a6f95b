import { customerActor } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { archivedDocuments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument } from '../archive/archive-document';
import { subscriptionIn } from '../subscriptions/subscription-scope';

export type TOwnArchivedRequest = { userId: string; subscriptionId: string; documentId: string };

/**
 * One sealed document (contract, endorsement, certificate, replaced ones included) of the customer's
 * own subscription, its bytes checked against the hash kept at archiving. Another customer's
 * subscription is unknown, and so is a document of another subscription.
 */
export async function ownArchivedDocument(
  deps: { db: TDatabase; storage: TFileStorage },
  request: TOwnArchivedRequest,
) {
  const row = await subscriptionIn(deps.db, customerActor(request.userId), request.subscriptionId);
  const [kept] = isUuid(request.documentId)
    ? await deps.db
        .select({ id: archivedDocuments.id })
        .from(archivedDocuments)
        .where(
          and(eq(archivedDocuments.id, request.documentId), eq(archivedDocuments.subscriptionId, row.id)),
        )
    : [];
  const document = kept && (await readArchivedDocument(deps.db, deps.storage, kept.id));
  if (!document) throw new AppError(404, 'http.notFound');
  return { subscription: row, document: document.row, bytes: document.bytes };
}
