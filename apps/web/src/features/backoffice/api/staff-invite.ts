import type { TInviteStaffBody, TStaffMember } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { STAFF_KEY } from './staff-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export const inviteStaff = (body: TInviteStaffBody) =>
  apiRequest<TStaffMember>('/backoffice/staff', { method: 'POST', body });

/** Creates the account and mails a set-password link; the new member joins the list at once. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: inviteStaff,
      onSuccess: (member) => {
        queryClient.setQueryData<{ value: TStaffMember[] }>(
          STAFF_KEY,
          (list) => list && { value: [...list.value, member] },
        );
        void queryClient.invalidateQueries({ queryKey: STAFF_KEY, refetchType: 'none' });
      },
    }),
  );
}
