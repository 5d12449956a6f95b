import { afterEach, describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client';
import i18n from './i18n/i18n';

afterEach(() => i18n.changeLanguage('fr'));

describe('what a failed call tells the user', () => {
  it("is the server's own message when it answered", () => {
    expect(errorMessage(new ApiError(409, 'Ce contrat a déjà été signé'))).toBe(
      'Ce contrat a déjà été signé',
    );
  });

  it('is "try again" in the page language when the failure is not an answer', async () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Erreur temporaire survenue');
    expect(errorMessage(undefined)).toBe('Erreur temporaire survenue');
    await i18n.changeLanguage('en');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('A temporary error occurred');
  });
});
