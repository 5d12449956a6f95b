import type { TMessageKey } from '../messages';
import { todayInMorocco, type TIsoDate } from '../time';
import { canStartAfter } from './effect-date';
import { canTransition, isPaid, type TStatut } from './lifecycle';
import { isWithinWithdrawal } from './withdrawal';

/** What the card rules of spec §4 read from a subscription. */
export type TAfterSaleFacts = {
  statut: TStatut;
  effectDate: TIsoDate | null | undefined;
  endDate: TIsoDate | null | undefined;
  /** The certificate was handed over at the office: the contract can no longer be cancelled online. */
  certificateCollected: boolean;
  /** A termination request is already recorded: it is not asked twice, and the contract not extended. */
  terminationRequested: boolean;
  /** An extension of it is paid or signed: it is extended already (a draft one is taken up again). */
  extended: boolean;
  /** It extends a contract whose termination is asked or applied: an unpaid one goes no further. */
  extendsTerminating: boolean;
  /** The day in Morocco the contract was signed (concluded), which starts law 31-08's seven days. */
  concludedOn?: TIsoDate | null;
};

/** The answer's fields (spec §3 names, as `GET …/souscriptions/{id}` sends them) the card rules read. */
export type TAfterSaleAnswerFields = {
  statut: TStatut;
  periode_info: { date_effet?: TIsoDate | null; date_fin?: TIsoDate | null } | null;
  certificate_collected: boolean;
  termination_requested_at: string | null;
  extended: boolean;
  extends_terminating?: boolean;
  signed_at?: string | null;
};

/**
 * The card rules' facts, read from the subscription as the API answers it: the web reads them from the
 * answer it received, the API from the answer's fields it builds, so both judge the same facts.
 */
export const afterSaleFactsOf = (subscription: TAfterSaleAnswerFields): TAfterSaleFacts => ({
  statut: subscription.statut,
  effectDate: subscription.periode_info?.date_effet,
  endDate: subscription.periode_info?.date_fin,
  certificateCollected: subscription.certificate_collected,
  terminationRequested: subscription.termination_requested_at !== null,
  extended: subscription.extended,
  extendsTerminating: subscription.extends_terminating === true,
  concludedOn: subscription.signed_at ? todayInMorocco(new Date(subscription.signed_at)) : null,
});

/**
 * The buttons and menu entries of a contract card (spec §4), each also a permission the API checks.
 * - menu: the action menu, shown only when one of its entries is allowed.
 * - detail, continue, extend: the card's buttons; extend is also a menu entry.
 * - modify: the menu's Modify, whose submenu offers the effect date (changeEffectDate) and the
 *   contract (changeContract: a notice that a new contract means cancelling and recreating).
 * - cancel, terminate, withdraw: the menu's other entries.
 */
export type TCardActions = {
  menu: boolean;
  detail: boolean;
  continue: boolean;
  extend: boolean;
  modify: boolean;
  changeEffectDate: boolean;
  changeContract: boolean;
  cancel: boolean;
  terminate: boolean;
  withdraw: boolean;
};
export type TCardAction = keyof TCardActions;

/**
 * Spec §4's card rules, against today in Morocco:
 * - Continue: simulation, confirmed or paid, effect date today or later (or not chosen yet).
 * - An unpaid extension of a contract whose termination is asked is only cancelled: it would not be paid.
 * - Detail: paid or signed. Extend: paid or signed once the cover has started (the effect date reached),
 *   and once the day after its end is a day a cover may start on (at most three months ahead); not once
 *   its termination is asked, nor once an extension of it is paid or signed.
 * - Modify (effect date, contract) and Cancel: confirmed, paid or signed, before the effect date; Cancel
 *   and a new effect date also need the certificate not yet collected at the office, and a change of
 *   contract (cancel, then buy again) needs Cancel: Modify is shown while one of its entries is.
 * - Terminate: paid or signed, from the effect date to the end date, once.
 * - Withdraw (law 31-08, decision 043): a signed contract within its seven days, not once the cover
 *   has run its course nor while a termination is asked; offered where Cancel is not (the cover started,
 *   or the certificate was handed over), since before that Cancel gives back the same.
 * - Nothing for cancelled and non_abouti.
 */
export function allowedActions(facts: TAfterSaleFacts, today: TIsoDate): TCardActions {
  const { statut, effectDate, endDate } = facts;
  const paid = isPaid(statut);
  const contract = paid || statut === 'confirmed';
  const notStartedYet = !effectDate || effectDate >= today;
  const beforeEffect = Boolean(effectDate && today < effectDate);
  const started = Boolean(effectDate && effectDate <= today);
  const inForce = started && Boolean(endDate && today <= endDate);

  // An unpaid extension of a contract being terminated is only ever cancelled.
  const stopped = facts.extendsTerminating && !paid;
  const changeable = contract && beforeEffect && !stopped;
  const changeEffectDate = changeable && !facts.certificateCollected;
  // Card rules narrow what the transition table allows; they never allow a move it refuses.
  const cancel = contract && beforeEffect && !facts.certificateCollected && canTransition(statut, 'cancel');
  // A new cover means cancelling this contract first: not offered where cancelling is refused.
  const changeContract = changeable && cancel;
  const modify = changeEffectDate || changeContract;
  const extend =
    paid &&
    started &&
    !facts.terminationRequested &&
    !facts.extended &&
    canStartAfter(endDate, today) &&
    canTransition(statut, 'extend');
  const terminate = paid && inForce && !facts.terminationRequested && canTransition(statut, 'terminate');
  const withdraw = canWithdraw(facts, today) && !cancel;
  const menuShownBySpec = paid || (statut === 'confirmed' && notStartedYet);
  return {
    menu: menuShownBySpec && (modify || extend || terminate || cancel || withdraw),
    detail: paid,
    continue:
      (statut === 'simulation' || statut === 'confirmed' || statut === 'paid') && notStartedYet && !stopped,
    extend,
    modify,
    changeEffectDate,
    changeContract,
    cancel,
    terminate,
    withdraw,
  };
}

/**
 * Law 31-08's right, whoever records it: a withdrawal dated `day` (today online, the letter's date at
 * the office) from a signed contract, within its seven days, with no termination asked.
 */
export const canWithdraw = (facts: TAfterSaleFacts, day: TIsoDate): boolean =>
  Boolean(facts.concludedOn) &&
  isWithinWithdrawal({ concludedOn: facts.concludedOn!, endDate: facts.endDate }, day) &&
  !facts.terminationRequested &&
  canTransition(facts.statut, 'withdraw');

/**
 * Why the card does not offer an action, in words the API answers with its 409: the particular reason
 * where the customer can act on it, the action's general rule otherwise.
 */
export function afterSaleRefusal(facts: TAfterSaleFacts, action: TCardAction): TMessageKey {
  if (action === 'extend' && facts.terminationRequested) return 'afterSale.refused.extendTerminating';
  if (action === 'extend' && facts.extended) return 'afterSale.refused.extendExtended';
  if (action === 'withdraw' && facts.terminationRequested) return 'afterSale.refused.withdrawTerminating';
  if (action === 'continue' && facts.extendsTerminating) return 'payment.extendsTerminating';
  return `afterSale.refused.${action}` as TMessageKey;
}

/** The API's guard: the action the card would not offer is refused, with the reason in words. */
export function isActionAllowed(facts: TAfterSaleFacts, today: TIsoDate, action: TCardAction): boolean {
  return allowedActions(facts, today)[action];
}
