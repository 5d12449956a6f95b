import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady } from '../lib/i18n/i18n';
import { useWeekdayLetter } from './date-pickers-provider';

const week = Array.from({ length: 7 }, (_, day) => new Date(2026, 10, 29 + day));
const lettersIn = async (language: string) => {
  await i18n.changeLanguage(language);
  const letter = renderHook(() => useWeekdayLetter()).result.current;
  return week.map(letter);
};

describe("the calendar's weekday letters", () => {
  it('tell every day apart in Arabic, where the short names share their first letter', async () => {
    await i18nReady;
    try {
      const arabic = await lettersIn('ar');
      expect(new Set(arabic).size).toBe(7);
      expect(arabic).toEqual(['ح', 'ن', 'ث', 'ر', 'خ', 'ج', 'س']);
      expect(await lettersIn('fr')).toEqual(['D', 'L', 'M', 'M', 'J', 'V', 'S']);
    } finally {
      await i18n.changeLanguage('fr');
    }
  });
});
