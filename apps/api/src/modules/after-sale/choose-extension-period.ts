import { isEditable, transition, type TCustomerActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { assertFresh } from '../subscriptions/optimistic-lock';
import { findOwnSubscription } from '../subscriptions/repository';
import type { TTariffBook } from '../tariffs/tariff-book';
import { choosePeriod, offeredPeriods } from './prefill-extension';

/**
 * POST /users/souscriptions/{id}/extension-period: the customer's own extension, not paid yet, read at
 * the version last seen, takes a period offered today instead of its contract's, switched off since it
 * was sold; priced with the cover it keeps, it waits at its quote (decision 040's addendum). A period
 * switched off is a 422 in the caller's language; anything but an extension is not found.
 */
export async function chooseExtensionPeriod(
  db: TDatabase,
  tariffBook: TTariffBook,
  request: { actor: TCustomerActor; id: string; periodeId: number; expectedVersion?: number },
  context: TRequestContext,
) {
  const tariffs = await tariffBook.approved();
  return db.transaction(async (tx) => {
    const extension = await findOwnSubscription(tx, request.id, request.actor.userId, { lock: true });
    if (!extension?.extendedFromId) throw new AppError(404, 'subscription.notFound');
    assertFresh(extension, request.expectedVersion);
    if (!isEditable(extension.statut)) transition(extension.statut, 'reopen');
    const extended = await findOwnSubscription(tx, extension.extendedFromId, request.actor.userId);
    if (!extended) throw new AppError(404, 'subscription.notFound');
    return choosePeriod(tx, { extension, extended, tariffs }, context, request.periodeId);
  });
}

/**
 * GET /users/souscriptions/{id}/extension-periods: for the customer's own extension waiting for a period
 * (its contract's switched off since it was sold), the periods offered today with the dates and the
 * price each would give it, as choosing one prices it; none for any other extension.
 */
export async function listExtensionPeriods(
  db: TDatabase,
  tariffBook: TTariffBook,
  request: { actor: TCustomerActor; id: string },
  context: TRequestContext,
) {
  const tariffs = await tariffBook.approved();
  return db.transaction(async (tx) => {
    const extension = await findOwnSubscription(tx, request.id, request.actor.userId);
    if (!extension?.extendedFromId) throw new AppError(404, 'subscription.notFound');
    const extended = await findOwnSubscription(tx, extension.extendedFromId, request.actor.userId);
    if (!extended) throw new AppError(404, 'subscription.notFound');
    return offeredPeriods(tx, { extension, extended, tariffs }, context);
  });
}
