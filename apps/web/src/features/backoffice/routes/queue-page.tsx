import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, NoData } from '../../../components/load-state';
import { backofficePaths } from '../../../lib/backoffice-paths';
import { useQueue } from '../api/get-queue';
import { OfficeFilter } from '../components/office-filter';
import { ContractSearchField, useContractSearch } from '../components/contract-search-field';
import { QueueCard } from '../components/queue-card';
import { useOfficeFilter } from '../lib/use-office-filter';

/** The counter's list: the office's paid or signed contracts not yet handed over, today's arrivals first. */
export function QueuePage() {
  const { t } = useTranslation('backoffice');
  const [office, setOffice] = useOfficeFilter();
  const { typed, setTyped, q } = useContractSearch();
  const queue = useQueue({ office, q });
  const first = queue.data?.pages[0];
  const counts = first?.counts;
  // Pages are read by offset from a list that moves (arrivals, handovers): a contract read twice shows once.
  const items = [
    ...new Map(
      (queue.data?.pages ?? []).flatMap((page) => page.value).map((item) => [item._id, item]),
    ).values(),
  ];

  return (
    <Stack sx={{ gap: 2 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h1">
          {t('queue.title')}
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<QrCodeScannerIcon />}
          component={Link}
          to={backofficePaths.scan}
        >
          {t('queue.scan')}
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <OfficeFilter value={office} onChange={setOffice} />
        <ContractSearchField value={typed} onChange={setTyped} />
      </Stack>
      {counts && !q && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} data-testid="queue-counts">
          <Chip color="primary" label={t('queue.counts.today', { count: counts.arriving_today })} />
          <Chip color="warning" label={t('queue.counts.toReview', { count: counts.to_review })} />
          <Chip color="success" label={t('queue.counts.ready', { count: counts.ready })} />
          <Chip variant="outlined" label={t('queue.counts.total', { count: counts.total })} />
        </Stack>
      )}
      {queue.isError && (
        <LoadFailed
          message={queue.error.message}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      )}
      {first && items.length === 0 && <NoData message={t(q ? 'queue.noMatch' : 'queue.empty')} />}
      <Stack sx={{ gap: 1 }}>
        {first && items.map((item) => <QueueCard key={item._id} item={item} today={first.today} />)}
      </Stack>
      {first && queue.hasNextPage && (
        <Button
          variant="outlined"
          onClick={() => void queue.fetchNextPage()}
          loading={queue.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {t('queue.more', { count: first.count - items.length })}
        </Button>
      )}
    </Stack>
  );
}
