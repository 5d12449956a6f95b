import type { TListAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { getSigningRequest } from '../../../api/get-signing-request';
import { apiRequest } from '../../../lib/api-client';

const PAGE = 100;

/**
 * The signed-in customer's subscription a `demande` belongs to, or null when it is none of theirs.
 * The request names its subscription by code; the customer's own list, newest first, holds it (the
 * signer may come back on another device than the one the subscription was filled on).
 */
export async function findDemandeSubscription(demande: string): Promise<string | null> {
  const { code_str } = await getSigningRequest(demande);
  for (let skip = 0; ; skip += PAGE) {
    const page = await apiRequest<TListAnswer>(`/users/souscriptions/?$top=${PAGE}&$skip=${skip}`);
    const found = page.value.find((subscription) => subscription.code_str === code_str);
    if (found) return found._id;
    if (skip + PAGE >= page.count) return null;
  }
}

export const useDemandeSubscription = (demande: string | null) =>
  useQuery({
    queryKey: ['signature-requests', demande, 'souscription'],
    queryFn: () => findDemandeSubscription(demande!),
    enabled: demande !== null,
    retry: false,
  });
