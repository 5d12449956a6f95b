import type { TOfferedPeriod } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignInToExtend } from './sign-in-to-extend';
import { OfferedPeriodChoice } from '../../../components/offered-period-choice';

/**
 * The contract's period has been switched off since it was sold: said before paying, with the periods
 * offered today, each with its dates and price, one tap each; the price of the one chosen is the one
 * paid (decision 040's addendum). With none offered there is nothing to pay: the sign-in leads to the
 * extension's steps, where another date or duration is chosen.
 */
export function PeriodOffChoice({
  contractId,
  periods,
  chosen,
  onChoose,
}: {
  periods: readonly TOfferedPeriod[];
  /** The contract extended: sign-in leads to its extension. */
  contractId: string;
  chosen: number | null;
  onChoose: (periodeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1.5 }} data-testid="extension-period-off">
      <Alert severity="warning">{t('extensionLink.periodOff')}</Alert>
      {periods.length === 0 ? (
        <>
          <Typography>{t('extensionLink.noPeriod')}</Typography>
          <SignInToExtend contractId={contractId} variant="contained" />
        </>
      ) : (
        <OfferedPeriodChoice periods={periods} chosen={chosen} onChoose={onChoose} />
      )}
    </Stack>
  );
}
