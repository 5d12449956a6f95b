import type { TIsoDate, TSouscriptionAnswer } from '@bi/domain';
import { apiRequest } from '../../../lib/api-client';
import { ifMatch, useAfterSaleMutation, type TAnnounce } from './after-sale-mutation';

type TChange = { subscription: TSouscriptionAnswer; date: TIsoDate };

export const changeEffectDate = ({ subscription, date }: TChange) =>
  apiRequest<TSouscriptionAnswer>(`/users/souscriptions/${subscription._id}/date_effet`, {
    method: 'PUT',
    body: { date_effet: date },
    headers: ifMatch(subscription),
  });

/** Same duration and premium from a new day; a signed contract gets a new certificate by mail. */
export const useChangeEffectDate = (announce?: TAnnounce<TChange>) =>
  useAfterSaleMutation(changeEffectDate, { replacesCard: true, announce });
