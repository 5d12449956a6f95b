import type { TTerminationItem, TTerminationStatus } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { officeName } from '../lib/office-name';
import { AdminCardHeader } from './admin-card-header';
import { AdminFacts } from './admin-facts';
import { shownDate, shownInstant } from './admin-format';
import { TerminationApplyDialog } from './termination-apply-dialog';
import { TerminationRefuseDialog } from './termination-refuse-dialog';

const CHIP: Record<TTerminationStatus, ChipProps['color']> = {
  open: 'warning',
  applied: 'success',
  refused: 'default',
};

/** A customer's termination request: the contract, why, and Apply or Refuse while it is open. */
export function TerminationCard({ item }: { item: TTerminationItem }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<'apply' | 'refuse'>(`termination:${item._id}`);
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} data-testid="termination-card">
      <CardContent>
        <AdminCardHeader titleId={titleId} subscriptionId={item.subscription_id} code={item.code_str}>
          <Chip
            size="small"
            color={CHIP[item.status]}
            label={t(`terminations.state.${item.status}`)}
            data-testid="termination-status"
          />
        </AdminCardHeader>
        <AdminFacts
          facts={[
            { label: t('terminations.insured'), value: item.insured_name },
            item.office && {
              label: t('terminations.office'),
              value: <bdi>{officeName(item.office)}</bdi>,
              testId: 'termination-office',
            },
            item.plate && { label: t('terminations.plate'), value: <bdi dir="ltr">{item.plate}</bdi> },
            item.terminated_on
              ? { label: t('terminations.endedOn'), value: shownDate(item.terminated_on) }
              : item.end_date && { label: t('terminations.endDate'), value: shownDate(item.end_date) },
            { label: t('terminations.requestedAt'), value: shownInstant(item.requested_at) },
            { label: t('terminations.reason'), value: item.reason ?? t('terminations.noReason') },
            item.decided_at && { label: t('terminations.decidedAt'), value: shownInstant(item.decided_at) },
            item.decision_reason && {
              label: t(item.status === 'refused' ? 'terminations.refusal' : 'terminations.note'),
              value: item.decision_reason,
              testId: 'termination-decision',
            },
          ]}
        />
      </CardContent>
      {item.status === 'open' && (
        <CardActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button variant="contained" size="large" onClick={() => setDialog('apply')}>
            {t('terminations.apply')}
          </Button>
          <Button variant="outlined" size="large" color="error" onClick={() => setDialog('refuse')}>
            {t('terminations.refuse')}
          </Button>
        </CardActions>
      )}
      {dialog === 'apply' && <TerminationApplyDialog item={item} onClose={() => setDialog(null)} />}
      {dialog === 'refuse' && <TerminationRefuseDialog item={item} onClose={() => setDialog(null)} />}
    </Card>
  );
}
