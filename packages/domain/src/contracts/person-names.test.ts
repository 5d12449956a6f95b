import { describe, expect, it } from 'vitest';
import { namesOfType } from './person-names';

describe('the names of a person type', () => {
  it('keeps a person’s first and last name, a company’s name, and drops what the other type typed', () => {
    const typed = { first_name: 'Amina', last_name: 'Benali', raison_sociale: 'Transports Atlas' };
    expect(namesOfType({ type: 'physique', ...typed })).toEqual({
      first_name: 'Amina',
      last_name: 'Benali',
      raison_sociale: undefined,
    });
    expect(namesOfType({ type: 'morale', ...typed })).toEqual({
      first_name: undefined,
      last_name: undefined,
      raison_sociale: 'Transports Atlas',
    });
  });
});
