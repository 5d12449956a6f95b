import { describe, expect, it } from 'vitest';
import { coverEndDate, defaultLaterStartDate, extensionStartDate, waitsForPeriod } from './cover-dates';

const days = (n: number) => ({ periode_ParJour: true, periode_Nbr: n });
const months = (n: number) => ({ periode_ParJour: false, periode_Nbr: n });

describe('the last covered day', () => {
  it('counts days from the effect date itself', () => {
    expect(coverEndDate('2026-07-01', days(5))).toBe('2026-07-05');
    expect(coverEndDate('2026-07-28', days(10))).toBe('2026-08-06');
  });

  it('counts months by their length, not by 30 days', () => {
    expect(coverEndDate('2026-07-01', months(1))).toBe('2026-07-31');
    expect(coverEndDate('2026-02-01', months(1))).toBe('2026-02-28');
    expect(coverEndDate('2026-12-15', months(6))).toBe('2027-06-14');
  });

  it("runs a month from a day the next month lacks to that month's last day", () => {
    expect(coverEndDate('2026-01-28', months(1))).toBe('2026-02-27');
    expect(coverEndDate('2026-01-29', months(1))).toBe('2026-02-28');
    expect(coverEndDate('2026-01-31', months(1))).toBe('2026-02-28');
    expect(coverEndDate('2027-08-31', months(6))).toBe('2028-02-29');
    expect(coverEndDate('2026-03-31', months(1))).toBe('2026-04-30');
  });
});

describe("the 'later' start date", () => {
  it('is two days from today, or the day after the cover an extension follows', () => {
    expect(defaultLaterStartDate('2026-07-01')).toBe('2026-07-03');
    expect(defaultLaterStartDate('2026-07-01', '2026-07-20')).toBe('2026-07-21');
    expect(defaultLaterStartDate('2026-07-01', '2026-06-20')).toBe('2026-07-01');
  });
});

describe("an extension's start", () => {
  it('is the day after the cover it extends: no day uninsured, none insured twice', () => {
    expect(extensionStartDate('2026-07-01', '2026-07-20')).toBe('2026-07-21');
    expect(extensionStartDate('2026-07-19', '2026-07-20', false)).toBe('2026-07-21');
  });

  it('is the first day a cover may start on once that day is gone', () => {
    expect(extensionStartDate('2026-07-01', '2026-06-20')).toBe('2026-07-01');
    // Ended yesterday at an office that cannot start a cover today: tomorrow.
    expect(extensionStartDate('2026-07-01', '2026-06-30', false)).toBe('2026-07-02');
  });
});

describe('waitsForPeriod', () => {
  const waiting = { extended: true, statut: 'simulation', hasPeriod: false, hasCover: true };
  it.each([
    ['an extension with its cover and no period, not confirmed', waiting, true],
    ['a first subscription', { ...waiting, extended: false }, false],
    ['an extension with its period', { ...waiting, hasPeriod: true }, false],
    ['an extension left before its cover (step 1)', { ...waiting, hasCover: false }, false],
    ['an extension paid', { ...waiting, statut: 'paid' }, false],
  ])('%s', (_, extension, waits) => {
    expect(waitsForPeriod(extension)).toBe(waits);
  });
});
