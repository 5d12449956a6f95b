import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed, NoData } from '../../../components/load-state';

// Moved to components/ (the contract list shows the same states); step 5 still imports them from here.
export { LoadFailed, NoData };

/**
 * Under a list field: its failure (with Retry) or its emptiness, else nothing. A list that is
 * loading, or that holds something, needs no word.
 */
export function ListState({ query }: { query: UseQueryResult<{ result: unknown[] }> }) {
  const { t } = useTranslation();
  if (query.isError && !query.data)
    return (
      <LoadFailed
        message={t('flow.listFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.isSuccess && query.data.result.length === 0) return <NoData message={t('flow.listEmpty')} />;
  return null;
}
