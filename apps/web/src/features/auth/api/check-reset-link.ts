import type { TResetLinkCheckAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const checkResetLink = (token: string) =>
  apiRequest<TResetLinkCheckAnswer>('/auth/users/reset/check', { method: 'POST', body: { token } });

/** Whether the page's link can still set a password: asked once as the page opens, never spending it. */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['auth', 'reset-link', token],
    queryFn: () => checkResetLink(token),
    enabled: token !== '',
    staleTime: Infinity,
    retry: false,
  });
