import { isEditable, type TListAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The newest subscription still being filled, for "continue" after signing in on any device. */
export const useLatestOpenSubscription = (enabled: boolean) =>
  useQuery({
    queryKey: ['souscriptions', 'latest-open'],
    queryFn: async () => {
      const list = await apiRequest<TListAnswer>('/users/souscriptions/?$top=30&$skip=0');
      return (
        list.value.find(
          (subscription) => isEditable(subscription.statut) && !subscription.payment_info.is_paid,
        ) ?? null
      );
    },
    enabled,
  });
