import type { TIsoDate, TStartingPricesAnswer } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const getStartingPrices = (effectDate?: TIsoDate) =>
  apiRequest<TStartingPricesAnswer>(effectDate ? `/offre/tarifs?date_effet=${effectDate}` : '/offre/tarifs');

/**
 * Public "from" prices computed by the server's tariff engine; shared by the home and offer pages, on
 * today's tariff, and by step 4, on the tariff of the effect date chosen (the last one's shown meanwhile).
 */
export const useStartingPrices = (effectDate?: TIsoDate) =>
  useQuery({
    queryKey: ['offre', 'tarifs', effectDate ?? 'today'],
    queryFn: () => getStartingPrices(effectDate),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
