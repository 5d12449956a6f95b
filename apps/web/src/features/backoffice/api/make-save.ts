import type { TMakeBody, TMakeItem } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { referenceKey } from './reference-items';

/** A new make (no id) or an existing one's name and kinds. */
export type TMakeSave = { id: number | null; body: TMakeBody };

export const saveMake = ({ id, body }: TMakeSave) =>
  apiRequest<TMakeItem>(id === null ? '/backoffice/reference/makes' : `/backoffice/reference/makes/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
  });

/** Adds or edits a make; the list is read again. */
export function useSaveMake() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: saveMake,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: referenceKey('makes') }),
    }),
  );
}
