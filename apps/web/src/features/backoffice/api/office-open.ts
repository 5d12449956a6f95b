import type { TOfficeWithMailboxes } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { refreshAfterConflict, replaceInLists } from './admin-query';
import { OFFICES_KEY } from './office-list';

export const setOfficeOpen = ({ id, open }: { id: number; open: boolean }) =>
  apiRequest<TOfficeWithMailboxes>(`/backoffice/offices/${id}/${open ? 'reopen' : 'close'}`, {
    method: 'POST',
    body: {},
  });

/** Closes or reopens an office; another administrator's move first (409) reads the list again. */
export function useSetOfficeOpen() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: setOfficeOpen,
      onSuccess: (office) =>
        replaceInLists(queryClient, OFFICES_KEY, office, (a, b) => a.intermediaire_Id === b.intermediaire_Id),
      onError: (error) => refreshAfterConflict(queryClient, OFFICES_KEY, error),
    }),
  );
}
