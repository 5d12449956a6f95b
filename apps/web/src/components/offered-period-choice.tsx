import { formatDisplayDate, localizedName, type TOfferedPeriod } from '@bi/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../lib/format';
import { currentLanguage } from '../lib/i18n/i18n';

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
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h2">
        {t('flow.step6.periodOff.offered')}
      </Typography>
      <RadioGroup
        aria-labelledby={headingId}
        value={chosen === null ? '' : String(chosen)}
        onChange={(_, value) => onChoose(Number(value))}
        sx={{ gap: 1 }}
      >
        {periods.map((period) => (
          <FormControlLabel
            key={period.periode_Id}
            value={String(period.periode_Id)}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <>
                <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {localizedName(period, 'periode_Name', language)} ·{' '}
                  <bdi>{formatAmount(period.primeTotal)}</bdi>
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                  {t('flow.step6.periodRange', {
                    from: formatDisplayDate(period.date_effet),
                    to: formatDisplayDate(period.date_fin),
                  })}
                </Typography>
              </>
            }
          />
        ))}
      </RadioGroup>
    </>
  );
}
