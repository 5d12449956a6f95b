import { describe, expect, it } from 'vitest';
import { translate, type TMessageKey } from '../messages/index';
import {
  PAYMENT_REFUSALS,
  payability,
  paymentRefusal,
  type TPaymentFacts,
  type TPaymentRefusal,
} from './payability';

const TODAY = '2026-03-10';
/** Confirmed, every step done, priced, starting tomorrow at an office that cannot start today. */
const READY: TPaymentFacts = {
  statut: 'confirmed',
  currentStep: 8,
  effectDate: '2026-03-11',
  immediateEffect: false,
  quoteCentimes: 49_791,
  extendsTerminating: false,
  countryOff: false,
  officeClosed: false,
};

/** One row per reason: the facts that differ from READY, the amount charged if any, the answer. */
const CASES: [string, Partial<TPaymentFacts>, number | undefined, TPaymentRefusal, TMessageKey][] = [
  ['paid', { statut: 'paid' }, undefined, 'already_paid', 'payment.alreadyPaid'],
  [
    'signed',
    { statut: 'signed', extendsTerminating: true },
    undefined,
    'already_paid',
    'payment.alreadyPaid',
  ],
  ['cancelled', { statut: 'cancelled' }, undefined, 'cancelled', 'subscription.refused.cancelled'],
  ['lapsed', { statut: 'non_abouti' }, undefined, 'non_abouti', 'subscription.refused.non_abouti'],
  [
    'extending a contract being ended',
    { extendsTerminating: true },
    undefined,
    'extends_terminating',
    'payment.extendsTerminating',
  ],
  [
    'whose country was closed to buyers since step 1',
    { countryOff: true, officeClosed: true },
    undefined,
    'country_off',
    'reference.countryOff',
  ],
  [
    'whose office was closed since step 2',
    { officeClosed: true },
    undefined,
    'office_closed',
    'subscription.officeClosed',
  ],
  ['in simulation', { statut: 'simulation' }, undefined, 'not_confirmed', 'subscription.notReadyToPay'],
  ['without its documents', { currentStep: 7 }, undefined, 'steps_left', 'subscription.notReadyToPay'],
  ['not priced', { quoteCentimes: null }, undefined, 'no_quote', 'subscription.quoteNotReady'],
  [
    'started yesterday',
    { effectDate: '2026-03-09', immediateEffect: true },
    undefined,
    'effect_date_passed',
    'subscription.effectDatePassed',
  ],
  [
    'starting today where the office cannot',
    { effectDate: TODAY },
    undefined,
    'effect_today_not_immediate',
    'period.effectTodayNotImmediate',
  ],
  ['charged another amount', {}, 49_000, 'quote_changed', 'payment.quoteChanged'],
];

describe('whether a subscription can be paid now', () => {
  it('pays the quote of a confirmed subscription whose steps are done and whose cover has not started', () => {
    expect(payability(READY, TODAY)).toEqual({ payable: true, amountCentimes: 49_791 });
    expect(payability(READY, TODAY, 49_791)).toEqual({ payable: true, amountCentimes: 49_791 });
    expect(payability({ ...READY, effectDate: TODAY, immediateEffect: true }, TODAY).payable).toBe(true);
  });

  it.each(CASES)('refuses one %s', (_name, facts, charged, reason, key) => {
    expect(payability({ ...READY, ...facts }, TODAY, charged)).toEqual({ payable: false, reason });
    const refusal = paymentRefusal(reason, TODAY);
    expect([refusal.key, refusal.status]).toEqual([key, 409]);
  });

  it('tests every reason there is', () => {
    expect(new Set(CASES.map((row) => row[3]))).toEqual(new Set(PAYMENT_REFUSALS));
  });

  it('tells first what the flow cannot change, then the flow in its order', () => {
    const everything: TPaymentFacts = {
      statut: 'simulation',
      currentStep: 5,
      effectDate: '2026-03-01',
      immediateEffect: false,
      quoteCentimes: null,
      extendsTerminating: true,
      countryOff: true,
      officeClosed: true,
    };
    expect(payability(everything, TODAY)).toEqual({ payable: false, reason: 'extends_terminating' });
    expect(payability({ ...everything, extendsTerminating: false }, TODAY)).toMatchObject({
      reason: 'country_off',
    });
    const choicesOpen = { ...everything, extendsTerminating: false, countryOff: false, officeClosed: false };
    expect(payability(choicesOpen, TODAY)).toMatchObject({ reason: 'not_confirmed' });
  });

  it("names the first day the office can start a cover in the customer's words", () => {
    const refusal = paymentRefusal('effect_today_not_immediate', TODAY);
    expect(translate('fr', refusal.key, refusal.params)).toContain('11/03/2026');
  });
});
