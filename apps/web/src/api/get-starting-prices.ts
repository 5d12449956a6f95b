import type { TStartingPricesAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client';

export const getStartingPrices = () => apiRequest<TStartingPricesAnswer>('/offre/tarifs');

/** Public "from" prices computed by the server's tariff engine; shared by the home and offer pages. */
export const useStartingPrices = () =>
  useQuery({ queryKey: ['offre', 'tarifs'], queryFn: getStartingPrices, staleTime: 5 * 60_000 });
