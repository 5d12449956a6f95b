import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { certificates } from '../../db/schema';

/**
 * The certificate in force for a subscription: issued with its document archived, not revoked. A
 * re-issue revokes the previous one, so at most one is in force; the newest is taken all the same.
 * The one place this is decided, for the customer's download, the signing page and the handover.
 */
export async function findCertificateInForce(db: TDatabase | TTransaction, subscriptionId: string) {
  const [certificate] = await db
    .select({ id: certificates.id, number: certificates.number, documentId: certificates.documentId })
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
  return certificate;
}
