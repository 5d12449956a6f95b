import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { archivedDocuments } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument, type TArchivedKind } from '../archive/archive-document';

const CONTRACT_KINDS = ['signed_contract', 'endorsement'] as const;
type TContractKind = (typeof CONTRACT_KINDS)[number];

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
 * The contract as it stands: the signed contract, or the endorsement, that no endorsement replaces
 * yet (archived rows never change, so "replaced" is another row naming it). With the count of
 * endorsements made so far, which numbers the next one.
 */
export async function currentContractDocument(
  db: TDatabase | TTransaction,
  subscriptionId: string,
): Promise<{ id: string; kind: TContractKind; createdAt: Date; endorsements: number } | undefined> {
  const contracts = await db
    .select({
      id: archivedDocuments.id,
      kind: archivedDocuments.kind,
      createdAt: archivedDocuments.createdAt,
      replacesId: archivedDocuments.replacesId,
    })
    .from(archivedDocuments)
    .where(
      and(
        eq(archivedDocuments.subscriptionId, subscriptionId),
        inArray(archivedDocuments.kind, CONTRACT_KINDS),
      ),
    )
    .orderBy(desc(archivedDocuments.createdAt));
  const replaced = new Set(contracts.map((row) => row.replacesId));
  const current = contracts.find((row) => !replaced.has(row.id));
  if (!current) return undefined;
  return {
    id: current.id,
    kind: current.kind as TContractKind,
    createdAt: current.createdAt,
    endorsements: contracts.filter((row) => row.kind === 'endorsement').length,
  };
}

/**
 * The sealed contract as it stands (the newest endorsement once the effect date changed), its bytes
 * checked against the hash kept when it was stored, or undefined while the subscription is not signed.
 */
export async function readSignedContract(
  db: TDatabase,
  storage: TFileStorage,
  subscriptionId: string,
): Promise<Buffer | undefined> {
  const current = await currentContractDocument(db, subscriptionId);
  return current ? (await readArchivedDocument(db, storage, current.id))?.bytes : undefined;
}
