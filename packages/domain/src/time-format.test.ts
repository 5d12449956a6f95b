import { describe, expect, it } from 'vitest';
import { formatMoroccoDateTime } from './time';

describe('formatMoroccoDateTime', () => {
  it('shows Moroccan local time', () => {
    expect(formatMoroccoDateTime(new Date('2026-11-22T23:30:00Z'))).toBe('23/11/2026 00:30');
  });
});
