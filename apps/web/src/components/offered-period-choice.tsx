import { formatDisplayDate, localizedName, type TOfferedPeriod } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../lib/format';
import { currentLanguage } from '../lib/i18n/i18n';
import { HeadedChoice } from './headed-choice';

/**
 * The periods offered today to an extension whose contract's period was switched off since it was
 * sold: one tap each, with the dates it would cover and its price, the cover kept (decision 040's
 * addendum). Shared by the signed-in quote and the reminder's link.
 */
export function OfferedPeriodChoice({
  periods,
  chosen,
  onChoose,
}: {
  periods: readonly TOfferedPeriod[];
  chosen: number | null;
  onChoose: (periodeId: number) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <HeadedChoice
      heading={t('flow.step6.periodOff.offered')}
      items={periods}
      idOf={(period) => period.periode_Id}
      labelOf={(period) => (
        <>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {localizedName(period, 'periode_Name', language)} · <bdi>{formatAmount(period.primeTotal)}</bdi>
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            {t('flow.step6.periodRange', {
              from: formatDisplayDate(period.date_effet),
              to: formatDisplayDate(period.date_fin),
            })}
          </Typography>
        </>
      )}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
