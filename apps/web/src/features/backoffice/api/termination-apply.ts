import type { TTerminationItem } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshAfterConflict, replaceInLists } from './admin-query';
import { TERMINATIONS_KEY } from './termination-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

type TApply = { id: string; note: string };

/** The note goes only when one was written (the body is then empty). */
export const applyTermination = ({ id, note }: TApply) =>
  apiRequest<TTerminationItem>(`/backoffice/terminations/${encodeURIComponent(id)}/apply`, {
    method: 'POST',
    body: note.trim() ? { note: note.trim() } : {},
  });

/** Ends the contract today: certificate revoked, customer told, refund opened by the server. */
export function useApplyTermination() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: applyTermination,
      onSuccess: (item) => replaceInLists(queryClient, TERMINATIONS_KEY, item, (a, b) => a._id === b._id),
      onError: (error) => refreshAfterConflict(queryClient, TERMINATIONS_KEY, error),
    }),
  );
}
