import { describe, expect, it } from 'vitest';
import fr from './templates/fr.json';

describe('the French mails and texts', () => {
  it('name the insurance document "attestation", as it is printed', () => {
    expect(JSON.stringify(fr).match(/\bcertificats?\b(?! d'immatriculation)/giu) ?? []).toEqual([]);
  });
});
