import type { TSouscriptionAnswer, TTerminationBody } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { ifMatch, useAfterSaleMutation, type TAnnounce } from './after-sale-mutation';

type TTerminate = { subscription: TSouscriptionAnswer; body: NonNullable<TTerminationBody> };

/** Spec §7's termination call is the subscription's own address, POSTed. */
export const requestTermination = ({ subscription, body }: TTerminate) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${subscription._id}`, {
    method: 'POST',
    body,
    headers: ifMatch(subscription),
  });

/** Recorded once and sent to the insurer; the status stays until the insurer terminates. */
export const useRequestTermination = (announce?: TAnnounce<TTerminate>) =>
  useAfterSaleMutation(requestTermination, { replacesCard: true, announce });
