import { isSupportedCountry, type CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_COUNTRY } from './phone';

/** The country of a language tag's region: none for a bare language ("fr") or a region that is no country ("es-419"). */
function countryOfTag(tag: string): CountryCode | undefined {
  try {
    const region = new Intl.Locale(tag).region;
    return region && isSupportedCountry(region) ? region : undefined;
  } catch {
    // A malformed tag says nothing about where the phone is.
    return undefined;
  }
}

/**
 * The country a new phone number is presumed to be from, before anyone says it: the country of
 * residence once known (step 1's), else the phone's own region, from the first of its languages that
 * names one ("fr-FR" on a French phone), else Morocco. A presumption only: the number field still asks
 * when the number reads as well in another country.
 */
export function presumedPhoneCountry(languages: readonly string[], residence?: string | null): CountryCode {
  const home = residence?.trim().toUpperCase();
  if (home && isSupportedCountry(home)) return home;
  for (const tag of languages) {
    const country = countryOfTag(tag);
    if (country) return country;
  }
  return DEFAULT_PHONE_COUNTRY;
}
