import { describe, expect, it } from 'vitest';
import { afterSaleRefusal, allowedActions, type TAfterSaleFacts, type TCardAction } from './after-sale';
import { STATUSES, type TStatut } from './lifecycle';

const EFFECT = '2026-07-10';
const END = '2026-08-09';
/** Today against the cover: before its effect date, on it, during it, on its last day, after it. */
const MOMENTS = {
  before: '2026-07-09',
  onEffect: EFFECT,
  during: '2026-07-20',
  onEnd: END,
  after: '2026-08-10',
} as const;
type TMoment = keyof typeof MOMENTS;

const COLUMNS: TCardAction[] = [
  'menu',
  'detail',
  'continue',
  'extend',
  'modify',
  'changeEffectDate',
  'changeContract',
  'cancel',
  'terminate',
];

/**
 * Every status at every moment, written out (M menu, D detail, C continue, E extend, m modify,
 * d new effect date, c change of contract, X cancel, T terminate); a change to the rules changes this.
 */
const EXPECTED: Record<TStatut, Record<TMoment, string>> = {
  simulation: {
    before: '--C------',
    onEffect: '--C------',
    during: '---------',
    onEnd: '---------',
    after: '---------',
  },
  confirmed: {
    before: 'M-C-mdcX-',
    onEffect: '--C------',
    during: '---------',
    onEnd: '---------',
    after: '---------',
  },
  paid: {
    before: 'MDC-mdcX-',
    onEffect: 'MDCE----T',
    during: 'MD-E----T',
    onEnd: 'MD-E----T',
    after: 'MD-E-----',
  },
  signed: {
    before: 'MD--mdcX-',
    onEffect: 'MD-E----T',
    during: 'MD-E----T',
    onEnd: 'MD-E----T',
    after: 'MD-E-----',
  },
  cancelled: {
    before: '---------',
    onEffect: '---------',
    during: '---------',
    onEnd: '---------',
    after: '---------',
  },
  non_abouti: {
    before: '---------',
    onEffect: '---------',
    during: '---------',
    onEnd: '---------',
    after: '---------',
  },
};

const facts = (statut: TStatut, extra: Partial<TAfterSaleFacts> = {}): TAfterSaleFacts => ({
  statut,
  effectDate: EFFECT,
  endDate: END,
  certificateCollected: false,
  terminationRequested: false,
  extended: false,
  extendsTerminating: false,
  ...extra,
});

const written = (actions: ReturnType<typeof allowedActions>) =>
  COLUMNS.map((action, index) => (actions[action] ? 'MDCEmdcXT'[index] : '-')).join('');

describe('the card rules of spec §4', () => {
  for (const statut of STATUSES) {
    for (const moment of Object.keys(MOMENTS) as TMoment[]) {
      it(`${statut}, ${moment} → ${EXPECTED[statut][moment]}`, () => {
        expect(written(allowedActions(facts(statut), MOMENTS[moment]))).toBe(EXPECTED[statut][moment]);
      });
    }
  }

  it('continues a subscription whose date is not chosen yet', () => {
    const actions = allowedActions(facts('simulation', { effectDate: null, endDate: null }), MOMENTS.during);
    expect(written(actions)).toBe('--C------');
  });

  it('neither cancels, moves nor offers to change a contract whose certificate was collected at the office', () => {
    // A change of contract is cancel then buy again: with cancelling refused it would lead nowhere.
    expect(written(allowedActions(facts('signed', { certificateCollected: true }), MOMENTS.before))).toBe(
      '-D-------',
    );
  });

  it('asks for termination once, and no longer extends a contract whose termination is asked', () => {
    const terminating = facts('signed', { terminationRequested: true });
    expect(written(allowedActions(terminating, MOMENTS.during))).toBe('-D-------');
    expect(afterSaleRefusal(terminating, 'extend')).toBe('afterSale.refused.extendTerminating');
  });

  it('does not continue an unpaid extension of a contract whose termination is asked, and says why', () => {
    const stopped = (statut: TStatut) => facts(statut, { extendsTerminating: true });
    expect(allowedActions(stopped('simulation'), MOMENTS.before).continue).toBe(false);
    expect(allowedActions(stopped('confirmed'), MOMENTS.before).continue).toBe(false);
    expect(afterSaleRefusal(stopped('confirmed'), 'continue')).toBe('payment.extendsTerminating');
    // Only cancelled: neither a new date nor a new cover for what will not be paid.
    expect(written(allowedActions(stopped('confirmed'), MOMENTS.before))).toBe('M------X-');
    // Paid before the request: it goes on to its signature.
    expect(allowedActions(stopped('paid'), MOMENTS.before).continue).toBe(true);
  });

  it('does not extend twice: once an extension is paid or signed, the card offers it no more', () => {
    const extended = facts('paid', { extended: true });
    expect(written(allowedActions(extended, MOMENTS.during))).toBe('MD------T');
    expect(allowedActions(facts('paid'), MOMENTS.during).extend).toBe(true);
    expect(afterSaleRefusal(extended, 'extend')).toBe('afterSale.refused.extendExtended');
    expect(afterSaleRefusal(facts('paid'), 'cancel')).toBe('afterSale.refused.cancel');
  });

  it('extends a six-month cover only once the day after it is at most three months ahead', () => {
    const sixMonths = facts('signed', { effectDate: '2026-11-22', endDate: '2027-05-21' });
    expect(allowedActions(sixMonths, '2026-11-22').extend).toBe(false);
    expect(allowedActions(sixMonths, '2027-02-21').extend).toBe(false);
    expect(allowedActions(sixMonths, '2027-02-22').extend).toBe(true);
  });

  it('shows no menu when none of its entries is allowed', () => {
    // Confirmed on its effect date: the spec shows the menu, but nothing in it may be done.
    expect(allowedActions(facts('confirmed'), MOMENTS.onEffect).menu).toBe(false);
  });
});
