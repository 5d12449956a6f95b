import type { TSouscriptionAnswer } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { ifMatch, useAfterSaleMutation } from './after-sale-mutation';

export const extendContract = (subscription: TSouscriptionAnswer) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${subscription._id}/extend`, {
    method: 'POST',
    headers: ifMatch(subscription),
  });

/** Answers the NEW subscription (its `extended_from` is this one): the card itself does not change. */
export const useExtendContract = () => useAfterSaleMutation(extendContract, { replacesCard: false });
