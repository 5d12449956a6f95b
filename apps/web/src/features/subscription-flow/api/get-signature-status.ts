import type { TSignatureStatusAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const signatureStatusKey = (id: string | null) => ['souscriptions', id, 'signature'] as const;

export const getSignatureStatus = (id: string) =>
  apiRequest<TSignatureStatusAnswer>(`/users/souscriptions/${id}/signature`);

const POLL_MS = 5_000;
/** Five minutes of asking on its own; after that, the Refresh button. */
const MAX_POLLS = 60;

/**
 * Still moving without the customer doing anything here: a payment whose confirmation the gateway has
 * not sent yet (the browser can come back before the server-to-server callback), or a contract being
 * signed, possibly on the phone the link went to.
 */
export const isAwaitingProgress = (answer: TSignatureStatusAnswer | undefined) =>
  answer?.statut === 'confirmed' || answer?.statut === 'paid';

/** The signature status (spec §2): asked on load, then again every few seconds while it may change. */
export const useSignatureStatus = (id: string | null) =>
  useQuery({
    queryKey: signatureStatusKey(id),
    queryFn: () => getSignatureStatus(id!),
    enabled: id !== null,
    retry: false,
    refetchInterval: (query) =>
      isAwaitingProgress(query.state.data) && query.state.dataUpdateCount < MAX_POLLS ? POLL_MS : false,
  });
