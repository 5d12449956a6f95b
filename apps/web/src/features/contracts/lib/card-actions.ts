import {
  afterSaleFactsOf,
  allowedActions,
  type TCardAction,
  type TCardActions,
  type TSouscriptionAnswer,
} from '@bi/domain';

type TCardSubscription = Pick<
  TSouscriptionAnswer,
  | 'statut'
  | 'periode_info'
  | 'certificate_collected'
  | 'termination_requested_at'
  | 'extended'
  | 'extends_terminating'
  | 'signed_at'
  | 'today'
>;

/**
 * The card's buttons and menu (spec §4), judged on the server's date that came with the answer: a
 * phone's clock at a border is often a day off, and the API refuses what its own date does not allow.
 */
export const cardActionsOf = (subscription: TCardSubscription): TCardActions =>
  allowedActions(afterSaleFactsOf(subscription), subscription.today);

/**
 * An action's dialog is overtaken when the contract, read again while it is open, no longer allows the
 * action, and not because that very action succeeded (its answer replaces the card before it closes).
 */
export const isOvertaken = (
  subscription: TCardSubscription,
  action: TCardAction,
  call: { isSuccess: boolean },
): boolean => !call.isSuccess && !cardActionsOf(subscription)[action];
