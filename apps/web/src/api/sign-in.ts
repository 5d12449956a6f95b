import type { TSigninAnswer } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';
import { session } from '../lib/session';
import { CURRENT_USER_KEY } from './get-current-user';

export const signIn = (body: { username: string; password: string }) =>
  apiRequest<TSigninAnswer>('/auth/users/signin', { method: 'POST', body });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      session.store(answer.token);
      queryClient.setQueryData(CURRENT_USER_KEY, answer.user);
    },
  });
}
