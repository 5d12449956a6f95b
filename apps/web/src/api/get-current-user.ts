import type { TUserAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { session } from '../lib/session';

export const CURRENT_USER_KEY = ['users', 'me'] as const;

export const getCurrentUser = () => apiRequest<TUserAnswer>('/users/me');

/** The signed-in customer, or undefined: "connected" is derived from this, never stored beside it. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: getCurrentUser,
    enabled: session.token() !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { user: query.data, isLoading: query.isLoading && session.token() !== null };
}
