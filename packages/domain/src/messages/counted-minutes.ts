import type { TLanguage } from './languages';

type TPluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * A number of minutes in words, by the language's plural rules (CLDR, through Intl.PluralRules):
 * Arabic has six forms (zero, one, two, few, many, other) — "10 دقائق", "11 دقيقة", "دقيقتان" — where a
 * template's "{{minutes}} دقيقة" was right for some numbers only. `#` stands for the number.
 */
const FORMS: Record<TLanguage, TPluralForms> = {
  fr: { one: '# minute', other: '# minutes' },
  en: { one: '# minute', other: '# minutes' },
  ar: {
    zero: '# دقيقة',
    one: 'دقيقة واحدة',
    two: 'دقيقتان',
    few: '# دقائق',
    many: '# دقيقة',
    other: '# دقيقة',
  },
};

export function countedMinutes(language: TLanguage, minutes: number): string {
  const forms = FORMS[language];
  const form = forms[new Intl.PluralRules(language).select(minutes)] ?? forms.other;
  return form.replace('#', String(minutes));
}

/**
 * A message's parameters with `minutes_text` added next to a numeric `minutes`, for the templates
 * whose language needs the counted form (Arabic's).
 */
export function withCountedMinutes<T extends Record<string, string | number>>(
  language: TLanguage,
  params: T,
): T & { minutes_text?: string } {
  return typeof params.minutes === 'number'
    ? { ...params, minutes_text: countedMinutes(language, params.minutes) }
    : params;
}
