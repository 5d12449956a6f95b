import { describe, expect, it } from 'vitest';
import { fitsOneSms, smsSize } from './sms-segments';

describe("an SMS's size", () => {
  it('counts the GSM alphabet in septets, its extension twice, up to 160 in one message', () => {
    expect(smsSize('Assurance Frontière : à vérifier')).toEqual({ encoding: 'gsm7', units: 32, segments: 1 });
    expect(smsSize('a'.repeat(160)).segments).toBe(1);
    expect(smsSize('a'.repeat(161)).segments).toBe(2);
    expect(smsSize(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(smsSize('a'.repeat(306)).segments).toBe(2);
    expect(smsSize('a'.repeat(307)).segments).toBe(3);
  });

  it('sends anything else in UCS-2, up to 70 in one message: Arabic, « », ç', () => {
    expect(smsSize('رُفضت الوثيقة')).toMatchObject({ encoding: 'ucs2', units: 13, segments: 1 });
    expect(smsSize('le document « permis »').encoding).toBe('ucs2');
    expect(smsSize('reçu').encoding).toBe('ucs2');
    expect(fitsOneSms('ب'.repeat(70))).toBe(true);
    expect(fitsOneSms('ب'.repeat(71))).toBe(false);
    expect(smsSize('ب'.repeat(134)).segments).toBe(2);
    expect(smsSize('ب'.repeat(135)).segments).toBe(3);
  });
});
