import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { archivedDocuments } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';

export type TArchivedKind = (typeof archivedDocuments.$inferSelect)['kind'];
export type TArchivedDocument = typeof archivedDocuments.$inferSelect;

/**
 * Stores a signed contract, an endorsement or a certificate once, with its SHA-256. The row is never updated nor
 * deleted (a trigger refuses it); a new version of a document is a new row.
 */
export async function archiveDocument(
  tx: TDatabase | TTransaction,
  storage: TFileStorage,
  document: {
    subscriptionId: string;
    kind: TArchivedKind;
    fileName: string;
    bytes: Buffer;
    /** The document this one takes the place of: an endorsement names the contract or endorsement it replaces. */
    replacesId?: string;
  },
): Promise<TArchivedDocument> {
  const storageKey = randomUUID();
  const { inline } = await storage.put(storageKey, document.bytes);
  const [row] = await tx
    .insert(archivedDocuments)
    .values({
      subscriptionId: document.subscriptionId,
      kind: document.kind,
      replacesId: document.replacesId ?? null,
      fileName: document.fileName,
      sha256: createHash('sha256').update(document.bytes).digest('hex'),
      sizeBytes: document.bytes.length,
      storageKey,
      content: inline,
    })
    .returning();
  return row!;
}

/** The bytes of an archived document, checked against the hash kept when it was stored. */
export async function readArchivedDocument(
  db: TDatabase | TTransaction,
  storage: TFileStorage,
  id: string,
): Promise<{ row: TArchivedDocument; bytes: Buffer } | undefined> {
  const [row] = await db.select().from(archivedDocuments).where(eq(archivedDocuments.id, id));
  if (!row) return undefined;
  const bytes = row.content ?? (await storage.get(row.storageKey));
  if (!bytes) throw new Error(`archived document ${id}: its bytes are missing from the storage`);
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256)
    throw new Error(`archived document ${id}: its bytes no longer match the hash kept at archiving`);
  return { row, bytes };
}
