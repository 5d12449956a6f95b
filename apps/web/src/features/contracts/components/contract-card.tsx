import { formatDisplayDate, type TSouscriptionAnswer } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { resumePath } from '../../../lib/flow-paths';
import { flowState } from '../../../lib/flow-state';
import { cardActionsOf } from '../lib/card-actions';
import { ContractDialogs, type TContractDialog } from './contract-dialogs';
import { ContractMenu } from './contract-menu';
import { ContractMentions } from './contract-mentions';
import { StatusChip } from './status-chip';

/** A subscription in the list (spec §2): code, dates, status, plate, and what may be done with it. */
export function ContractCard({ subscription }: { subscription: TSouscriptionAnswer }) {
  const { t } = useTranslation('contracts');
  const navigate = useNavigate();
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<TContractDialog>(subscription._id);
  const actions = cardActionsOf(subscription);
  const { code_str: code, periode_info: period, vehicule_info: vehicle } = subscription;
  const resume = () => {
    flowState.setSubscriptionId(subscription._id);
    navigate(resumePath(subscription));
  };
  const hasButtons = actions.detail || actions.continue || actions.extend || actions.menu;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="contract-card"
      data-code={code}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack
          direction="row"
          sx={{ gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="h3" component="h3" id={titleId}>
            <bdi dir="ltr">{code}</bdi>
          </Typography>
          <StatusChip subscription={subscription} />
        </Stack>
        <Typography sx={{ mt: 1 }} data-testid="contract-period">
          {period
            ? // In words: a dash between two dates gave an Arabic reader no order to read them in.
              t('card.period', {
                from: formatDisplayDate(period.date_effet),
                to: formatDisplayDate(period.date_fin),
              })
            : t('card.noPeriod')}
        </Typography>
        {vehicle && (
          <Typography color="text.secondary">
            {t('card.plate')} <bdi dir="ltr">{vehicle.immatriculation}</bdi>
          </Typography>
        )}
        <ContractMentions subscription={subscription} />
      </CardContent>
      {hasButtons && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {actions.continue && (
            <Button variant="contained" onClick={resume}>
              {t('card.continue')}
            </Button>
          )}
          {actions.detail && (
            <Button variant="outlined" onClick={() => setDialog('detail')}>
              {t('card.detail')}
            </Button>
          )}
          {actions.extend && (
            <Button variant="outlined" onClick={() => setDialog('extend')}>
              {t('card.extend')}
            </Button>
          )}
          {actions.menu && <ContractMenu code={code} actions={actions} onChoose={setDialog} />}
        </CardActions>
      )}
      <ContractDialogs dialog={dialog} subscription={subscription} onChange={setDialog} />
    </Card>
  );
}
