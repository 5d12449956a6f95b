import { and, desc, eq, inArray, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client';
import { archivedDocuments } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument } from '../archive/archive-document';

const later = alias(archivedDocuments, 'later');

/**
 * The contract as it stands, to print at the counter: the latest signed contract or endorsement that
 * no other one replaces, its bytes checked against the archived hash; undefined before signing.
 */
export async function readContractInForce(db: TDatabase, storage: TFileStorage, subscriptionId: string) {
  const [current] = await db
    .select({ id: archivedDocuments.id })
    .from(archivedDocuments)
    .where(
      and(
        eq(archivedDocuments.subscriptionId, subscriptionId),
        inArray(archivedDocuments.kind, ['signed_contract', 'endorsement']),
        notExists(db.select({ id: later.id }).from(later).where(eq(later.replacesId, archivedDocuments.id))),
      ),
    )
    .orderBy(desc(archivedDocuments.createdAt))
    .limit(1);
  return current ? readArchivedDocument(db, storage, current.id) : undefined;
}
