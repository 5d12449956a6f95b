import type { TSouscriptionAnswer } from '@bi/domain';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notifications';
import { flowState } from '../lib/flow-state';

/**
 * A step screen needs the subscription being filled. Without one, or when it cannot be loaded, the
 * spec sends the customer back to /souscriptions/commencer with an error.
 */
export function SubscriptionGate({
  query,
  children,
}: {
  query: UseQueryResult<TSouscriptionAnswer>;
  children: (subscription: TSouscriptionAnswer) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const missing = flowState.subscriptionId() === null || query.isError;
  useEffect(() => {
    if (!missing) return;
    notify('error', t('flow.loadFailed'));
    navigate('/souscriptions/commencer', { replace: true });
  }, [missing, navigate, t]);
  // Keyed by version: a form started from an older read starts again from what the server now holds.
  if (query.data) return <Fragment key={query.data.version}>{children(query.data)}</Fragment>;
  return missing ? null : <CircularProgress aria-label={t('flow.loading')} />;
}
