import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatDisplayDate, isIsoDate, todayInMorocco } from './time';

describe('todayInMorocco', () => {
  it('is already tomorrow in Casablanca late in the UTC evening (UTC+1)', () => {
    expect(todayInMorocco(new Date('2026-06-01T23:30:00Z'))).toBe('2026-06-02');
  });

  it('follows the Ramadan return to UTC+0', () => {
    expect(todayInMorocco(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });
});

describe('date arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 5)).toBe('2027-01-04');
  });

  it('clamps month ends', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2026-08-15', 6)).toBe('2027-02-15');
  });

  it('recognises real ISO days only', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('29/02/2028')).toBe(false);
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22/11/2026');
  });
});
