import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';
import { pendingDemande } from '../../../lib/pending-demande';
import { useDemandeSubscription } from '../api/find-demande-subscription';
import { useSignatureStatus } from '../api/get-signature-status';
import { ExtensionLinkReturnGate } from '../components/extension-link-return-gate';
import { FlowLayout } from '../components/flow-layout';
import { LoadFailed } from '../../../components/load-state';
import { SignatureStatusView } from '../components/signature-status-view';
import { flowPath } from '../../../lib/flow-pages';
import { flowState } from '../../../lib/flow-state';

/** The status of one subscription, asked on load and then on its own while it may move. */
function SignatureStatus({ id }: { id: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = useSignatureStatus(id);
  const [refreshing, setRefreshing] = useState(false);
  const unknown = status.error instanceof ApiError && status.error.status === 404;
  const leave = id === null || unknown;
  useEffect(() => {
    if (!leave) return;
    notify('error', t('flow.loadFailed'), { forNextPage: true });
    navigate(flowPath('commencer'), { replace: true });
  }, [leave, navigate, t]);
  if (leave) return null;
  const refresh = () => {
    setRefreshing(true);
    void status.refetch().finally(() => setRefreshing(false));
  };
  if (!status.data)
    return status.isError ? (
      <LoadFailed message={t('flow.loadFailed')} onRetry={refresh} retrying={refreshing} />
    ) : (
      <CircularProgress aria-label={t('flow.loading')} />
    );
  return (
    <Stack sx={{ gap: 2 }}>
      {status.isError && (
        <LoadFailed message={t('flow.reloadFailed')} onRetry={refresh} retrying={refreshing} />
      )}
      <SignatureStatusView id={id} answer={status.data} />
    </Stack>
  );
}

/**
 * /souscriptions/signature: the subscription of this device, or the one a returning signer's stored
 * `demande` (spec §2) belongs to, found first. A `demande` that is not the signed-in customer's (or no
 * longer open) is dropped with a word, and the page falls back to the subscription of this device.
 */
export function SignaturePage() {
  return (
    <ExtensionLinkReturnGate>
      <SignatureOfThisDevice />
    </ExtensionLinkReturnGate>
  );
}

function SignatureOfThisDevice() {
  const { t } = useTranslation();
  const [demande] = useState(pendingDemande.get);
  const found = useDemandeSubscription(demande);
  const resolved = found.data ?? null;
  const dropped = found.isError || found.data === null;
  useEffect(() => {
    if (resolved) flowState.setSubscriptionId(resolved);
    if (resolved || dropped) pendingDemande.clear();
    if (dropped) notify('warning', t('flow.signature.demandeUnknown'));
  }, [resolved, dropped, t]);
  return (
    <FlowLayout stage="signature" title={t('flow.signature.title')}>
      {found.isLoading ? (
        <CircularProgress aria-label={t('flow.loading')} />
      ) : (
        <SignatureStatus id={resolved ?? flowState.subscriptionId()} />
      )}
    </FlowLayout>
  );
}
