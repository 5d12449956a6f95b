import type { TBureauAnswer, TPaysAnswer, TVilleAnswer } from '@bi/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const DAY = 24 * 3_600_000;

/** Reference lists change rarely: kept a day; a failed load stays silent (spec §8), the list empty. */
export const useCountries = () =>
  useQuery({
    queryKey: ['ref', 'pays'],
    queryFn: () => apiRequest<{ result: TPaysAnswer[] }>('/users/souscriptions/pays'),
    staleTime: DAY,
  });

export const useCities = () =>
  useQuery({
    queryKey: ['ref', 'villes'],
    queryFn: () => apiRequest<{ result: TVilleAnswer[] }>('/users/souscriptions/villes'),
    staleTime: DAY,
  });

export const useOffices = (cityId: number | null) =>
  useQuery({
    queryKey: ['ref', 'bureaux', cityId],
    queryFn: () => apiRequest<{ result: TBureauAnswer[] }>(`/users/souscriptions/bureaux?$ville=${cityId}`),
    enabled: cityId !== null,
    staleTime: DAY,
  });
