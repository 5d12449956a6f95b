import type { TStaffMember } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const STAFF_KEY = ['backoffice', 'staff'] as const;

export const getStaffMembers = () => apiRequest<{ value: TStaffMember[] }>('/backoffice/staff');

/** Every clerk and administrator (an administrator's call: a clerk gets the server's 403 in words). */
export const useStaffMembers = () =>
  useQuery({ queryKey: STAFF_KEY, queryFn: getStaffMembers, retry: false });
