import { signatureRequestMove, type TLanguage } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { signatureRequests } from '../../db/schema';

export type TSignatureRequest = typeof signatureRequests.$inferSelect;

/**
 * The one writer of the `signature_requests` table (lint keeps every other file from it). A request
 * opens pending, for the phone its code goes to.
 */
export async function insertSignatureRequest(
  tx: TTransaction,
  values: { subscriptionId: string; phone: string; language: TLanguage; expiresAt: Date },
): Promise<{ id: string }> {
  const [request] = await tx.insert(signatureRequests).values(values).returning({ id: signatureRequests.id });
  return request!;
}

/** When the latest code was sent: the page's countdown and the code check read it. */
export async function markSigningCodeSent(
  db: TDatabase | TTransaction,
  requestId: string,
  at: Date,
): Promise<void> {
  await db.update(signatureRequests).set({ codeSentAt: at }).where(eq(signatureRequests.id, requestId));
}

/**
 * The request signed, with its evidence: the move is the domain's table's (a refused move throws
 * before anything is written), applied only to the status it was decided from.
 */
export async function signSignatureRequest(
  tx: TTransaction,
  request: TSignatureRequest,
  signed: { signedAt: Date; evidence: Record<string, unknown> },
): Promise<TSignatureRequest> {
  const status = signatureRequestMove(request.status, 'sign');
  const [done] = await tx
    .update(signatureRequests)
    .set({ ...signed, status })
    .where(and(eq(signatureRequests.id, request.id), eq(signatureRequests.status, request.status)))
    .returning();
  if (!done) throw new Error(`signature request ${request.id} is no longer ${request.status}: not signed`);
  return done;
}

/**
 * The subscription's requests still waiting, voided (the contract cancelled or terminated): the table's
 * move from pending. A signed request stays signed, as the evidence of the signature.
 */
export async function cancelWaitingSignatureRequests(
  tx: TTransaction,
  subscriptionId: string,
): Promise<void> {
  const from = 'pending';
  await tx
    .update(signatureRequests)
    .set({ status: signatureRequestMove(from, 'cancel') })
    .where(and(eq(signatureRequests.subscriptionId, subscriptionId), eq(signatureRequests.status, from)));
}
