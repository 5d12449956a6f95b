import type { TStandaloneSignupAnswer, TStandaloneSignupRequest } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const signUp = (body: TStandaloneSignupRequest) =>
  apiRequest<TStandaloneSignupAnswer>('/auth/users/signup', { method: 'POST', body });

/**
 * The answer signs the new customer in, as sign-in does. Errors are shown inline on this screen
 * (spec §8), not only as a notice.
 */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: (answer) => {
      session.store(answer.token);
      queryClient.setQueryData(CURRENT_USER_KEY, answer.user);
    },
  });
}
