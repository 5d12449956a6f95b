import type { TStaffMember, TStaffRole } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { replaceInLists } from './admin-query';
import { STAFF_KEY } from './staff-list';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export type TStaffChange = { role?: TStaffRole; office_ids?: number[]; active?: boolean };

export const updateStaff = ({ id, change }: { id: string; change: TStaffChange }) =>
  apiRequest<TStaffMember>(`/backoffice/staff/${encodeURIComponent(id)}`, { method: 'PUT', body: change });

/** Role, offices, or active: only what changed is sent; the card takes the server's answer. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useOneAtATime(
    useMutation({
      mutationFn: updateStaff,
      onSuccess: (member) => replaceInLists(queryClient, STAFF_KEY, member, (a, b) => a.id === b.id),
    }),
  );
}
