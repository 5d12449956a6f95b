import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage } from './api-client';

describe('what a failed call tells the user', () => {
  it("is the server's own message when it answered", () => {
    expect(errorMessage(new ApiError(409, 'Ce contrat a déjà été signé'))).toBe(
      'Ce contrat a déjà été signé',
    );
  });

  it('is "try again" in the page language when the failure is not an answer', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Erreur temporaire survenue');
    expect(errorMessage(undefined)).toBe('Erreur temporaire survenue');
  });
});
