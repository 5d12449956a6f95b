import {
  afterSaleRefusal,
  isActionAllowed,
  type TCardAction,
  type TCustomerActor,
  type TIsoDate,
} from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { afterSaleFacts, loadAfterSaleOf, type TAfterSaleExtras } from '../subscriptions/after-sale-facts';
import { assertFresh } from '../subscriptions/optimistic-lock';
import { findOwnSubscription, type TSubscriptionRow } from '../subscriptions/repository';

type TGuardedAction = Extract<
  TCardAction,
  'cancel' | 'changeEffectDate' | 'terminate' | 'extend' | 'withdraw'
>;

export type TAfterSaleRequest = { actor: TCustomerActor; id: string; expectedVersion?: number };

/**
 * The first lines of every after-sale use case: the caller's own subscription, locked until the
 * transaction ends, read at the version the caller last saw, and the action allowed by the same card
 * rules the web applies (a 409 saying why, whatever the client sent).
 */
export async function guardAfterSale(
  tx: TTransaction,
  request: TAfterSaleRequest,
  action: TGuardedAction,
  today: TIsoDate,
): Promise<{ row: TSubscriptionRow; extras: TAfterSaleExtras }> {
  const row = await findOwnSubscription(tx, request.id, request.actor.userId, { lock: true });
  if (!row) throw new AppError(404, 'subscription.notFound');
  assertFresh(row, request.expectedVersion);
  const extras = await loadAfterSaleOf(tx, row);
  const facts = afterSaleFacts(row, extras);
  if (!isActionAllowed(facts, today, action)) throw new AppError(409, afterSaleRefusal(facts, action));
  return { row, extras };
}
