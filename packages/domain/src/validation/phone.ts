import {
  getCountryCallingCode,
  parsePhoneNumberFromString,
  parsePhoneNumberWithError,
  type CountryCode,
} from 'libphonenumber-js/min';
import { z } from 'zod';

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'MA';

/**
 * Phones travel as the spec says: the national number without the country code, and the calling code
 * without its plus sign. Validity is libphonenumber's, for the country the code belongs to, and so is
 * the national prefix: France's and Morocco's leading 0 is dropped, Italy's landline 0 is the number's.
 */
export function normalizePhone(
  phone: string,
  countryCode: string,
): { phone: string; country_code: string; e164: string } | null {
  const digits = countryCode.replace(/^\+/, '');
  if (!/^\d{1,4}$/.test(digits)) return null;
  try {
    const parsed = parsePhoneNumberWithError(phone.replace(/[\s.\-()]/g, ''), {
      defaultCallingCode: digits,
    });
    if (!parsed.isValid() || parsed.countryCallingCode !== digits) return null;
    return { phone: parsed.nationalNumber, country_code: parsed.countryCallingCode, e164: parsed.number };
  } catch {
    return null;
  }
}

type TPhone = { phone: string | null; country_code: string | null };

/**
 * Whether two phones are one number, however each was typed ("06 12 34 56 78" is the stored
 * "612345678"): a profile asks no code to "change" to the number it already has.
 */
export function samePhone(a: TPhone, b: TPhone): boolean {
  if (!a.phone || !a.country_code || !b.phone || !b.country_code) return false;
  const left = normalizePhone(a.phone, a.country_code);
  return left !== null && left.e164 === normalizePhone(b.phone, b.country_code)?.e164;
}

export const callingCodeOf = (country: CountryCode) => getCountryCallingCode(country);

/**
 * A phone as people read it, in the international form of its country: "+212 6 12 34 56 78" for the
 * "0612345678" typed with +212 (the national 0 dropped). A number libphonenumber cannot read is shown
 * as it was given, after its calling code.
 */
export function formatPhone(phone: string, countryCode: string): string {
  const normalized = normalizePhone(phone, countryCode);
  if (!normalized) return `+${countryCode.replace(/^\+/, '')} ${phone}`.trim();
  return parsePhoneNumberWithError(normalized.e164).formatInternational();
}

export const ZPhoneFields = z
  .object({
    // Empty says "required" (not "at least 4 characters"); the number's validity is libphonenumber's.
    phone: z.string().trim().min(1, { message: 'validation.required' }).min(4).max(20),
    country_code: z
      .string()
      .trim()
      .regex(/^\+?\d{1,4}$/, { message: 'validation.invalidFormat' }),
  })
  .refine((value) => normalizePhone(value.phone, value.country_code) !== null, {
    message: 'validation.phoneInvalid',
    path: ['phone'],
  });

/**
 * An E.164 number as the signing page shows it: the whole calling code, a space, dots, the last two
 * digits ("+33 ••••••• 79"), so that +33 6… does not read as a calling code +336.
 */
export function maskPhone(e164: string): string {
  const callingCode = parsePhoneNumberFromString(e164)?.countryCallingCode;
  const national = callingCode ? e164.slice(callingCode.length + 1) : e164.slice(1);
  const prefix = callingCode ? `+${callingCode}` : '+';
  // A no-break space: a line break between "+212" and its digits left the number in two pieces.
  return `${prefix}\u00a0${'•'.repeat(Math.max(0, national.length - 2))}${national.slice(-2)}`;
}
