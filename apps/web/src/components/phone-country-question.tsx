import { callingCodeOf, type TPhoneCountryQuestion } from '@bi/domain';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CountryCode } from 'libphonenumber-js/min';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../lib/i18n/i18n';
import { regionName } from '../lib/region-name';

/**
 * "Which country is this number from?" under a national number that reads in several countries: one
 * chip per country, none chosen until the person taps one. Names only, no flags: a flag is a nation,
 * not the network a number belongs to.
 */
export function PhoneCountryQuestion({
  question,
  country,
  onAnswer,
  disabled,
}: {
  question: TPhoneCountryQuestion;
  country: CountryCode;
  onAnswer: (country: CountryCode) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const titleId = useId();
  return (
    <Stack role="group" aria-labelledby={titleId} sx={{ gap: 1 }}>
      <Typography id={titleId} variant="body2">
        {t('auth.phoneCountry.question')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {question.countries.map((code) => {
          const chosen = question.answered && code === country;
          return (
            <Chip
              key={code}
              // "+33" keeps its plus sign in front in Arabic.
              label={
                <>
                  {regionName(code, language) ?? code} <bdi dir="ltr">+{callingCodeOf(code)}</bdi>
                </>
              }
              color={chosen ? 'primary' : 'default'}
              variant={chosen ? 'filled' : 'outlined'}
              aria-pressed={chosen}
              disabled={disabled}
              onClick={() => onAnswer(code)}
            />
          );
        })}
      </Stack>
    </Stack>
  );
}
