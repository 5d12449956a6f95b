import { formatDisplayDate, shownStatus, type TQueueItem } from '@bi/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { officeName } from '../lib/office-name';

/**
 * One contract waiting at the counter: who, which vehicle, when it arrives, at which office (an
 * administrator's queue mixes them all), where its documents stand, and a termination still to decide.
 */
export function QueueCard({ item, today }: { item: TQueueItem; today: string }) {
  const { t } = useTranslation('backoffice');
  const { verified, rejected, pending } = item.documents;
  const arrives =
    item.effect_date === today
      ? t('queue.today')
      : item.effect_date
        ? formatDisplayDate(item.effect_date)
        : '—';
  return (
    <Card variant="outlined" data-testid="queue-item">
      <CardActionArea component={Link} to={backofficePaths.contract(item._id)} sx={{ minHeight: 64 }}>
        <CardContent sx={{ py: 1.5 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>
              <bdi>{item.insured_name}</bdi>
            </Typography>
            <Typography color="text.secondary">
              <bdi>{item.plate ?? '—'}</bdi>
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            <bdi>{item.code_str}</bdi> · {t('queue.arrives', { date: arrives })} ·{' '}
            {t(`status.${shownStatus(item)}`)}
          </Typography>
          {item.office && (
            <Typography variant="body2" color="text.secondary" data-testid="queue-office">
              <bdi>{officeName(item.office)}</bdi>
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 0.5, mt: 1, flexWrap: 'wrap' }}>
            {item.termination_requested && (
              <Chip size="small" color="error" label={t('queue.terminationRequested')} />
            )}
            {item.handed_over_at && <Chip size="small" color="success" label={t('queue.handedOver')} />}
            {rejected > 0 && (
              <Chip size="small" color="error" label={t('queue.rejected', { count: rejected })} />
            )}
            {pending > 0 && (
              <Chip size="small" color="warning" label={t('queue.toCheck', { count: pending })} />
            )}
            {pending === 0 && rejected === 0 && verified > 0 && !item.handed_over_at && (
              <Chip size="small" color="success" variant="outlined" label={t('queue.allVerified')} />
            )}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
