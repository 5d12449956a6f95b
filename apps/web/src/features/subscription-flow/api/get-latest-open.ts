import { isEditable, type TInsured, type TListAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The caller's own subscriptions, newest first: the server lists only the signed-in customer's. */
const firstPageKey = ['souscriptions', 'first-page'] as const;
const getFirstPage = () => apiRequest<TListAnswer>('/users/souscriptions/?$top=30&$skip=0');

/** The newest subscription still being filled, for "continue" after signing in on any device. */
export const useLatestOpenSubscription = (enabled: boolean) =>
  useQuery({
    queryKey: firstPageKey,
    queryFn: getFirstPage,
    enabled,
    select: (list) => list.value.find((subscription) => isEditable(subscription.statut)) ?? null,
  });

export type TPreviousResidence = Pick<
  TInsured,
  'type' | 'pays_Id' | 'ville' | 'address1' | 'address2' | 'num_identity'
>;

/**
 * Step 1 as the customer last filled it, in another of their subscriptions: a returning customer
 * should not type the address and the identity number again.
 */
export const usePreviousResidence = (currentId: string, enabled: boolean) =>
  useQuery({
    queryKey: firstPageKey,
    queryFn: getFirstPage,
    enabled,
    select: (list): TPreviousResidence | null => {
      const previous = list.value
        .filter((subscription) => subscription._id !== currentId)
        .map((subscription) => subscription.user_info)
        .find((info) => Boolean(info.address1));
      if (!previous) return null;
      const { type, pays_Id, ville, address1, address2, num_identity } = previous;
      return { type, pays_Id, ville, address1, address2, num_identity };
    },
  });
