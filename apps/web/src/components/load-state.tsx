import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A load that failed: said in words, with Retry, never a blank screen (a ferry queue loses the network). */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {t('flow.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Nothing to choose from: what it means, and under it the way forward (a phone has no room beside it). */
export function NoData({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Alert severity="info">
      {message}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Alert>
  );
}
