import type { TCreateOfficeBody, TOfficeWithMailboxes, TUpdateOfficeBody } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { replaceInLists } from './admin-query';
import { OFFICES_KEY } from './office-list';

/** A new office (no id) or the whole of an existing one but its code. */
export type TOfficeSave = { id: null; body: TCreateOfficeBody } | { id: number; body: TUpdateOfficeBody };

export const saveOffice = ({ id, body }: TOfficeSave) =>
  apiRequest<TOfficeWithMailboxes>(id === null ? '/backoffice/offices' : `/backoffice/offices/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });

/** Opens or edits an office; a new one is read back with the list, an edited one replaces its card. */
export function useSaveOffice() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: saveOffice,
      onSuccess: (office, { id }) =>
        id === null
          ? queryClient.invalidateQueries({ queryKey: OFFICES_KEY })
          : replaceInLists(
              queryClient,
              OFFICES_KEY,
              office,
              (a, b) => a.intermediaire_Id === b.intermediaire_Id,
            ),
    }),
  );
}
