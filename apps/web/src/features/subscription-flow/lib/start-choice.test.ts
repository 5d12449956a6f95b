import { describe, expect, it } from 'vitest';
import { effectDateOf, laterDefault, startChoiceOf } from './start-choice';

describe('start-date choice', () => {
  it('is restored from the stored date', () => {
    expect(startChoiceOf('2026-11-22', '2026-11-22')).toBe('today');
    expect(startChoiceOf('2026-11-23', '2026-11-22')).toBe('tomorrow');
    expect(startChoiceOf('2026-12-01', '2026-11-22')).toBe('later');
  });

  it('ticks nothing without a date: no cover silently starting in two days', () => {
    expect(startChoiceOf(undefined, '2026-11-22')).toBeNull();
    expect(effectDateOf(null, '2026-11-24', '2026-11-22')).toBeUndefined();
  });

  it('defaults "later" to two days ahead, or the day after the previous period', () => {
    expect(laterDefault('2026-11-22')).toBe('2026-11-24');
    expect(laterDefault('2026-11-22', '2026-12-30')).toBe('2026-12-31');
    expect(effectDateOf('tomorrow', '2026-12-01', '2026-11-22')).toBe('2026-11-23');
    expect(effectDateOf('later', '2026-12-01', '2026-11-22')).toBe('2026-12-01');
  });
});
