import { ALL_STEPS_DONE } from '../contracts/steps';
import { RuleViolation } from '../errors';
import { formatDisplayDate, type TIsoDate } from '../time';
import { earliestEffectDate, isEffectDatePassed, isEffectDateTooEarly } from './effect-date';
import { isPaid, type TStatut } from './lifecycle';

/** What decides whether a subscription can be paid now (decision 040): the API loads it, once. */
export type TPaymentFacts = {
  statut: TStatut;
  currentStep: number;
  effectDate: TIsoDate | null;
  /** The office recorded at step 2 can start a cover on the day it is sold (decision 024). */
  immediateEffect: boolean;
  /** The stored quote's total; none before a cover is priced. */
  quoteCentimes: number | null;
  /** It extends a contract whose termination is asked or applied: its cover would follow an end. */
  extendsTerminating: boolean;
  /** The country of residence chosen at step 1 was closed to buyers since (decision 051). */
  countryOff: boolean;
  /** The office chosen at step 2 was closed since: it takes no new contract (decision 048). */
  officeClosed: boolean;
};

/**
 * Why a subscription cannot be paid, in the order they are told: what nothing in the flow can change
 * first, then what the flow fixes, in the flow's order, then the one fact of a payment under way.
 */
export const PAYMENT_REFUSALS = [
  'already_paid',
  'cancelled',
  'non_abouti',
  'extends_terminating',
  'country_off',
  'office_closed',
  'not_confirmed',
  'steps_left',
  'no_quote',
  'effect_date_passed',
  'effect_today_not_immediate',
  'quote_changed',
] as const;
export type TPaymentRefusal = (typeof PAYMENT_REFUSALS)[number];

export type TPayability =
  { payable: true; amountCentimes: number } | { payable: false; reason: TPaymentRefusal };

/**
 * Whether the subscription can be paid today, and the amount to charge; `charged` is what a payment
 * under way is about to take (the gateway's approval), which must still be the quote.
 */
export function payability(facts: TPaymentFacts, today: TIsoDate, charged?: number): TPayability {
  const refuse = (reason: TPaymentRefusal): TPayability => ({ payable: false, reason });
  if (isPaid(facts.statut)) return refuse('already_paid');
  if (facts.statut === 'cancelled' || facts.statut === 'non_abouti') return refuse(facts.statut);
  if (facts.extendsTerminating) return refuse('extends_terminating');
  if (facts.countryOff) return refuse('country_off');
  if (facts.officeClosed) return refuse('office_closed');
  if (facts.statut !== 'confirmed') return refuse('not_confirmed');
  if (facts.currentStep < ALL_STEPS_DONE) return refuse('steps_left');
  if (facts.quoteCentimes === null) return refuse('no_quote');
  if (isEffectDatePassed(facts.effectDate, today)) return refuse('effect_date_passed');
  if (isEffectDateTooEarly(facts.effectDate, today, facts.immediateEffect))
    return refuse('effect_today_not_immediate');
  if (charged !== undefined && charged !== facts.quoteCentimes) return refuse('quote_changed');
  return { payable: true, amountCentimes: facts.quoteCentimes };
}

/** The refusal every caller answers for a reason: a 409 in the words the customer can act on. */
export function paymentRefusal(reason: TPaymentRefusal, today: TIsoDate): RuleViolation {
  switch (reason) {
    case 'already_paid':
      return new RuleViolation('payment.alreadyPaid', 409);
    case 'cancelled':
    case 'non_abouti':
      return new RuleViolation(`subscription.refused.${reason}`, 409);
    case 'extends_terminating':
      return new RuleViolation('payment.extendsTerminating', 409);
    case 'country_off':
      return new RuleViolation('reference.countryOff', 409);
    case 'office_closed':
      return new RuleViolation('subscription.officeClosed', 409);
    case 'not_confirmed':
    case 'steps_left':
      return new RuleViolation('subscription.notReadyToPay', 409);
    case 'no_quote':
      return new RuleViolation('subscription.quoteNotReady', 409);
    case 'effect_date_passed':
      return new RuleViolation('subscription.effectDatePassed', 409);
    case 'effect_today_not_immediate':
      return new RuleViolation('period.effectTodayNotImmediate', 409, {
        min: formatDisplayDate(earliestEffectDate(today, false)),
      });
    case 'quote_changed':
      return new RuleViolation('payment.quoteChanged', 409);
  }
}
