import { describe, expect, it } from 'vitest';
import { shortestPeriod } from './starting-prices';

describe('the period a "from" price is quoted for', () => {
  it('is the shortest of those offered, a month counted 30 days', () => {
    expect(shortestPeriod()).toBe('J5');
    expect(shortestPeriod(['M1', 'J10', 'M6'])).toBe('J10');
    expect(shortestPeriod(['M6', 'M1', 'M3'])).toBe('M1');
  });

  it('falls back to the catalogue when nothing known is offered', () => {
    expect(shortestPeriod([])).toBe('J5');
    expect(shortestPeriod(['X9'])).toBe('J5');
  });
});
