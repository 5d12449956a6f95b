import type { TFlowSignupAnswer, TFlowSignupRequest } from '@bi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '../../../api/get-current-user';
import { apiRequest } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { flowState } from '../../../lib/flow-state';
import { subscriptionKey } from './get-subscription';

export const signUpFromFlow = (body: TFlowSignupRequest) =>
  apiRequest<TFlowSignupAnswer>('/auth/users/signup', { method: 'POST', body });

/** The visitor becomes a signed-in customer with their first subscription (step 0 saved). */
export function useSignUpFromFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUpFromFlow,
    onSuccess: (answer) => {
      session.store(answer.token);
      queryClient.setQueryData(CURRENT_USER_KEY, answer.user);
      queryClient.setQueryData(subscriptionKey(answer.souscription._id), answer.souscription);
      flowState.setSubscriptionId(answer.souscription._id);
    },
  });
}
