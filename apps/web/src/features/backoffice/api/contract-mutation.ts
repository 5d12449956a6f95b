import type { TBackofficeContract } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterConflict } from './admin-query';
import { QUEUE_KEY } from './get-queue';
import { officeContractKey } from './get-office-contract';
import { useOneAtATime } from '../../../lib/one-at-a-time';

/**
 * A clerk's action on one contract, one call at a time: the answer is the contract again, and the queue
 * is stale.
 */
export function useContractMutation<TVariables>(
  id: string,
  call: (variables: TVariables) => Promise<TBackofficeContract>,
) {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: call,
      onSuccess: (contract) => {
        queryClient.setQueryData(officeContractKey(id), contract);
        void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      },
      // Someone acted first, or the customer replaced a document: the page shows the contract as it is now.
      onError: (error) => refreshAfterConflict(queryClient, officeContractKey(id), error),
    }),
  );
}
