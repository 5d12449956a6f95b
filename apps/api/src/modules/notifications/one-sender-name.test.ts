import type { TLanguage } from '@bi/domain';
import { describe, expect, it } from 'vitest';
import ar from './templates/ar.json';
import en from './templates/en.json';
import fr from './templates/fr.json';

/** The name the sender signs with, one per language: the app's name in that language. */
const SENDER: Record<TLanguage, string> = {
  fr: 'Assurance Frontière',
  en: 'Border Insurance',
  ar: 'التأمين الحدودي',
};
const OTHERS = ['Assurance Frontière', 'Border Insurance', 'Border insurance:', 'تأمين الحدود:'];

describe('one sender name per language in the mails and texts', () => {
  it.each([
    ['fr', fr],
    ['en', en],
    ['ar', ar],
  ] as const)('%s: every text names the sender the same way', (language, catalogue) => {
    const texts = Object.values(catalogue).flatMap((entry) =>
      'text' in entry ? [entry.text, 'subject' in entry ? String(entry.subject) : ''] : [],
    );
    const foreign = OTHERS.filter((name) => name !== SENDER[language]);
    for (const text of texts) for (const name of foreign) expect(text).not.toContain(name);
    expect(texts.filter((text) => text.includes(SENDER[language])).length).toBeGreaterThan(3);
  });
});
