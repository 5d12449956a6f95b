import type { TReferenceList } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useOneAtATime } from '../../../lib/one-at-a-time';
import { refreshAfterConflict } from './admin-query';
import { referenceKey, type TReferenceItem } from './reference-items';

export type TReferenceSwitch = {
  list: TReferenceList;
  id: number;
  on: boolean;
  /** A city with open offices: the administrator has said step 2 will no longer offer them. */
  officesConfirmed?: boolean;
};

export const switchReferenceItem = ({ list, id, on, officesConfirmed }: TReferenceSwitch) =>
  apiRequest<TReferenceItem>(`/backoffice/reference/${list}/${id}/${on ? 'switch-on' : 'switch-off'}`, {
    method: 'POST',
    body: officesConfirmed ? { offices_confirmed: true } : {},
  });

/** Switches an item on or off; the list is read again (another administrator's move first is a 409). */
export function useSwitchReferenceItem() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: switchReferenceItem,
      onSuccess: (_item, { list }) => queryClient.invalidateQueries({ queryKey: referenceKey(list) }),
      onError: (error, { list }) => refreshAfterConflict(queryClient, referenceKey(list), error),
    }),
  );
}
