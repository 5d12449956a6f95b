import {
  callingCodeOf,
  phoneCountryQuestion,
  phoneCountryUnanswered,
  phoneTyped,
  phoneWire,
  presumedPhoneCountry,
  storedPhoneEntry,
  type TPhoneEntry,
} from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getCountries, type CountryCode } from 'libphonenumber-js/min';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';
import { PhoneCountryQuestion } from './phone-country-question';

export type TPhoneValue = TPhoneEntry;

/** A new number: its country presumed from the residence once known, else from the phone's languages. */
export const emptyPhone = (residence?: string | null): TPhoneValue => ({
  country: presumedPhoneCountry(navigator.languages, residence),
  phone: '',
  source: 'presumed',
});

/** The wire form of spec §7: national number, calling code without its plus sign. */
export const phonePayload = phoneWire;

/** The input's value for a stored phone (national number and calling code), a new one when none is. */
export function phoneValueOf(
  phone: string | null | undefined,
  countryCode: string | null | undefined,
  residence?: string | null,
): TPhoneValue {
  const empty = emptyPhone(residence);
  return phone ? storedPhoneEntry(phone, countryCode ?? null, empty.country) : empty;
}

type TOption = { code: CountryCode; label: string };

/**
 * International phone input; country names in the reader's language. The country is presumed from the
 * phone, set by a whole international number, and asked about when a national number reads in several
 * countries: until answered, the wire form has no calling code, so the form cannot be sent.
 */
export function PhoneInput({
  value,
  onChange,
  label,
  error,
  helperText,
  disabled,
  required,
  onBlur,
}: {
  value: TPhoneValue;
  onChange: (value: TPhoneValue) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
  /** Marked with an asterisk like the form's other required fields. */
  required?: boolean;
  /** Leaving the number lets the form say what is wrong with it. */
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [left, setLeft] = useState(false);
  const options = useMemo<TOption[]>(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${callingCodeOf(code)})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  const question = phoneCountryQuestion(value);
  const unanswered = phoneCountryUnanswered(value);
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ gap: 1 }}>
        <Autocomplete
          sx={{ width: 130, flexShrink: 0 }}
          options={options}
          value={value.country}
          getOptionValue={(option) => option.code}
          disableClearable
          disabled={disabled}
          getOptionLabel={(option) => `+${callingCodeOf(option.code)}`}
          renderOption={(props, option) => (
            <li {...props} key={option.code}>
              {option.label}
            </li>
          )}
          filterOptions={(all, state) => {
            const typed = state.inputValue.toLowerCase().replace(/^\+/, '');
            return all.filter((option) => option.label.toLowerCase().includes(typed));
          }}
          onChange={(_, country) => onChange({ ...value, country: country as CountryCode, source: 'picked' })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('auth.countryCode')}
              // "+212" keeps its plus sign in front in Arabic.
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr' } }}
            />
          )}
        />
        <TextField
          fullWidth
          label={label}
          value={value.phone}
          onChange={(event) => onChange(phoneTyped(value, event.target.value))}
          // Unanswered, the form finds no valid number (it has no calling code): what is missing is the country.
          error={unanswered ? left : error}
          helperText={unanswered ? t('auth.phoneCountry.required') : helperText}
          disabled={disabled}
          required={required}
          onBlur={() => {
            setLeft(true);
            onBlur?.();
          }}
          // The whole number, "+33 6 12 34 56 78": its code says the country, where a national one cannot.
          autoComplete="tel"
          slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20 } }}
        />
      </Stack>
      {question && (
        <PhoneCountryQuestion
          question={question}
          country={value.country}
          disabled={disabled}
          onAnswer={(country) => onChange({ ...value, country, source: 'answered' })}
        />
      )}
    </Stack>
  );
}
