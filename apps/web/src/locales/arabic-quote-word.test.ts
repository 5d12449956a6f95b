import arErrors from '@bi/domain/messages/ar.json';
import { describe, expect, it } from 'vitest';
import arBackoffice from './ar/backoffice.json';
import arContracts from './ar/contracts.json';

/** Every text of the Arabic catalogues: the screens' own and the domain's messages. */
const catalogues = import.meta.glob<{ default: unknown }>('./ar/*.json', { eager: true });
const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node !== null && typeof node === 'object'
      ? Object.values(node).flatMap(texts)
      : [];
const arabicTexts = [
  ...Object.values(catalogues).flatMap(({ default: node }) => texts(node)),
  ...texts(arErrors),
];

/**
 * Decision 038: a subscription at its quote is "عرض سعر" (a quote), as the French product's
 * "Simulation" means a price not yet confirmed; "محاكاة" reads as a computer model.
 */
describe('the quote in Arabic', () => {
  it('is never called a simulation (محاكاة)', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(5);
    expect(arabicTexts.filter((text) => text.includes('محاكاة'))).toEqual([]);
  });

  it('reads "عرض سعر" as the status of a subscription not yet confirmed', () => {
    expect(arContracts.status.simulation).toBe('عرض سعر');
    expect(arBackoffice.status.simulation).toBe('عرض سعر');
    expect(arErrors.subscription.refused.simulation).toContain('عرض سعر');
  });
});
