import {
  canActOnOffice,
  officeFilterOf,
  type TCustomerActor,
  type TStaffScope,
  type TStatut,
  type TSystemActor,
} from '@bi/domain';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { certificates, signatureRequests, subscriptions } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { TSignatureRequest } from '../signature-requests/signature-request-rows';
import { AppError } from '../../lib/app-error';
import {
  findOwnSubscription,
  findSubscriptionForSystem,
  parseSubscriptionRow,
  type TSubscriptionRow,
} from './repository';

/**
 * Whose subscriptions a read may answer (decision 064): a customer's own; a staff member's offices'
 * (an administrator's: every office); the system's (a job, a callback, a link before its holder is
 * known): any. Every actor is one, so a use case passes the actor it was given.
 */
export type TSubscriptionScope = TCustomerActor | (TStaffScope & { kind: 'staff' }) | TSystemActor;

/**
 * A subscription by id among the staff member's offices (an administrator's: any). A malformed id, an
 * unknown one and another office's are the same undefined, which callers answer with one 404: no office
 * learns that another's contract exists. With `lock`, the row is held until the transaction ends. The
 * customer's own are read by `findOwnSubscription`, the system's by `findSubscriptionForSystem`.
 */
export async function findOfficeSubscriptionRow(
  db: TDatabase | TTransaction,
  scope: TStaffScope,
  id: string,
  { lock = false } = {},
): Promise<TSubscriptionRow | undefined> {
  const row = await findSubscriptionForSystem(db, id, { lock });
  return row && canActOnOffice(scope, row.officeId) ? row : undefined;
}

/**
 * The subscription `id` in the scope, or the one 404 for a malformed id, an unknown one and one outside
 * the scope alike: no customer or office learns that another's contract exists. With `lock`, the row
 * is held until the transaction ends.
 */
export async function subscriptionIn(
  db: TDatabase | TTransaction,
  scope: TSubscriptionScope,
  id: string,
  { lock = false } = {},
): Promise<TSubscriptionRow> {
  const row =
    scope.kind === 'customer'
      ? await findOwnSubscription(db, id, scope.userId, { lock })
      : scope.kind === 'staff'
        ? await findOfficeSubscriptionRow(db, scope, id, { lock })
        : await findSubscriptionForSystem(db, id, { lock });
  if (!row) throw new AppError(404, 'subscription.notFound');
  return row;
}

/**
 * The condition that keeps a list of subscriptions to a staff member's offices, narrowed to `office`
 * when given: none for an administrator unnarrowed, nothing at all for a clerk bound to no office.
 * Another office's id narrows to nothing (an empty answer, never a hint that it exists).
 */
export function subscriptionsOfOffices(scope: TStaffScope, office?: number): SQL | undefined {
  const mine = officeFilterOf(scope);
  const officeIds = office === undefined ? mine : mine === null || mine.includes(office) ? [office] : [];
  if (officeIds === null) return undefined;
  if (officeIds.length === 0) return sql`false`;
  return inArray(subscriptions.officeId, [...officeIds]);
}

/** The condition that keeps a read to the scope's subscriptions: none for the system. */
function inScope(scope: TSubscriptionScope): SQL | undefined {
  if (scope.kind === 'customer') return eq(subscriptions.userId, scope.userId);
  if (scope.kind === 'staff') return subscriptionsOfOffices(scope);
  return undefined;
}

/**
 * The newest extension of contract `extendedId` in the scope, only among `statuses` when given: the
 * extension under way that asking again takes up, or the paid one a reminder's link shows.
 */
export async function findExtensionOf(
  db: TDatabase | TTransaction,
  scope: TSubscriptionScope,
  extendedId: string,
  { statuses }: { statuses?: readonly TStatut[] } = {},
): Promise<TSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.extendedFromId, extendedId),
        inScope(scope),
        statuses && inArray(subscriptions.statut, [...statuses]),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row && parseSubscriptionRow(row);
}

/**
 * Who owns subscription `id`, for a link whose token is signed for its owner: nobody is signed in yet,
 * so the system reads it, and the token's check decides. Undefined for an unknown or malformed id.
 */
export async function findSubscriptionOwner(db: TDatabase, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .limit(1);
  return row?.userId;
}

/** The id of the subscription named by its id or its code in the scope; null when there is none. */
export async function findSubscriptionIdNamed(
  db: TDatabase,
  scope: TSubscriptionScope,
  idOrCode: string,
): Promise<string | null> {
  const named = isUuid(idOrCode)
    ? eq(subscriptions.id, idOrCode)
    : eq(subscriptions.codeStr, idOrCode.trim().toUpperCase());
  const [found] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(named, inScope(scope)));
  return found?.id ?? null;
}

/** A certificate as a clerk may type it: its printed number, or its contract's code. */
export type TTypedCertificate = { number: string } | { contractCode: string };

/**
 * The verification code of the certificate typed (by its number; by its contract's code, the newest
 * of the contract's), in the scope; null when there is none there, another office's included.
 */
export async function findCertificateCodeTyped(
  db: TDatabase,
  scope: TSubscriptionScope,
  typed: TTypedCertificate,
): Promise<string | null> {
  const match =
    'number' in typed ? eq(certificates.number, typed.number) : eq(subscriptions.codeStr, typed.contractCode);
  const [found] = await db
    .select({ code: certificates.verificationCode })
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .where(and(match, inScope(scope)))
    .orderBy(desc(certificates.issuedAt))
    .limit(1);
  return found?.code ?? null;
}

/** The subscription whose certificate has this verification code, in the scope; undefined elsewhere. */
export async function findSubscriptionOfCertificate(
  db: TDatabase,
  scope: TSubscriptionScope,
  verificationCode: string,
): Promise<TSubscriptionRow | undefined> {
  const [found] = await db
    .select({ row: subscriptions })
    .from(certificates)
    .innerJoin(subscriptions, eq(subscriptions.id, certificates.subscriptionId))
    .where(and(eq(certificates.verificationCode, verificationCode), inScope(scope)));
  return found && parseSubscriptionRow(found.row);
}

/**
 * A signing request by its id, with the subscription it signs. The link's id is its only secret, so
 * the system reads both for whoever holds it; its caller decides what an unknown or closed one answers.
 * With `lock`, both are held until the transaction ends, the subscription first: the order every other
 * writer (payment, cancel, change of date) takes, so that two of them never wait on each other.
 */
export async function findSigningRequestWithSubscription(
  db: TDatabase | TTransaction,
  requestId: string,
  { lock = false } = {},
): Promise<{ request: TSignatureRequest; subscription: TSubscriptionRow } | undefined> {
  if (lock) {
    const ofRequest = db
      .select({ id: signatureRequests.subscriptionId })
      .from(signatureRequests)
      .where(eq(signatureRequests.id, requestId));
    await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(inArray(subscriptions.id, ofRequest))
      .for('update');
  }
  const query = db
    .select({ request: signatureRequests, subscription: subscriptions })
    .from(signatureRequests)
    .innerJoin(subscriptions, eq(subscriptions.id, signatureRequests.subscriptionId))
    .where(eq(signatureRequests.id, requestId));
  const [found] = lock ? await query.for('update') : await query;
  return found && { request: found.request, subscription: parseSubscriptionRow(found.subscription) };
}
