import { describe, expect, it } from 'vitest';
import { RuleViolation } from '../errors';
import { translate } from '../messages/index';
import {
  canTransition,
  isPaid,
  LIFECYCLE_EVENTS,
  shownStatus,
  STATUSES,
  transition,
  type TStatut,
} from './lifecycle';

/** Every status × event, written out: a change to the table must change this test. */
const EXPECTED: Record<TStatut, string> = {
  //           confirm     reopen      pay_ok  pay_ko      sign    cancel     terminate  withdraw   expire      extend
  simulation:
    'confirmed  -           -       -           -       cancelled  -          -          non_abouti  -',
  confirmed:
    'confirmed  simulation  paid    confirmed   -       cancelled  -          -          non_abouti  -',
  paid: '-          -           -       -           signed  cancelled  cancelled  -          -           paid',
  signed:
    '-          -           -       -           -       cancelled  cancelled  cancelled  -           signed',
  cancelled:
    '-          -           -       -           -       -          -          -          -           -',
  non_abouti:
    '-          -           -       -           -       -          -          -          -           -',
};

describe('the subscription lifecycle', () => {
  for (const from of STATUSES) {
    const row = EXPECTED[from].trim().split(/\s+/);
    LIFECYCLE_EVENTS.forEach((event, index) => {
      const expected = row[index];
      it(`${from} × ${event} → ${expected === '-' ? 'refused' : expected}`, () => {
        if (expected === '-') {
          expect(canTransition(from, event)).toBe(false);
          expect(() => transition(from, event)).toThrow(RuleViolation);
          try {
            transition(from, event);
          } catch (error) {
            const violation = error as RuleViolation;
            expect(violation.status).toBe(409);
            // The refusal is said in words, never as a code.
            expect(translate('fr', violation.key)).not.toMatch(/subscription\.|_/);
          }
        } else {
          expect(canTransition(from, event)).toBe(true);
          expect(transition(from, event)).toBe(expected);
        }
      });
    });
  }

  it('derives paid from the status alone', () => {
    expect(STATUSES.filter(isPaid)).toEqual(['paid', 'signed']);
  });
});

describe('the status a person reads', () => {
  it('calls a contract the insurer terminated terminated, not cancelled', () => {
    expect(shownStatus({ statut: 'cancelled', termination_applied: true })).toBe('terminated');
    expect(shownStatus({ statut: 'cancelled', termination_applied: false })).toBe('cancelled');
    expect(shownStatus({ statut: 'cancelled' })).toBe('cancelled');
  });

  it('puts on hold an unpaid extension of a contract whose termination is asked, and only an unpaid one', () => {
    expect(shownStatus({ statut: 'confirmed', extends_terminating: true })).toBe('on_hold');
    expect(shownStatus({ statut: 'simulation', extends_terminating: true })).toBe('on_hold');
    expect(shownStatus({ statut: 'paid', extends_terminating: true })).toBe('paid');
    expect(shownStatus({ statut: 'confirmed', extends_terminating: false })).toBe('confirmed');
  });

  it('shows every other status as it is, even with a termination applied', () => {
    for (const statut of STATUSES.filter((candidate) => candidate !== 'cancelled')) {
      expect(shownStatus({ statut, termination_applied: true })).toBe(statut);
    }
  });
});
