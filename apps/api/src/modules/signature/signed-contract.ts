import { and, desc, eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { archivedDocuments } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument, type TArchivedKind } from '../archive/archive-document';

/** The newest archived document of a kind for a subscription (a re-issue is a new row). */
export async function latestArchivedId(
  db: TDatabase | TTransaction,
  subscriptionId: string,
  kind: TArchivedKind,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: archivedDocuments.id })
    .from(archivedDocuments)
    .where(and(eq(archivedDocuments.subscriptionId, subscriptionId), eq(archivedDocuments.kind, kind)))
    .orderBy(desc(archivedDocuments.createdAt))
    .limit(1);
  return row?.id;
}

/**
 * The sealed contract as archived, its bytes checked against the hash kept when it was stored, or
 * undefined while the subscription is not signed.
 */
export async function readSignedContract(
  db: TDatabase,
  storage: TFileStorage,
  subscriptionId: string,
): Promise<Buffer | undefined> {
  const id = await latestArchivedId(db, subscriptionId, 'signed_contract');
  return id ? (await readArchivedDocument(db, storage, id))?.bytes : undefined;
}
