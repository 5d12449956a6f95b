import { maskPhone, RESEND_DELAY_SECONDS, type TSigningRequestAnswer } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { machineMs } from '../../lib/clock';
import { isUuid } from '../../lib/uuid';
import { hasLiveCode } from '../auth/one-time-codes';
import { loadAfterSaleOf } from '../subscriptions/after-sale-facts';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { findSigningRequestWithSubscription } from '../subscriptions/subscription-scope';
import type { TSignatureRequest } from '../signature-requests/signature-request-rows';

export type TSigningRequest = { request: TSignatureRequest; subscription: TSubscriptionRow };

export const requestNotFound = () => new AppError(404, 'signature.requestNotFound');

/** A waiting request whose link is past its date (on the app's clock) can no longer be signed. */
export const isOpen = (request: TSignatureRequest, now: Date) =>
  request.status === 'pending' && request.expiresAt.getTime() > now.getTime();

/**
 * The request a signing link names, for its public calls. The id is the only secret of the link, so
 * a malformed id, an unknown one, a cancelled request and an expired one all answer the same 404. A
 * signed request is still found: its page says so, and signing it again is a 409 that says so. With
 * `lock`, the request and its subscription are both held until the transaction ends, the subscription
 * taken first: the order every other writer (payment, cancel, change of date) takes, so that two of
 * them never wait on each other.
 */
export async function findSigningRequest(
  db: TDatabase | TTransaction,
  demande: string,
  { lock = false, now }: { lock?: boolean; now: Date },
): Promise<TSigningRequest> {
  if (!isUuid(demande)) throw requestNotFound();
  const found = await findSigningRequestWithSubscription(db, demande, { lock });
  if (!found || (found.request.status !== 'signed' && !isOpen(found.request, now))) throw requestNotFound();
  return found;
}

/** Where the signer goes back to once signed: the app, which stores the `demande` (spec §2). */
export const returnUrl = (publicUrl: string, demande: string) => `${publicUrl}/?demande=${demande}`;

/** What the signing page opens on: the request, and whether the code already sent can still sign. */
export async function readSigningRequest(
  db: TDatabase,
  config: TConfig,
  demande: string,
  now: Date,
): Promise<TSigningRequestAnswer> {
  const found = await findSigningRequest(db, demande, { now });
  const target = { target: found.request.id, purpose: 'contract_signature' as const };
  const answer = signingAnswer(found, config.publicUrl, await hasLiveCode(db, config, target));
  return { ...answer, contract: await contractState(db, found.subscription) };
}

/** Cancelled covers a contract the insurer terminated too: its applied termination tells them apart. */
async function contractState(
  db: TDatabase,
  row: TSubscriptionRow,
): Promise<TSigningRequestAnswer['contract']> {
  if (row.statut !== 'cancelled') return 'in_force';
  return (await loadAfterSaleOf(db, row)).terminationApplied ? 'terminated' : 'cancelled';
}

/** Seconds before the signer may ask another code: the 60 s since the last one, none once signed. */
export function resendIn(request: TSignatureRequest): number {
  const sinceCode = request.codeSentAt ? (machineMs() - request.codeSentAt.getTime()) / 1000 : Infinity;
  return request.status === 'pending' ? Math.max(0, Math.ceil(RESEND_DELAY_SECONDS - sinceCode)) : 0;
}

/** `codeAlive`: whether the request's latest code can still sign (hasLiveCode), which the page opens on. */
export function signingAnswer(
  { request, subscription }: TSigningRequest,
  publicUrl: string,
  codeAlive: boolean,
): TSigningRequestAnswer {
  return {
    demande: request.id,
    status: request.status,
    code_str: subscription.codeStr,
    phone_masked: maskPhone(request.phone),
    resend_in: resendIn(request),
    code_alive: request.status === 'pending' && codeAlive,
    return_url: returnUrl(publicUrl, request.id),
    contract: subscription.statut === 'cancelled' ? 'cancelled' : 'in_force',
  };
}
