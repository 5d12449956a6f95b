import type { TSouscriptionAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { stepPath } from '../../../lib/flow-paths';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { shownName } from '../../../lib/shown-name';
import { useOffices } from '../api/reference-lists';
import { useSaveStep } from '../api/save-step';
import type { TPointedNotice } from '../lib/use-pointed-notice';
import { ListState } from './load-state';
import { OpenOfficeChoice } from '../../../components/open-office-choice';

/** An extension whose office was closed since its contract was sold: it cannot be paid there (decision 040). */
export const extendsAtClosedOffice = (subscription: TSouscriptionAnswer) =>
  subscription.extended_from !== null && subscription.payment_refusal === 'office_closed';

/**
 * Said on the extension's quote, before payment: the contract's office is closed, and the open offices
 * of the same entry city are offered, one tap each. The choice is step 2's, so the server takes an open
 * office only, and the new certificate is handed over there (decision 040's addendum). Any other entry
 * city is step 2's own screen. The quote's Confirm tapped meanwhile points at the notice (`notice`).
 */
export function ExtensionOfficeChoice({
  subscription,
  notice,
  noticeKey,
}: {
  subscription: TSouscriptionAnswer;
  notice?: TPointedNotice;
  noticeKey?: number;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const user = subscription.user_info;
  const cityId = user.ville_entree ?? null;
  const officesQuery = useOffices(cityId);
  const offices = officesQuery.data?.result ?? [];
  // The entry city switched off since the sale has no open office to offer: step 2 has the others.
  const cityClosed = officesQuery.error instanceof ApiError && officesQuery.error.status === 404;
  const save = useSaveStep(subscription._id, 2);
  const [chosen, setChosen] = useState<number | null>(null);
  // Tapped before an office is chosen: said next to the button, not a grey button doing nothing.
  const [tappedEarly, setTappedEarly] = useState(false);
  const choose = () => {
    if (chosen === null) return setTappedEarly(true);
    if (cityId !== null) save.mutate({ ville_entree: cityId, bureau_gestion: chosen });
  };
  return (
    <Stack sx={{ gap: 2, mb: 3 }} data-testid="extension-office-closed">
      <Alert {...notice} key={noticeKey} severity="warning">
        {t('flow.step6.closedOffice.notice', {
          office: shownName(user, 'intermediaire_RS', language, 'proper'),
        })}
      </Alert>
      {/* Its failure with Retry; an empty list is said below in its own words. */}
      {!officesQuery.isSuccess && !cityClosed && <ListState query={officesQuery} />}
      {(officesQuery.isSuccess || cityClosed) &&
        (offices.length > 0 ? (
          <>
            <OpenOfficeChoice offices={offices} chosen={chosen} onChoose={setChosen} />
            {save.isError && <Alert severity="error">{errorMessage(save.error)}</Alert>}
            {tappedEarly && chosen === null && (
              <Alert severity="warning" data-testid="office-pick-first">
                {t('flow.step6.closedOffice.pickFirst')}
              </Alert>
            )}
            <Button variant="contained" disabled={save.isPending} loading={save.isPending} onClick={choose}>
              {t('flow.step6.closedOffice.choose')}
            </Button>
          </>
        ) : (
          <Typography>{t('flow.step6.closedOffice.none')}</Typography>
        ))}
      <Button component={RouterLink} to={stepPath(2)} variant="outlined">
        {t('flow.step6.closedOffice.otherCity')}
      </Button>
    </Stack>
  );
}
