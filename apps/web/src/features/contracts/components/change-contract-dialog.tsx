import type { TSouscriptionAnswer } from '@bi/domain';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';
import { cardActionsOf } from '../lib/card-actions';
import { ActionDialog } from './action-dialog';

/**
 * A contract's cover and duration are what was priced and signed: changing them means cancelling it
 * and taking out a new one (spec §4). The notice leads to both.
 */
export function ChangeContractDialog({
  subscription,
  onClose,
  onCancelInstead,
}: {
  subscription: TSouscriptionAnswer;
  onClose: () => void;
  onCancelInstead: () => void;
}) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const startNew = () => {
    flowState.clearSubscriptionId();
    navigate(flowPath('create'), { replace: true });
  };
  return (
    <ActionDialog
      title={t('changeContract.title')}
      onClose={onClose}
      pending={false}
      error={null}
      extraAction={
        cardActionsOf(subscription).cancel && (
          <Button variant="outlined" color="error" onClick={onCancelInstead}>
            {t('changeContract.cancelFirst')}
          </Button>
        )
      }
      confirm={{ label: t('changeContract.newSubscription'), onClick: startNew }}
    >
      <Typography>{t('changeContract.text')}</Typography>
    </ActionDialog>
  );
}
