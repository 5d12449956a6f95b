import { canSaveStep, isEditable, STEPS, type TSouscriptionAnswer } from '@bi/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { resumePath } from '../../../lib/flow-paths';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';
import { LoadFailed } from '../../../components/load-state';

/** Set by the start page's "continue": spec §4 sends a failed load on resume back to the start. */
export type TFlowLocationState = { resumed?: boolean } | null;

/**
 * A step screen needs the subscription being filled. Without one on this device, or when the server
 * does not know it, or when loading it fails right after "continue" (spec §4), the customer goes back
 * to /souscriptions/commencer with an error. Any other failed load (Back on a bad network, a reload)
 * keeps the screen: what was read stays shown, and a first load that fails offers Retry. A step whose
 * earlier steps are not all done (an old link, a typed address) opens the step to do instead, rather
 * than a quote of 0,00 MAD.
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
  const location = useLocation();
  const resumed = (location.state as TFlowLocationState)?.resumed === true;
  const screen = STEPS.find((entry) => location.pathname.endsWith(`/${entry.page}`));
  const unknown = query.error instanceof ApiError && query.error.status === 404;
  const leave = flowState.subscriptionId() === null || unknown || (resumed && query.isError && !query.data);
  useEffect(() => {
    if (!leave) return;
    notify('error', t('flow.loadFailed'), { forNextPage: true });
    navigate(flowPath('commencer'), { replace: true });
  }, [leave, navigate, t]);
  if (leave) return null;
  const data = query.data;
  if (data && screen && isEditable(data.statut) && !canSaveStep(screen.step, data.current_step))
    return <Navigate to={resumePath(data)} replace />;
  // Keyed by version: a form started from an older read starts again from what the server now holds.
  if (query.data)
    return (
      <>
        {query.isError && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('flow.reloadFailed')}
          </Alert>
        )}
        <Fragment key={query.data.version}>{children(query.data)}</Fragment>
      </>
    );
  if (query.isError)
    return (
      <LoadFailed
        message={t('flow.loadFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  return <CircularProgress aria-label={t('flow.loading')} />;
}
