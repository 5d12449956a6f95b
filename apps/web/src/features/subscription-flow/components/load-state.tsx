import Button from '@mui/material/Button';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadFailed, NoData } from '../../../components/load-state';

/**
 * Under a list field: its failure or its emptiness, each with Retry, else nothing. The lists are
 * reference data, so an empty one means the server had none at that moment: asking again is the way
 * forward. A list that is loading, or that holds something, needs no word.
 */
export function ListState({ query }: { query: UseQueryResult<{ result: unknown[] }> }) {
  const { t } = useTranslation();
  const retry = () => void query.refetch();
  if (query.isError && !query.data)
    return <LoadFailed message={t('flow.listFailed')} onRetry={retry} retrying={query.isFetching} />;
  if (query.isSuccess && query.data.result.length === 0)
    return (
      <NoData
        message={t('flow.listEmpty')}
        action={
          <Button variant="outlined" size="small" onClick={retry} loading={query.isFetching}>
            {t('flow.retry')}
          </Button>
        }
      />
    );
  return null;
}
