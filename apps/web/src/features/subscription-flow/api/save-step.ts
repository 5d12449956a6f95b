import type { TSouscriptionAnswer } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscriptionKey } from './get-subscription';

export const saveStep = (id: string, step: number, body: object) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${id}/step${step}`, { method: 'POST', body });

/** Saves one step; the answer is the subscription as the server now holds it. */
export function useSaveStep(id: string | undefined, step: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => saveStep(id!, step, body),
    onSuccess: (subscription) => queryClient.setQueryData(subscriptionKey(subscription._id), subscription),
  });
}
