import type { TSouscriptionAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resumePath } from '../../../lib/flow-paths';
import { flowState } from '../../../lib/flow-state';
import { useExtendContract } from '../api/extend-contract';
import { ltr, shownDate } from '../lib/display';
import { isOvertaken } from '../lib/card-actions';
import { usePendingExtension } from '../lib/pending-extension';
import { ActionDialog } from './action-dialog';

/**
 * Extend (spec §4): a new subscription for the same vehicle, after this one. The server carries the
 * insured, office, vehicle and documents over and fills the same duration and cover from the day after
 * this contract's end (decision 027): the flow opens where it waits, its quote.
 */
export function ExtendDialog({
  subscription,
  onClose,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
}) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const extend = useExtendContract();
  // Extend again answers the extension already started: the dialog says it resumes, not that one starts.
  const started = usePendingExtension(subscription);
  const confirm = () =>
    extend.mutate(subscription, {
      onSuccess: (extension) => {
        flowState.setSubscriptionId(extension._id);
        // In the dialog's place in the history: Back from the quote finds the list.
        navigate(resumePath(extension), { replace: true });
      },
    });
  const end = subscription.periode_info?.date_fin;
  return (
    <ActionDialog
      title={t('extend.title', { code: ltr(subscription.code_str) })}
      onClose={onClose}
      pending={extend.isPending}
      overtaken={isOvertaken(subscription, 'extend', extend)}
      error={extend.error}
      confirm={{ label: t(started ? 'extend.resume' : 'extend.confirm'), onClick: confirm }}
    >
      {started && (
        <Alert severity="info" data-testid="pending-extension">
          {t('extend.pending', { code: ltr(started.code_str) })}
        </Alert>
      )}
      <Typography>
        {t('extend.text', {
          plate: ltr(subscription.vehicule_info?.immatriculation ?? ''),
          end: end ? shownDate(end) : '',
        })}
      </Typography>
      <Typography>{t('extend.carried')}</Typography>
    </ActionDialog>
  );
}
