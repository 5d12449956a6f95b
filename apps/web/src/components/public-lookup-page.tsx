import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import { PageContainer } from './page-container';

/**
 * A public page that looks one thing up by the key in its address (a signing request, a certificate):
 * the answer, a "not found" of its own for a 404, a failure with Retry, or a spinner meanwhile.
 */
export function PublicLookupPage<T>({
  title,
  query,
  notFound,
  refused,
  loadFailed,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  notFound: ReactNode;
  /** What the page says of the server's other refusals in words, when it does not offer Retry. */
  refused?: ReactNode;
  loadFailed: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <PageContainer maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {title}
        </Typography>
        {query.data !== undefined ? (
          children(query.data)
        ) : missing ? (
          notFound
        ) : query.isError && refused ? (
          refused
        ) : query.isError ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => void query.refetch()}
                loading={query.isFetching}
              >
                {t('flow.retry')}
              </Button>
            }
          >
            {loadFailed}
          </Alert>
        ) : (
          <CircularProgress aria-label={t('flow.loading')} />
        )}
      </Paper>
    </PageContainer>
  );
}
