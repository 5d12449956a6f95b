import type { TStaffMe } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const STAFF_ME_KEY = ['backoffice', 'me'] as const;

export const getStaffMe = () => apiRequest<TStaffMe>('/backoffice/me');

/** Who works here and for which offices; a customer gets a 403, which the layout says in words. */
export const useStaffMe = () => useQuery({ queryKey: STAFF_ME_KEY, queryFn: getStaffMe, retry: false });
