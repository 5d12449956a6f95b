import type { TSouscriptionAnswer, TStep0 } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { flowState } from '../../../lib/flow-state';
import { subscriptionKey } from './get-subscription';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export const createSubscription = (body: TStep0) =>
  apiRequest<TSouscriptionAnswer>('/users/souscriptions', { method: 'POST', body });

/** A signed-in customer starts a new subscription directly from /create. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  // One draft for a double tap on Next.
  return useOneAtATime(
    useMutation({
      mutationFn: createSubscription,
      onSuccess: (subscription) => {
        queryClient.setQueryData(subscriptionKey(subscription._id), subscription);
        flowState.setSubscriptionId(subscription._id);
      },
    }),
  );
}
