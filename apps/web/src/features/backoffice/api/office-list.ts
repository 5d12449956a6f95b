import type { TOfficeWithMailboxes } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const OFFICES_KEY = ['backoffice', 'offices'] as const;

export type { TOfficeWithMailboxes };
export type TOfficeList = { value: TOfficeWithMailboxes[] };

export const getOffices = () => apiRequest<TOfficeList>('/backoffice/offices');

/** Every office, closed ones included, with its mailboxes (an administrator's call); the staff screen picks offices from it. */
export const useOffices = () =>
  useQuery({ queryKey: OFFICES_KEY, queryFn: getOffices, retry: false, staleTime: 5 * 60_000 });
