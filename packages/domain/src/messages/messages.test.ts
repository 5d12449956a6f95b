import { describe, expect, it } from 'vitest';
import { MESSAGES, negotiateLanguage, translate } from './index';

const keysOf = (node: unknown, prefix = ''): string[] =>
  Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe('messages', () => {
  it('has the same keys in every language', () => {
    expect(keysOf(MESSAGES.en)).toEqual(keysOf(MESSAGES.fr));
    expect(keysOf(MESSAGES.ar)).toEqual(keysOf(MESSAGES.fr));
  });

  it('fills in parameters', () => {
    expect(translate('en', 'http.tooManyRequests', { seconds: 42 })).toBe(
      'Too many requests. Try again in 42 seconds.',
    );
  });

  it('negotiates the Accept-Language header by weight', () => {
    expect(negotiateLanguage('de-DE,ar;q=0.8,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('ar-MA')).toBe('ar');
    expect(negotiateLanguage('de')).toBeUndefined();
  });
});

describe('the French messages', () => {
  it('name the insurance document "attestation", as it is printed', () => {
    expect(JSON.stringify(MESSAGES.fr).match(/\bcertificats?\b(?! d'immatriculation)/giu) ?? []).toEqual([]);
  });
});
