import {
  allowedActions,
  type TAfterSaleFacts,
  type TCardActions,
  type TSouscriptionAnswer,
} from '@bi/domain';

type TCardSubscription = Pick<
  TSouscriptionAnswer,
  'statut' | 'periode_info' | 'certificate_collected' | 'termination_requested_at' | 'extended' | 'today'
>;

/** What the card rules read from a subscription as the API answers it. */
export const afterSaleFactsOf = (subscription: TCardSubscription): TAfterSaleFacts => ({
  statut: subscription.statut,
  effectDate: subscription.periode_info?.date_effet,
  endDate: subscription.periode_info?.date_fin,
  certificateCollected: subscription.certificate_collected,
  terminationRequested: subscription.termination_requested_at !== null,
  extended: subscription.extended,
});

/**
 * The card's buttons and menu (spec §4), judged on the server's date that came with the answer: a
 * phone's clock at a border is often a day off, and the API refuses what its own date does not allow.
 */
export const cardActionsOf = (subscription: TCardSubscription): TCardActions =>
  allowedActions(afterSaleFactsOf(subscription), subscription.today);
