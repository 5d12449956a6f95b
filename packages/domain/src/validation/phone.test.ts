import { describe, expect, it } from 'vitest';
import { maskPhone, samePhone } from './phone';

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

describe('maskPhone', () => {
  it('keeps the whole calling code apart from the hidden digits, whatever its length', () => {
    expect(maskPhone('+33612345679')).toBe('+33\u00a0•••••••79');
    expect(maskPhone('+212612345678')).toBe('+212\u00a0•••••••78');
    expect(maskPhone('+12025550143')).toBe('+1\u00a0••••••••43');
  });
});
