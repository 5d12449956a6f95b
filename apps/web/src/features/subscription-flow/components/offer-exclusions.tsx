import { localizedName, type TPacksAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';

/** Why some packs are missing: the vehicle's age refuses a guarantee they hold (assistance). */
export function OfferExclusions({ offers }: { offers: TPacksAnswer }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (offers.exclusions.length === 0) return null;
  return (
    <Stack sx={{ gap: 1, mb: 2 }}>
      {offers.exclusions.map((exclusion) => (
        <Alert key={exclusion.grnt_Id} severity="info" data-testid="offer-exclusion">
          {t('flow.step5.excluded', {
            name: localizedName(exclusion, 'grnt_Name', language),
            years: exclusion.age_max,
          })}
        </Alert>
      ))}
    </Stack>
  );
}
