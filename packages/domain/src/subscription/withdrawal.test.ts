import { describe, expect, it } from 'vitest';
import type { TQuoteResult } from '../contracts/subscription-parts';
import { afterSaleFactsOf, allowedActions, canWithdraw, type TAfterSaleFacts } from './after-sale';
import { shownStatus, transition } from './lifecycle';
import {
  isWithinWithdrawal,
  withdrawalDeadline,
  withdrawalRefundCentimes,
  withdrawalRefundOf,
} from './withdrawal';

describe("law 31-08's seven clear days", () => {
  it('leave out the day of signature and count the seventh day after it whole', () => {
    expect(withdrawalDeadline('2026-11-23')).toBe('2026-11-30'); // Monday → Monday
    expect(withdrawalDeadline('2026-11-20')).toBe('2026-11-27'); // Friday → Friday
  });

  it('move a last day on a weekend or a public holiday to the next working day', () => {
    expect(withdrawalDeadline('2026-11-21')).toBe('2026-11-30'); // Saturday 28th → Monday
    expect(withdrawalDeadline('2026-11-11')).toBe('2026-11-19'); // Independence Day, the 18th
  });

  it('are counted from the day of signature in Morocco, not in UTC', () => {
    // 23:30 UTC on the 22nd is 00:30 on the 23rd in Casablanca (UTC+1).
    const facts = afterSaleFactsOf({ ...answer, signed_at: '2026-11-22T23:30:00Z' });
    expect(facts.concludedOn).toBe('2026-11-23');
    expect(canWithdraw(facts, '2026-11-30')).toBe(true);
    expect(canWithdraw(facts, '2026-12-01')).toBe(false);
  });

  it('are over once the cover has run its course, even within the seven days', () => {
    const fiveDays = { concludedOn: '2026-11-23', endDate: '2026-11-27' };
    expect(isWithinWithdrawal(fiveDays, '2026-11-27')).toBe(true);
    expect(isWithinWithdrawal(fiveDays, '2026-11-28')).toBe(false);
    expect(isWithinWithdrawal(fiveDays, '2026-11-22')).toBe(false); // before the signature
  });
});

const answer = {
  statut: 'signed' as const,
  periode_info: { date_effet: '2026-11-23', date_fin: '2026-12-02' },
  certificate_collected: false,
  termination_requested_at: null,
  extended: false,
  signed_at: '2026-11-23T09:00:00Z',
};

const facts = (extra: Partial<TAfterSaleFacts> = {}): TAfterSaleFacts => ({
  ...afterSaleFactsOf(answer),
  ...extra,
});

describe('the card offers the withdrawal', () => {
  it('once the cover has started, within the seven days, where Cancel is no longer offered', () => {
    const actions = allowedActions(facts(), '2026-11-25');
    expect(actions).toMatchObject({ withdraw: true, cancel: false, menu: true });
    expect(allowedActions(facts(), '2026-12-01').withdraw).toBe(false); // day 8
  });

  it('after the handover, before the effect date too; before both, Cancel gives the same back', () => {
    const later = { effectDate: '2026-11-28', endDate: '2026-12-07' };
    expect(allowedActions(facts(later), '2026-11-25')).toMatchObject({ withdraw: false, cancel: true });
    const handedOver = facts({ ...later, certificateCollected: true });
    expect(allowedActions(handedOver, '2026-11-25')).toMatchObject({ withdraw: true, cancel: false });
  });

  it('not for a contract paid but not signed (not concluded), nor while its termination is asked', () => {
    expect(canWithdraw(facts({ statut: 'paid' }), '2026-11-25')).toBe(false);
    expect(canWithdraw(facts({ terminationRequested: true }), '2026-11-25')).toBe(false);
    expect(canWithdraw(facts({ statut: 'cancelled' }), '2026-11-25')).toBe(false);
  });
});

describe('the withdrawal in the lifecycle', () => {
  it('voids a signed contract, and only a signed one', () => {
    expect(transition('signed', 'withdraw')).toBe('cancelled');
    expect(() => transition('paid', 'withdraw')).toThrow();
    expect(() => transition('cancelled', 'withdraw')).toThrow();
  });

  it('is read as withdrawn, not cancelled, by the refund it opened', () => {
    expect(shownStatus({ statut: 'cancelled', refund: { reason: 'withdrawal' } })).toBe('withdrawn');
    expect(shownStatus({ statut: 'cancelled', refund: { reason: 'cancellation' } })).toBe('cancelled');
  });
});

describe('what a withdrawal gives back (sales conditions, art. 9)', () => {
  const tenDays = {
    paidCentimes: 51_500,
    stampCentimes: 1_500,
    effectDate: '2026-11-23',
    endDate: '2026-12-02',
  };

  it('everything paid, stamp included, before the cover starts', () => {
    expect(withdrawalRefundCentimes({ ...tenDays, withdrawnOn: '2026-11-22' })).toBe(51_500);
  });

  it('less the premium of the days covered, the day of the withdrawal counted, the stamp given back', () => {
    // 500 MAD of premium over 10 days: 3 days kept (150 MAD), 365 MAD back.
    expect(withdrawalRefundCentimes({ ...tenDays, withdrawnOn: '2026-11-25' })).toBe(36_500);
    expect(withdrawalRefundCentimes({ ...tenDays, withdrawnOn: '2026-12-02' })).toBe(1_500);
  });

  it('rounds the share kept down, in the customer favour', () => {
    const odd = { ...tenDays, paidCentimes: 1_501, stampCentimes: 0, endDate: '2026-11-25' };
    // 1501 × 1/3 = 500.33: 500 kept.
    expect(withdrawalRefundCentimes({ ...odd, withdrawnOn: '2026-11-23' })).toBe(1_001);
  });

  it("is read from the subscription's quote and period, as the dialog and the server both do", () => {
    const quote = {
      primeTotal: 515,
      taxes: [{ code: 'TIMBRE', base: null, taux: null, montant: 15 }],
    } as unknown as TQuoteResult;
    const period = answer.periode_info as never;
    expect(withdrawalRefundOf({ simulation_result: quote, periode_info: period }, '2026-11-25')).toBe(36_500);
  });
});
