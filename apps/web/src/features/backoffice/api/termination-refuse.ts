import type { TTerminationItem } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterConflict, replaceInLists } from './admin-query';
import { TERMINATIONS_KEY } from './termination-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

type TRefuse = { id: string; reason: string };

export const refuseTermination = ({ id, reason }: TRefuse) =>
  apiRequest<TTerminationItem>(`/backoffice/terminations/${encodeURIComponent(id)}/refuse`, {
    method: 'POST',
    body: { reason: reason.trim() },
  });

/** The request stays refused with its reason, which the customer receives by mail. */
export function useRefuseTermination() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: refuseTermination,
      onSuccess: (item) => replaceInLists(queryClient, TERMINATIONS_KEY, item, (a, b) => a._id === b._id),
      onError: (error) => refreshAfterConflict(queryClient, TERMINATIONS_KEY, error),
    }),
  );
}
