import type { TVilleAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The cities step 2 offers, an office's entry city picked among them (the same call the customer's flow makes). */
export const useCities = () =>
  useQuery({
    queryKey: ['backoffice', 'cities'],
    queryFn: () => apiRequest<{ result: TVilleAnswer[] }>('/users/souscriptions/villes'),
    staleTime: 60 * 60_000,
  });
