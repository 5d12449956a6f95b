import { describe, expect, it } from 'vitest';
import { maskPhone, normalizePhone, samePhone } from './phone';

describe('samePhone', () => {
  const stored = { phone: '612345678', country_code: '212' };

  it('knows the stored number however it is typed', () => {
    for (const typed of [
      { phone: '0612345678', country_code: '212' },
      { phone: '06 12 34 56 78', country_code: '+212' },
      { phone: '06.12.34.56.78', country_code: '212' },
      { phone: '612345678', country_code: '212' },
    ])
      expect(samePhone(stored, typed)).toBe(true);
  });

  it('tells another number, or the same digits in another country, apart', () => {
    expect(samePhone(stored, { phone: '0612345679', country_code: '212' })).toBe(false);
    expect(samePhone(stored, { phone: '0612345678', country_code: '33' })).toBe(false);
  });

  it('never matches a missing or unreadable number', () => {
    expect(samePhone({ phone: null, country_code: null }, stored)).toBe(false);
    expect(samePhone(stored, { phone: '12', country_code: '212' })).toBe(false);
    expect(samePhone({ phone: '12', country_code: '212' }, { phone: '12', country_code: '212' })).toBe(false);
  });
});

describe('normalizePhone', () => {
  it("drops a national 0 where the country dials one, and keeps Italy's landline 0, which is the number's", () => {
    expect(normalizePhone('06 12 34 56 78', '33')).toMatchObject({
      phone: '612345678',
      e164: '+33612345678',
    });
    expect(normalizePhone('0612345678', '+212')).toMatchObject({ e164: '+212612345678' });
    // Rome's landline: dropping the 0 would make another, invalid number.
    expect(normalizePhone('06 1234 5678', '39')).toMatchObject({
      phone: '0612345678',
      e164: '+390612345678',
    });
    expect(normalizePhone('347 123 4567', '39')).toMatchObject({ e164: '+393471234567' });
    expect(normalizePhone('0151 1234 5678', '49')).toMatchObject({ e164: '+4915112345678' });
  });

  it('refuses a number of another country than its calling code, or none', () => {
    expect(normalizePhone('612345678', '999')).toBeNull();
    expect(normalizePhone('12', '33')).toBeNull();
  });
});

describe('maskPhone', () => {
  it('keeps the whole calling code apart from the hidden digits, whatever its length', () => {
    expect(maskPhone('+33612345679')).toBe('+33\u00a0•••••••79');
    expect(maskPhone('+212612345678')).toBe('+212\u00a0•••••••78');
    expect(maskPhone('+12025550143')).toBe('+1\u00a0••••••••43');
  });
});
