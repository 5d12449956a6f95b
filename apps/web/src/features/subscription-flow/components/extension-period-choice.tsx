import { waitsForPeriod, type TSouscriptionAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OfferedPeriodChoice } from '../../../components/offered-period-choice';
import { errorMessage } from '../../../lib/api-client';
import { stepPath } from '../../../lib/flow-paths';
import { useChooseExtensionPeriod, useExtensionPeriods } from '../api/extension-period';
import { ListState } from './load-state';

/**
 * An extension whose contract's period was switched off since it was sold: it waits at its quote with
 * everything it copies (its cover kept) but no period (decision 040's addendum).
 */
export const extensionWaitsForPeriod = (subscription: TSouscriptionAnswer) =>
  waitsForPeriod({
    extended: subscription.extended_from !== null,
    statut: subscription.statut,
    hasPeriod: subscription.periode_info !== null,
    hasCover: subscription.pack_info !== null,
  });

/**
 * Said on the extension's quote, before anything is confirmed: the contract's period is no longer
 * offered, and those offered today are listed with their dates and prices, one tap each. The server
 * takes an offered period only and prices it as listed; the quote then shows it, to be confirmed. The
 * period ticked is the quote's, whose Confirm says what is left to do.
 */
export function ExtensionPeriodChoice({
  subscription,
  chosen,
  onChoose,
}: {
  subscription: TSouscriptionAnswer;
  chosen: number | null;
  onChoose: (periodeId: number) => void;
}) {
  const { t } = useTranslation();
  const periodsQuery = useExtensionPeriods(subscription._id, true);
  const periods = periodsQuery.data?.result ?? [];
  const save = useChooseExtensionPeriod(subscription._id);
  // A period no longer listed (refused, the list read again) is no longer the one chosen.
  const picked = periods.some((period) => period.periode_Id === chosen) ? chosen : null;
  // Tapped before a period is chosen: said next to the button, not a grey button doing nothing.
  const [tappedEarly, setTappedEarly] = useState(false);
  const choose = () => (picked === null ? setTappedEarly(true) : save.mutate(picked));
  return (
    <Stack sx={{ gap: 2, mb: 3 }} data-testid="extension-period-off">
      <Alert severity="warning">{t('flow.step6.periodOff.notice')}</Alert>
      {/* Its failure with Retry; an empty list is said below in its own words. */}
      {!periodsQuery.isSuccess && <ListState query={periodsQuery} />}
      {periodsQuery.isSuccess &&
        (periods.length > 0 ? (
          <>
            <OfferedPeriodChoice periods={periods} chosen={picked} onChoose={onChoose} />
            {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
            {tappedEarly && picked === null && (
              <Alert severity="warning" role="alert">
                {t('flow.step6.periodOff.pickFirst')}
              </Alert>
            )}
            <Button variant="contained" disabled={save.isPending} loading={save.isPending} onClick={choose}>
              {t('flow.step6.periodOff.choose')}
            </Button>
          </>
        ) : (
          <>
            <Typography>{t('flow.step6.periodOff.none')}</Typography>
            {/* Step 4 offers the periods of another date too, and any period the tariff prices then. */}
            <Button component={RouterLink} to={stepPath(4)} variant="contained">
              {t('flow.step6.periodOff.changePeriod')}
            </Button>
          </>
        ))}
    </Stack>
  );
}
