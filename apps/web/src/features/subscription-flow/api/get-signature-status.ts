import type { TSignatureStatusAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const signatureStatusKey = (id: string | null) => ['souscriptions', id, 'signature'] as const;

export const getSignatureStatus = (id: string) =>
  apiRequest<TSignatureStatusAnswer>(`/users/souscriptions/${id}/signature`);

const POLL_MS = 5_000;
/** Five minutes every 5 s, then every 30 s: a signer may take longer, and nothing is to be pressed. */
const QUICK_POLLS = 60;
const SLOW_POLL_MS = 30_000;

/**
 * Still moving without the customer doing anything here: a payment whose confirmation the gateway has
 * not sent yet (the browser can come back before the server-to-server callback), or a contract being
 * signed, possibly on the phone the link went to.
 */
export const isAwaitingProgress = (answer: TSignatureStatusAnswer | undefined) =>
  answer?.statut === 'confirmed' || answer?.statut === 'paid';

/**
 * The signature status (spec §2): asked on load, then again on its own while it may change (and when
 * the tab comes back to the front), in place of the spec's Refresh button (decision 026).
 */
export const useSignatureStatus = (id: string | null) =>
  useQuery({
    queryKey: signatureStatusKey(id),
    queryFn: () => getSignatureStatus(id!),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) => {
      if (!isAwaitingProgress(query.state.data)) return false;
      return query.state.dataUpdateCount < QUICK_POLLS ? POLL_MS : SLOW_POLL_MS;
    },
  });
