import { cityTakesOffice, OFFICE_KINDS, type TOfficeKind } from '@bi/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useCities } from '../api/city-list';

/** What the office dialog edits, as typed (the city and kind as picked). */
export type TOfficeDraft = {
  code: string;
  name: string;
  nameAr: string;
  address: string;
  addressAr: string;
  cityId: number | '';
  kind: TOfficeKind;
  immediateEffect: boolean;
};

type TFieldProps = {
  draft: TOfficeDraft;
  change: (patch: Partial<TOfficeDraft>) => void;
  errorOf: (field: string) => string | undefined;
};

/**
 * A text of the office, with the server's word under it; the Arabic ones are typed right to left, the
 * others left to right (on an Arabic screen "17, Avenue Mohammed V" would read "Avenue Mohammed V ,17").
 * A long name or address wraps rather than running out of its box on a phone, yet stays one line of
 * text: Enter sends the form as in a one-line field, and a pasted line break becomes a space.
 */
export function OfficeTextField({
  label,
  value,
  onChange,
  error,
  arabic = false,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  arabic?: boolean;
  maxLength: number;
}) {
  return (
    <TextField
      label={label}
      value={value}
      multiline
      onChange={(event) => onChange(event.target.value.replace(/\s*\n\s*/g, ' '))}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        (event.target as HTMLTextAreaElement).form?.requestSubmit();
      }}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      slotProps={{
        htmlInput: {
          maxLength,
          autoComplete: 'off',
          ...(arabic ? { dir: 'rtl', lang: 'ar' } : { dir: 'ltr' }),
        },
      }}
    />
  );
}

/** The entry city (step 2 offers the office there), the kind and the immediate-effect flag. */
export function OfficePlaceFields({ draft, change, errorOf }: TFieldProps) {
  const { t } = useTranslation('admin');
  // A switched-off city takes no new office; one already there keeps it shown (decision 051).
  const cities = (useCities().data?.value ?? []).filter((city) =>
    cityTakesOffice(city.actif, city.ville_Id === draft.cityId),
  );
  const arabic = currentLanguage() === 'ar';
  return (
    <>
      <TextField
        select
        label={t('offices.form.city')}
        value={cities.length > 0 ? draft.cityId : ''}
        onChange={(event) => change({ cityId: Number(event.target.value) })}
        error={Boolean(errorOf('ville_Id'))}
        helperText={errorOf('ville_Id') ?? t('offices.form.cityHint')}
        fullWidth
      >
        {cities.map((city) => (
          <MenuItem key={city.ville_Id} value={city.ville_Id}>
            {arabic ? city.ville_Name_AR : city.ville_Name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('offices.form.kind')}
        value={draft.kind}
        onChange={(event) => change({ kind: event.target.value as TOfficeKind })}
        fullWidth
      >
        {OFFICE_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`offices.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={draft.immediateEffect}
            onChange={(event) => change({ immediateEffect: event.target.checked })}
          />
        }
        label={t('offices.form.immediateEffect')}
      />
    </>
  );
}
