import type { TSouscriptionAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { flowState } from '../../../lib/flow-state';

export const subscriptionKey = (id: string | null) => ['souscriptions', id] as const;

export const getSubscription = (id: string) => apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${id}`);

/** The subscription being filled on this device, read back from the server. */
export function useFlowSubscription() {
  const id = flowState.subscriptionId();
  return useQuery({
    queryKey: subscriptionKey(id),
    queryFn: () => getSubscription(id!),
    enabled: id !== null,
    retry: false,
  });
}

/** Another subscription of the customer's, by id (an extension's contract); nothing asked without one. */
export const useSubscription = (id: string | null) =>
  useQuery({
    queryKey: subscriptionKey(id),
    queryFn: () => getSubscription(id!),
    enabled: id !== null,
    retry: false,
  });
