import { formatDisplayDate, type TExtensionLinkAnswer, type TOfferedPeriod } from '@bi/domain';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The new cover as the reminder's reader checks it: which contract, which vehicle, when. Where the
 * contract's period was switched off since the sale, "when" is the period chosen below, or said to be
 * chosen there while none is (decision 040's addendum).
 */
export function ExtensionLinkSummary({
  answer,
  chosen,
}: {
  answer: TExtensionLinkAnswer;
  chosen: TOfferedPeriod | undefined;
}) {
  const { t } = useTranslation();
  const period = answer.period_off ? chosen : answer.extension.periode_info;
  return (
    <Stack sx={{ gap: 0.5 }}>
      <Typography>
        {t('extensionLink.contract')} <bdi>{answer.extended.code_str}</bdi> ·{' '}
        <bdi dir="ltr">{answer.extended.immatriculation}</bdi>
      </Typography>
      {period ? (
        <Typography data-testid="extension-period">
          {t('extensionLink.period', {
            from: formatDisplayDate(period.date_effet),
            to: formatDisplayDate(period.date_fin),
          })}
        </Typography>
      ) : (
        answer.period_off && (
          <Typography data-testid="extension-period">{t('extensionLink.periodToChoose')}</Typography>
        )
      )}
    </Stack>
  );
}
