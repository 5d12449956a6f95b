import type { TOfferedPeriod, TSouscriptionAnswer } from '@bi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { formDrafts } from '../lib/form-drafts';
import { subscriptionKey } from './get-subscription';
import { readAgainOnConflict, readVersion } from './save-step';

/**
 * The periods offered today to an extension whose contract's period was switched off since it was
 * sold, each with the dates and the price it gives the cover kept. Not kept: a price is today's.
 */
const periodsKey = (id: string) => ['souscriptions', id, 'extension-periods'];

export const useExtensionPeriods = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: periodsKey(id),
    queryFn: () => apiRequest<{ result: TOfferedPeriod[] }>(`/users/souscriptions/${id}/extension-periods`),
    enabled,
    staleTime: 0,
  });

/**
 * The period chosen instead of the switched-off one, for the version last read: the answer is the
 * extension priced, still at its quote; a conflict reads it again, a period refused (switched off since
 * the list was read, 422) reads the list again.
 */
export function useChooseExtensionPeriod(id: string) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: (periodeId: number) => {
        const version = readVersion(queryClient, id);
        return apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${id}/extension-period`, {
          method: 'POST',
          body: { periode_Id: periodeId },
          headers: version === undefined ? {} : { 'if-match': `"${version}"` },
        });
      },
      onSuccess: (subscription) => {
        formDrafts.clearStep(6, id);
        queryClient.setQueryData(subscriptionKey(subscription._id), subscription);
      },
      onError: (error) => {
        readAgainOnConflict(queryClient, id, error, 6);
        if (error instanceof ApiError && error.status === 422)
          void queryClient.invalidateQueries({ queryKey: periodsKey(id) });
      },
    }),
  );
}
