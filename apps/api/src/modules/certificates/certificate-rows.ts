import { canMove, CERTIFICATE_MOVES, CERTIFICATE_STATUSES, type TCertificateStatus } from '@bi/domain';
import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { certificates } from '../../db/schema';

/** A certificate's status as SQL: it is read from its revocation date, as the domain reads it. */
const inStatus = (status: TCertificateStatus) =>
  status === 'issued' ? isNull(certificates.revokedAt) : isNotNull(certificates.revokedAt);

/** The statuses the table lets a revocation move: only those rows are revoked. */
const REVOCABLE = CERTIFICATE_STATUSES.filter((status) => canMove(CERTIFICATE_MOVES, status, 'revoke'));

/**
 * The one writer of the `certificates` table (lint keeps every other file from it). A certificate
 * opens issued.
 */
export async function insertCertificate(
  tx: TTransaction,
  values: Omit<typeof certificates.$inferInsert, 'id' | 'revokedAt'>,
): Promise<{ id: string }> {
  const [certificate] = await tx.insert(certificates).values(values).returning({ id: certificates.id });
  return certificate!;
}

/**
 * The subscription's certificates the table lets a revocation move (the issued ones), revoked at `at`:
 * a newer one issued, the contract cancelled or terminated. One already revoked keeps its date.
 */
export async function revokeCertificates(tx: TTransaction, subscriptionId: string, at: Date): Promise<void> {
  await tx
    .update(certificates)
    .set({ revokedAt: at })
    .where(and(eq(certificates.subscriptionId, subscriptionId), or(...REVOCABLE.map(inStatus))));
}
