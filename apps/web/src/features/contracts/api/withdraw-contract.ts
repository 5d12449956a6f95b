import type { TSouscriptionAnswer, TWithdrawalBody } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { ifMatch, useAfterSaleMutation, type TAnnounce } from './after-sale-mutation';

type TWithdraw = { subscription: TSouscriptionAnswer; body: NonNullable<TWithdrawalBody> };

export const withdrawContract = ({ subscription, body }: TWithdraw) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${subscription._id}/withdraw`, {
    method: 'POST',
    body,
    headers: ifMatch(subscription),
  });

/** Law 31-08's withdrawal: the answer carries the contract withdrawn and its refund. */
export const useWithdrawContract = (announce?: TAnnounce<TWithdraw>) =>
  useAfterSaleMutation(withdrawContract, { replacesCard: true, announce });
