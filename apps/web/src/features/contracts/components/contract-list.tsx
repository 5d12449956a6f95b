import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, NoData } from '../../../components/load-state';
import { contractsOf, useContracts } from '../api/get-contracts';
import { ContractCard } from './contract-card';
import { ContractSkeleton } from './contract-skeleton';

/** Start fetching the next 30 well before the last card shows: a slow network still scrolls on. */
const AHEAD = '600px 0px';

/** Cards one per row on a phone, two on a wider screen. */
const grid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

function Placeholders({ count, component }: { count: number; component: 'li' | 'div' }) {
  return Array.from({ length: count }, (_, index) => (
    <Box component={component} key={index} aria-hidden>
      <ContractSkeleton />
    </Box>
  ));
}

/** The customer's subscriptions, newest first, the next page loaded when the end comes near (spec §2). */
export function ContractList() {
  const { t } = useTranslation('contracts');
  const contracts = useContracts();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = contracts;
  // Re-armed after each page: if the end is still in view (a tall screen), the next page follows. A
  // failed page waits for Retry rather than being asked again and again.
  const watching = hasNextPage && !isFetchingNextPage && !isFetchNextPageError;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !watching) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [watching, fetchNextPage]);

  if (contracts.isPending)
    return (
      <Box role="progressbar" aria-label={t('list.loading')} sx={grid}>
        <Placeholders count={4} component="div" />
      </Box>
    );
  if (!contracts.data)
    return (
      <LoadFailed
        message={t('list.failed')}
        onRetry={() => void contracts.refetch()}
        retrying={contracts.isFetching}
      />
    );
  const subscriptions = contractsOf(contracts.data);
  if (subscriptions.length === 0) return <NoData message={t('list.empty')} />;
  return (
    <>
      <Box component="ul" sx={grid} aria-label={t('list.title')}>
        {subscriptions.map((subscription) => (
          <li key={subscription._id}>
            <ContractCard subscription={subscription} />
          </li>
        ))}
        {isFetchingNextPage && <Placeholders count={2} component="li" />}
      </Box>
      {isFetchNextPageError && (
        <Box sx={{ mt: 2 }}>
          <LoadFailed
            message={t('list.moreFailed')}
            onRetry={() => void fetchNextPage()}
            retrying={isFetchingNextPage}
          />
        </Box>
      )}
      <div ref={sentinel} data-testid="list-end" />
    </>
  );
}
