import type { TRefundItem } from '@bi/domain';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogInHistory } from '../../../lib/dialog-in-history';
import { officeName } from '../lib/office-name';
import { AdminCardHeader } from './admin-card-header';
import { AdminFacts } from './admin-facts';
import { shownAmount, shownDate, shownInstant } from './admin-format';
import { RefundRecordDialog } from './refund-record-dialog';

/**
 * A refund owed to a customer: how much, why, by when. An overdue one is edged in red and says so in
 * words (colour alone tells nothing to a screen reader or a colour-blind clerk).
 */
export function RefundCard({ item }: { item: TRefundItem }) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const [dialog, setDialog] = useDialogInHistory<'record'>(`refund:${item._id}`);
  const overdue = item.status === 'pending' && item.overdue;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      data-testid="refund-card"
      sx={overdue ? { borderColor: 'error.main', borderWidth: 2 } : undefined}
    >
      <CardContent>
        <AdminCardHeader titleId={titleId} subscriptionId={item.subscription_id} code={item.code_str}>
          <Stack direction="row" sx={{ gap: 1 }}>
            {overdue && (
              <Chip size="small" color="error" label={t('refunds.overdue')} data-testid="refund-overdue" />
            )}
            <Chip
              size="small"
              color={item.status === 'refunded' ? 'success' : 'default'}
              label={t(`refunds.state.${item.status}`)}
              data-testid="refund-status"
            />
          </Stack>
        </AdminCardHeader>
        <AdminFacts
          facts={[
            { label: t('refunds.amount'), value: shownAmount(item.montant), testId: 'refund-amount' },
            { label: t('refunds.insured'), value: item.insured_name },
            item.office && {
              label: t('refunds.office'),
              value: <bdi>{officeName(item.office)}</bdi>,
              testId: 'refund-office',
            },
            { label: t('refunds.reason'), value: t(`refunds.reasons.${item.reason}`) },
            { label: t('refunds.requestedAt'), value: shownInstant(item.requested_at) },
            {
              label: t('refunds.dueBy'),
              value: (
                <Typography
                  component="span"
                  color={overdue ? 'error' : undefined}
                  sx={{ fontWeight: overdue ? 700 : undefined }}
                >
                  {shownDate(item.due_by)}
                </Typography>
              ),
            },
            item.refunded_at && { label: t('refunds.refundedAt'), value: shownInstant(item.refunded_at) },
            item.reference && {
              label: t('refunds.reference'),
              value: <bdi dir="ltr">{item.reference}</bdi>,
              testId: 'refund-reference',
            },
          ]}
        />
      </CardContent>
      {item.status === 'pending' && (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button variant="contained" size="large" onClick={() => setDialog('record')}>
            {t('refunds.record')}
          </Button>
        </CardActions>
      )}
      {dialog === 'record' && <RefundRecordDialog item={item} onClose={() => setDialog(null)} />}
    </Card>
  );
}
