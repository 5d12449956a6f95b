import { describe, expect, it } from 'vitest';
import { readErrorAnswer } from './error-answer';

describe("the server's refusal", () => {
  it('gives the message and the field errors', () => {
    expect(
      readErrorAnswer({ message: 'Invalide', result: [{ field: 'address1', message: 'Obligatoire' }] }),
    ).toEqual({ message: 'Invalide', fields: [{ field: 'address1', message: 'Obligatoire' }] });
  });

  it("falls back to the first field's message, and ignores what is not an answer", () => {
    expect(readErrorAnswer({ message: '', result: [{ field: 'a', message: 'Trop long' }] }).message).toBe(
      'Trop long',
    );
    expect(readErrorAnswer('<html>bad gateway</html>')).toEqual({ fields: [] });
    expect(readErrorAnswer({ result: [{ field: 1 }, null] })).toEqual({ message: undefined, fields: [] });
  });
});
