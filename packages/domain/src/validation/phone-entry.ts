import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { callingCodeOf, normalizePhone } from './phone';
import { isInternationalPhone, nationalNumberCountries } from './phone-countries';

/**
 * Where the phone field's country came from. `presumed`: the phone's region or the residence, nobody
 * said it. `stored`: the customer's own phone, already proved by SMS; its country holds for that
 * number only. `picked`: chosen in the list, or written with the number ("+33 6…"). `answered`:
 * chosen among the countries the field asked about.
 */
export type TPhoneCountrySource = 'presumed' | 'stored' | 'picked' | 'answered';

/** The phone field: its country, the number as typed (national unless still being typed with its code). */
export type TPhoneEntry = { country: CountryCode; phone: string; source: TPhoneCountrySource };

/** A stored phone (national number and calling code), its country `presumed` when the code does not tell it. */
export function storedPhoneEntry(
  phone: string,
  countryCode: string | null,
  presumed: CountryCode,
): TPhoneEntry {
  const e164 = normalizePhone(phone, countryCode ?? '')?.e164;
  const country = e164 ? parsePhoneNumberFromString(e164)?.country : undefined;
  return { country: country ?? presumed, phone, source: 'stored' };
}

/**
 * What typing (or pasting, or the phone's autofill) does to the field. A whole international number
 * ("+33 6 12 34 56 78", "0033612345678") sets its country and stays as its national number; one still
 * being typed keeps its plus sign; a national number keeps its digits and spaces, and a number typed
 * over the stored one is no longer the one proved: its country is only presumed.
 */
export function phoneTyped(entry: TPhoneEntry, typed: string): TPhoneEntry {
  const digits = typed.replace(/[^\d\s]/g, '');
  if (isInternationalPhone(typed)) {
    const parsed = parsePhoneNumberFromString(typed.trim().replace(/^00/, '+'));
    if (parsed?.country && parsed.isValid())
      return { country: parsed.country, phone: parsed.formatNational(), source: 'picked' };
    return { ...entry, phone: typed.trimStart().startsWith('+') ? `+${digits.trimStart()}` : digits };
  }
  return { ...entry, phone: digits, source: entry.source === 'stored' ? 'presumed' : entry.source };
}

export type TPhoneCountryQuestion = { countries: CountryCode[]; answered: boolean };

/**
 * The question under the number, "which country?", with the countries it reads in; null when there
 * is nothing to ask: the country was said (picked, stored), or the number reads in the presumed
 * country only, or in none (the number's own check says what is wrong). Once answered it stays, the
 * answer shown, while the number still reads in several countries.
 */
export function phoneCountryQuestion(entry: TPhoneEntry): TPhoneCountryQuestion | null {
  if (entry.source === 'picked' || entry.source === 'stored') return null;
  const countries = nationalNumberCountries(entry.phone, entry.country);
  if (countries.length === 0) return null;
  if (entry.source === 'presumed' && countries.length === 1 && countries[0] === entry.country) return null;
  return { countries, answered: entry.source === 'answered' && countries.includes(entry.country) };
}

export const phoneCountryUnanswered = (entry: TPhoneEntry) => {
  const question = phoneCountryQuestion(entry);
  return question !== null && !question.answered;
};

/**
 * The wire form of spec §7: the national number, the calling code without its plus sign. A country
 * still asked about has no calling code yet: the step's schema refuses the empty code, so nothing
 * goes out with a presumed +212 for a number that may be French.
 */
export const phoneWire = (entry: TPhoneEntry) => ({
  phone: entry.phone.trim(),
  country_code: phoneCountryUnanswered(entry) ? '' : callingCodeOf(entry.country),
});
