import type { TCancelBody, TSouscriptionAnswer } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { ifMatch, useAfterSaleMutation, type TAnnounce } from './after-sale-mutation';

type TCancel = { subscription: TSouscriptionAnswer; body: NonNullable<TCancelBody> };

export const cancelContract = ({ subscription, body }: TCancel) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${subscription._id}/cancel`, {
    method: 'POST',
    body,
    headers: ifMatch(subscription),
  });

/** Cancels before the effect date; a paid contract's answer carries the refund and its due date. */
export const useCancelContract = (announce?: TAnnounce<TCancel>) =>
  useAfterSaleMutation(cancelContract, { replacesCard: true, announce });
