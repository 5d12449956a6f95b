import type { CountryCode } from 'libphonenumber-js/min';
import { parsePhoneNumberFromString as parseMobile } from 'libphonenumber-js/mobile';
import { callingCodeOf, normalizePhone } from './phone';

/** Where our customers' phones come from: the countries of the diaspora, and Morocco. */
export const LIKELY_PHONE_COUNTRIES: readonly CountryCode[] = ['FR', 'ES', 'BE', 'NL', 'IT', 'DE', 'MA'];

/** A number written with its country code ("+33…", "0033…") is no national number. */
export const isInternationalPhone = (typed: string) => /^\s*(\+|00)/.test(typed);

/**
 * Whether a national number, as typed, is a mobile of that country (its trunk 0 read as that country
 * reads it: "06…" is no Spanish number) that the API accepts with that calling code. Mobile, because
 * the number must receive an SMS: "06 12 34 56 78" is a landline in Rome, not a phone a code reaches.
 */
function isMobileOf(phone: string, country: CountryCode): boolean {
  const parsed = parseMobile(phone, country);
  const callingCode = callingCodeOf(country);
  return (
    parsed !== undefined &&
    parsed.isValid() &&
    parsed.countryCallingCode === callingCode &&
    normalizePhone(phone, callingCode) !== null
  );
}

/**
 * The likely countries, and the one selected, in which a national number is a valid mobile:
 * "06 12 34 56 78" is one in France, the Netherlands and Morocco. In the order of the likely
 * countries, the selected one standing for a likely one that shares its calling code, or last.
 */
export function nationalNumberCountries(phone: string, selected: CountryCode): CountryCode[] {
  if (isInternationalPhone(phone)) return [];
  const selectedCode = callingCodeOf(selected);
  const candidates = LIKELY_PHONE_COUNTRIES.map((country) =>
    callingCodeOf(country) === selectedCode ? selected : country,
  );
  if (!candidates.includes(selected)) candidates.push(selected);
  return candidates.filter((country) => isMobileOf(phone, country));
}
