import { describe, expect, it } from 'vitest';
import { phoneTyped } from './phone-input';

describe('the number typed or filled in the phone field', () => {
  it('keeps digits and spaces of a national number, the country unchanged', () => {
    expect(phoneTyped({ country: 'MA', phone: '' }, '06-12 34.56')).toEqual({
      country: 'MA',
      phone: '0612 3456',
    });
  });

  it('takes the country from a whole international number, as a phone fills it', () => {
    expect(phoneTyped({ country: 'MA', phone: '' }, '+33 6 12 34 56 78')).toEqual({
      country: 'FR',
      phone: '06 12 34 56 78',
    });
    expect(phoneTyped({ country: 'MA', phone: '' }, '0034612345678')).toEqual({
      country: 'ES',
      phone: '612 34 56 78',
    });
  });
});
