import type { TPayLinkAnswer } from '@bi/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { flowState } from '../../../lib/flow-state';
import { leavePage } from '../../../lib/leave-page';
import { useOneAtATime } from '../../../lib/one-at-a-time';

export const requestPayLink = (id: string) =>
  apiRequest<TPayLinkAnswer>(`/users/souscriptions/${id}/pay-link`, { method: 'POST', body: {} });

/**
 * Pay: a short-lived link for this subscription's payment is asked with the bearer token, then the
 * whole page goes there (the server answers the form that posts to the card gateway).
 */
export const usePayLink = (id: string) =>
  useOneAtATime(
    useMutation({
      mutationFn: () => requestPayLink(id),
      onSuccess: ({ url }) => {
        flowState.setPaying(id);
        leavePage(url);
      },
    }),
  );
