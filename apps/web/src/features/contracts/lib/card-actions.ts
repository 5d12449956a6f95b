import { afterSaleFactsOf, allowedActions, type TCardActions, type TSouscriptionAnswer } from '@bi/domain';

type TCardSubscription = Pick<
  TSouscriptionAnswer,
  'statut' | 'periode_info' | 'certificate_collected' | 'termination_requested_at' | 'extended' | 'today'
>;

/**
 * The card's buttons and menu (spec §4), judged on the server's date that came with the answer: a
 * phone's clock at a border is often a day off, and the API refuses what its own date does not allow.
 */
export const cardActionsOf = (subscription: TCardSubscription): TCardActions =>
  allowedActions(afterSaleFactsOf(subscription), subscription.today);
