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
import type { TSubscriptionRow } from '../subscriptions/repository';
import { subscriptionIn } from '../subscriptions/subscription-scope';

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
  const row = await subscriptionIn(tx, request.actor, request.id, { lock: true });
  assertFresh(row, request.expectedVersion);
  const extras = await loadAfterSaleOf(tx, row);
  const facts = afterSaleFacts(row, extras);
  if (!isActionAllowed(facts, today, action)) throw new AppError(409, afterSaleRefusal(facts, action));
  return { row, extras };
}
