import type { TBackofficeContract } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUEUE_KEY } from './get-queue';
import { officeContractKey } from './get-office-contract';

/** A clerk's action on one contract: the answer is the contract again, and the queue is stale. */
export function useContractMutation<TVariables>(
  id: string,
  call: (variables: TVariables) => Promise<TBackofficeContract>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (contract) => {
      queryClient.setQueryData(officeContractKey(id), contract);
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    },
  });
}
