import type { TSignatureStatusAnswer } from '@bi/domain';
import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { signatureRequests } from '../../db/schema';
import { findCertificateInForce } from '../certificates/certificate-in-force';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { signingUrl } from './open-signature-request';
import { latestArchivedId } from '../documents/signed-contract';
import { isOpen } from './signing-request';

/**
 * What the signature page asks on load and on Refresh (the call spec §7 leaves open): the status,
 * the latest signature request, and which archived documents exist to download.
 */
export async function signatureStatus(
  db: TDatabase,
  row: TSubscriptionRow,
  publicUrl: string,
  now: Date,
): Promise<TSignatureStatusAnswer> {
  const [request] = await db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.subscriptionId, row.id))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  const contract = await latestArchivedId(db, row.id, 'signed_contract');
  const certificate = await findCertificateInForce(db, row.id);
  return {
    statut: row.statut,
    demande: request
      ? {
          id: request.id,
          status: request.status,
          signing_url: isOpen(request, now) ? signingUrl(publicUrl, request.id) : null,
          signed_at: request.signedAt?.toISOString() ?? null,
        }
      : null,
    documents: { contract: contract !== undefined, certificate: certificate !== undefined },
  };
}
