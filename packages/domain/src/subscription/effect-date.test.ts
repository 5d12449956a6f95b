import { describe, expect, it } from 'vitest';
import { defaultLaterStartDate } from './cover-dates';
import { assertEffectDateAllowed, canStartAfter, earliestEffectDate, effectDateBounds } from './effect-date';

describe('effect date', () => {
  it('runs from today to three months ahead', () => {
    expect(effectDateBounds('2026-11-30')).toEqual({ min: '2026-11-30', max: '2027-02-28' });
  });

  it('refuses yesterday and the day after the limit', () => {
    expect(() => assertEffectDateAllowed('2026-11-21', '2026-11-22')).toThrow('period.effectDateOutOfRange');
    expect(() => assertEffectDateAllowed('2027-02-23', '2026-11-22')).toThrow('period.effectDateOutOfRange');
    expect(() => assertEffectDateAllowed('2027-02-22', '2026-11-22')).not.toThrow();
    expect(() => assertEffectDateAllowed('2026-11-22', '2026-11-22')).not.toThrow();
  });

  it('starts an extension the day after the cover it extends, never on a day already insured', () => {
    expect(effectDateBounds('2026-11-22', '2026-12-10')).toEqual({ min: '2026-12-11', max: '2027-02-22' });
    expect(() => assertEffectDateAllowed('2026-12-10', '2026-11-22', '2026-12-10')).toThrow(
      'period.effectDateOutOfRange',
    );
    expect(() => assertEffectDateAllowed('2026-12-11', '2026-11-22', '2026-12-10')).not.toThrow();
    // A cover that ended already leaves today as the first day.
    expect(effectDateBounds('2026-11-22', '2026-11-01').min).toBe('2026-11-22');
  });

  it('cannot extend a cover ending more than three months ahead until its next day comes within reach', () => {
    // Six months from 2026-11-22: the last covered day is 2027-05-21.
    expect(canStartAfter('2027-05-21', '2026-11-22')).toBe(false);
    expect(canStartAfter('2027-05-21', '2027-02-21')).toBe(false);
    expect(canStartAfter('2027-05-21', '2027-02-22')).toBe(true);
  });

  it("defaults an extension's 'later' day to the day after the cover, within the last day allowed", () => {
    expect(defaultLaterStartDate('2026-11-22', '2026-12-10')).toBe('2026-12-11');
    expect(defaultLaterStartDate('2027-02-22', '2027-05-21')).toBe('2027-05-22');
  });

  it('starts today only where the office issues with immediate effect, else tomorrow', () => {
    expect(earliestEffectDate('2026-11-30', true)).toBe('2026-11-30');
    expect(earliestEffectDate('2026-11-30', false)).toBe('2026-12-01');
    expect(effectDateBounds('2026-11-30', null, false)).toEqual({ min: '2026-12-01', max: '2027-02-28' });
    expect(() => assertEffectDateAllowed('2026-11-30', '2026-11-30', null, false)).toThrow(
      'period.effectTodayNotImmediate',
    );
    expect(() => assertEffectDateAllowed('2026-12-01', '2026-11-30', null, false)).not.toThrow();
    expect(() => assertEffectDateAllowed('2026-11-30', '2026-11-30', null, true)).not.toThrow();
    // Yesterday stays out of range in either case, with the usual words.
    expect(() => assertEffectDateAllowed('2026-11-29', '2026-11-30', null, false)).toThrow(
      'period.effectDateOutOfRange',
    );
  });

  it('lets an extension start after its cover whatever the office, since that is never today', () => {
    expect(effectDateBounds('2026-11-22', '2026-12-10', false).min).toBe('2026-12-11');
    expect(effectDateBounds('2026-11-22', '2026-11-01', false).min).toBe('2026-11-23');
  });
});
