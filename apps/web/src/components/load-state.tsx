import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mayAnswerOtherwise } from '../lib/api-client';

/**
 * A load that failed: said in words, never a blank screen, with Retry when asking again may answer
 * otherwise (a ferry queue loses the network); a page refused or not found is only said so.
 */
export function LoadFailed({
  message,
  onRetry,
  retrying = false,
  error,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  /** The failure itself: a refusal of the server's gets no Retry. */
  error?: unknown;
}) {
  const { t } = useTranslation();
  const retry = error === undefined || mayAnswerOtherwise(error);
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        retry && (
          <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
            {t('flow.retry')}
          </Button>
        )
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
