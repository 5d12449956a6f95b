import type { TStaffMember } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replaceInLists } from './admin-query';
import { STAFF_KEY } from './staff-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export const resendInvitation = (id: string) =>
  apiRequest<TStaffMember>(`/backoffice/staff/${encodeURIComponent(id)}/invite`, { method: 'POST' });

/** A fresh set-password link (the previous one stops working); the card shows the new invitation date. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: resendInvitation,
      onSuccess: (member) => replaceInLists(queryClient, STAFF_KEY, member, (a, b) => a.id === b.id),
    }),
  );
}
