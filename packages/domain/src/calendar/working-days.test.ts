import { describe, expect, it } from 'vitest';
import { refundDueDate } from '../subscription/refund';
import { withdrawalDeadline } from '../subscription/withdrawal';
import { currentYearInMorocco } from '../time';
import { LUNAR_PUBLIC_HOLIDAYS } from './public-holidays';
import { addWorkingDays, isWorkingDay } from './working-days';

describe('working days in Morocco', () => {
  it('skips weekends and the fixed public holidays', () => {
    expect(isWorkingDay('2026-11-23')).toBe(true); // Monday
    expect(isWorkingDay('2026-11-28')).toBe(false); // Saturday
    expect(isWorkingDay('2026-11-29')).toBe(false); // Sunday
    expect(isWorkingDay('2026-11-18')).toBe(false); // Independence Day
    expect(isWorkingDay('2027-01-11')).toBe(false); // Independence Manifesto
  });

  it('counts from the day after', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addWorkingDays('2026-11-17', 1)).toBe('2026-11-19'); // over the 18th
  });

  it('refunds within 20 working days: four weeks, plus the holidays in them', () => {
    expect(refundDueDate('2026-11-23')).toBe('2026-12-21');
    // Over New Year, the Manifesto (11th, a Monday) and the Amazigh New Year (14th).
    expect(refundDueDate('2026-12-28')).toBe('2027-01-28');
  });

  it('skips the lunar holidays of the table, each on its own date', () => {
    expect(isWorkingDay('2026-05-27')).toBe(false); // Aïd al-Adha, a Wednesday
    expect(isWorkingDay('2026-05-28')).toBe(false); // its second day
    expect(isWorkingDay('2025-05-27')).toBe(true); // not the same date the year before: the moon's
    expect(addWorkingDays('2026-05-26', 1)).toBe('2026-05-29');
    // Over Aïd al-Adha (two days) and 1er Moharram (17 June): three days later than weekends alone give.
    expect(refundDueDate('2026-05-20')).toBe('2026-06-22');
  });

  it('leaves seven clear days to withdraw after signing', () => {
    expect(withdrawalDeadline('2026-11-23')).toBe('2026-11-30');
  });
});

describe('the table of lunar public holidays', () => {
  it('reaches into next year: refunds due then would otherwise ignore Aïd al-Fitr, Aïd al-Adha, Moharram and the Mawlid', () => {
    // Failing here means the next year's dates (announced by the Ministry of Habous) must be added.
    const nextYear = String(currentYearInMorocco() + 1);
    const dates = Object.keys(LUNAR_PUBLIC_HOLIDAYS).filter((date) => date.startsWith(nextYear));
    expect(dates.length, `lunar holidays of ${nextYear}`).toBeGreaterThanOrEqual(7);
  });
});
