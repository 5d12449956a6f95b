import { callingCodeOf, DEFAULT_PHONE_COUNTRY } from '@bi/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';

export type TPhoneValue = { country: CountryCode; phone: string };

export const emptyPhone = (): TPhoneValue => ({ country: DEFAULT_PHONE_COUNTRY, phone: '' });

/** The wire form of spec §7: national number, calling code without its plus sign. */
export const phonePayload = (value: TPhoneValue) => ({
  phone: value.phone.trim(),
  country_code: callingCodeOf(value.country),
});

/** The input's value for a stored phone (national number and calling code), Morocco when unknown. */
export function phoneValueOf(
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): TPhoneValue {
  if (!phone) return emptyPhone();
  const parsed = parsePhoneNumberFromString(`+${countryCode ?? ''}${phone}`);
  return { country: parsed?.country ?? DEFAULT_PHONE_COUNTRY, phone };
}

/**
 * What was typed or filled in the number field. The phone's autofill (`tel`) gives the whole number,
 * "+33 6 12 34 56 78": its country code picks the country and the rest stays as the national number.
 */
export function phoneTyped(value: TPhoneValue, typed: string): TPhoneValue {
  const international = /^\s*(\+|00)/.test(typed)
    ? parsePhoneNumberFromString(typed.trim().replace(/^00/, '+'))
    : undefined;
  if (international?.country)
    return { country: international.country, phone: international.formatNational() };
  return { ...value, phone: typed.replace(/[^\d\s]/g, '') };
}

type TOption = { code: CountryCode; label: string };

/** International phone input defaulting to Morocco; country names in the reader's language. */
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
  const options = useMemo<TOption[]>(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    return getCountries()
      .map((code) => ({ code, label: `${names.of(code) ?? code} (+${callingCodeOf(code)})` }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language]);
  return (
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
        onChange={(_, country) => onChange({ ...value, country: country as CountryCode })}
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
        error={error}
        helperText={helperText}
        disabled={disabled}
        required={required}
        onBlur={onBlur}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20 } }}
      />
    </Stack>
  );
}
