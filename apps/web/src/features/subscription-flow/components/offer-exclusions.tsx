import { localizedName, type TCoverChoice, type TPacksAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/i18n';

/**
 * Why a guarantee is missing: the vehicle's age refuses it (assistance). On the packs' tab that also
 * explains the packs holding it; the à la carte tab lists guarantees, not packs.
 */
export function OfferExclusions({ offers, mode }: { offers: TPacksAnswer; mode: TCoverChoice['type'] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (offers.exclusions.length === 0) return null;
  return (
    <Stack sx={{ gap: 1, mb: 2 }}>
      {offers.exclusions.map((exclusion) => (
        <Alert key={exclusion.grnt_Id} severity="info" data-testid="offer-exclusion">
          {t(mode === 'pack' ? 'flow.step5.excluded' : 'flow.step5.excludedCarte', {
            name: localizedName(exclusion, 'grnt_Name', language),
            years: exclusion.age_max,
          })}
        </Alert>
      ))}
    </Stack>
  );
}
