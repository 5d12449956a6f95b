import type { TCoverChoice, TPacksAnswer, TQuoteResult } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Step 5's offers, priced by the server from what the subscription holds (usage, vehicle age,
 * duration, effect date): nothing the server already has is sent back. Keyed by the version, so a
 * change made at step 3 or 4 is priced again.
 */
export const offersQuery = (id: string, version: number) => ({
  queryKey: ['offers', id, version],
  queryFn: () => apiRequest<TPacksAnswer>(`/users/souscriptions/${id}/packs`),
});

export const useOffers = (id: string, version: number) => useQuery(offersQuery(id, version));

/** The price of the current choice, computed by the server; the last price stays shown while the next loads. */
export const useQuote = (id: string, choice: TCoverChoice | null) =>
  useQuery({
    queryKey: ['quote', id, choice],
    queryFn: () =>
      apiRequest<TQuoteResult>(`/users/souscriptions/${id}/quote`, { method: 'POST', body: choice }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
