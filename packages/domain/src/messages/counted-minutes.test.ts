import { describe, expect, it } from 'vitest';
import { countedMinutes } from './counted-minutes';
import { translate } from './index';

describe('minutes counted in words', () => {
  it('uses the six Arabic plural forms', () => {
    expect([1, 2, 3, 10, 11, 60, 100].map((minutes) => countedMinutes('ar', minutes))).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '3 دقائق',
      '10 دقائق',
      '11 دقيقة',
      '60 دقيقة',
      '100 دقيقة',
    ]);
  });

  it('says one minute and several minutes in French and English', () => {
    expect(countedMinutes('fr', 1)).toBe('1 minute');
    expect(countedMinutes('en', 10)).toBe('10 minutes');
  });

  it('reaches the Arabic messages', () => {
    expect(translate('ar', 'auth.sendCap', { minutes: 10 })).toContain('بعد 10 دقائق');
  });
});
