import type { TSouscriptionAnswer } from '@bi/domain';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';
import { useExtendContract } from '../api/extend-contract';
import { ltr, shownDate } from '../lib/display';
import { ActionDialog } from './action-dialog';

/**
 * Extend (spec §4): a new subscription for the same vehicle, after this one. The server carries the
 * insured, office, vehicle and documents over; the flow takes it from step 1, pre-filled, and step 4
 * proposes the same duration from two days after this contract's end.
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
  const confirm = () =>
    extend.mutate(subscription, {
      onSuccess: (extension) => {
        flowState.setSubscriptionId(extension._id);
        navigate(flowPath('step1'));
      },
    });
  const end = subscription.periode_info?.date_fin;
  return (
    <ActionDialog
      title={t('extend.title', { code: ltr(subscription.code_str) })}
      onClose={onClose}
      pending={extend.isPending}
      error={extend.error}
      confirm={{ label: t('extend.confirm'), onClick: confirm }}
    >
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
