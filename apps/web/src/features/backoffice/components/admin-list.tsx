import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, NoData } from '../../../components/load-state';
import { ADMIN_PAGE_SIZE } from '../api/admin-query';

/** One card per row on a phone, two side by side on a desktop. */
const grid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
} as const;

type TPaging = { page: number; onPage: (page: number) => void; count: number };

/**
 * A staff list as cards: loading, a refusal in the server's words (a clerk on an administrator's
 * screen reads the 403's message), nothing to show, or the cards with pages under them.
 */
export function AdminList<T>({
  query,
  items,
  label,
  empty,
  keyOf,
  render,
  paging,
  columns = 2,
}: {
  query: Pick<UseQueryResult, 'isPending' | 'error' | 'refetch' | 'isFetching'>;
  items: T[] | undefined;
  label: string;
  empty: string;
  keyOf: (item: T, index: number) => string | number;
  render: (item: T) => ReactNode;
  paging?: TPaging;
  columns?: 1 | 2;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <CircularProgress aria-label={t('loading')} sx={{ m: 4 }} />;
  if (!items)
    return (
      <LoadFailed
        message={query.error?.message ?? t('loadFailed')}
        error={query.error ?? undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (items.length === 0) return <NoData message={empty} />;
  const pages = paging ? Math.ceil(paging.count / ADMIN_PAGE_SIZE) : 1;
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        aria-busy={query.isFetching}
        sx={columns === 1 ? { ...grid, gridTemplateColumns: 'minmax(0, 1fr)' } : grid}
      >
        {items.map((item, index) => (
          <li key={keyOf(item, index)}>{render(item)}</li>
        ))}
      </Box>
      {paging && pages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={paging.page + 1}
          onChange={(_event, page) => paging.onPage(page - 1)}
          size="large"
          aria-label={t('pages')}
          getItemAriaLabel={(type, page, selected) => {
            if (type === 'page') return t(selected ? 'pager.current' : 'pager.page', { page });
            if (type === 'first' || type === 'last' || type === 'next' || type === 'previous')
              return t(`pager.${type}`);
            return t('pages');
          }}
        />
      )}
    </>
  );
}
