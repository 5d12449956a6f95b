import { describe, expect, it } from 'vitest';
import ar from './templates/ar.json';

/** A word ending in the plural "your" (-كم). */
const pluralYou = (text: string) => text.match(/\p{L}+كم(?!\p{L})/gu) ?? [];

describe('the Arabic mails and texts to the customer', () => {
  it('speak to the customer in the singular, as the screens do', () => {
    // The insurer's and the offices' own mails speak to a team.
    const toCustomer = Object.entries(ar).filter(([name]) => !/^(insurer|office|staff)_/.test(name));
    const words = toCustomer.flatMap(([, entry]) =>
      Object.values(entry).flatMap((text: string) => pluralYou(text)),
    );
    expect(words).toEqual([]);
  });
});
