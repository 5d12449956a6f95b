import type { TPacksAnswer, TQuoteResult, TStep5 } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * Step 5's offers, priced by the server from what the subscription holds (usage, vehicle age,
 * duration, effect date): nothing the server already has is sent back. Keyed by the version, so a
 * change made at step 3 or 4 is priced again.
 */
export const offersQuery = (id: string, version: number, year?: number) => ({
  queryKey: ['offers', id, version, year],
  queryFn: () =>
    apiRequest<TPacksAnswer>(
      `/users/souscriptions/${id}/packs${year === undefined ? '' : `?annee_circulation=${year}`}`,
    ),
});

export const useOffers = (id: string, version: number) => useQuery(offersQuery(id, version));

/**
 * The offers for the year typed at step 5 (decision 041), none before one is typed: an old car's
 * packs come without assistance. The offers of the year typed before stay shown while these load.
 */
export const useOffersForYear = (id: string, version: number, year: number | undefined) =>
  useQuery({
    ...offersQuery(id, version, year),
    enabled: year !== undefined,
    placeholderData: keepPreviousData,
  });

/** The price of the current choice, computed by the server; the last price stays shown while the next loads. */
export const useQuote = (id: string, choice: TStep5 | null) =>
  useQuery({
    queryKey: ['quote', id, choice],
    queryFn: () =>
      apiRequest<TQuoteResult>(`/users/souscriptions/${id}/quote`, { method: 'POST', body: choice }),
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
