import type { TBureauAnswer, TPaysAnswer, TPeriodeAnswer, TVilleAnswer } from '@bi/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const DAY = 24 * 3_600_000;

/** Reference lists change rarely: kept a day. A screen says when one failed (with Retry) or is empty. */
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

type TUsageRow = {
  usage_Id: number;
  usage_Code: string;
  usage_Name: string;
  usage_Name_EN: string;
  usage_Name_AR: string;
  max_places: number | null;
};
type TFuelRow = {
  combustile_Id: number;
  combustile_Code: string;
  combustile_Libelle: string;
  combustile_Libelle_EN: string;
  combustile_Libelle_AR: string;
};
export type TMakeRow = { marque_Id: number; marque_Name: string };

export const usageListQuery = queryOptions({
  queryKey: ['ref', 'usages'],
  queryFn: () => apiRequest<{ result: TUsageRow[] }>('/users/souscriptions/usages'),
  staleTime: DAY,
});
export const useUsages = () => useQuery(usageListQuery);

export const fuelListQuery = queryOptions({
  queryKey: ['ref', 'carburants'],
  queryFn: () => apiRequest<{ result: TFuelRow[] }>('/users/souscriptions/carburants'),
  staleTime: DAY,
});
export const useFuels = () => useQuery(fuelListQuery);

/**
 * Makes matching the typed text, 30 at a time (spec §9), the usage's kind first when one is chosen
 * (decision 058); also what a registration photo's make is matched against.
 */
export const makesQuery = (text: string, usageId?: number) =>
  queryOptions({
    queryKey: ['ref', 'marques', text, usageId ?? null],
    queryFn: () =>
      apiRequest<{ result: TMakeRow[] }>(
        `/users/souscriptions/marques?$top=30&$q=${encodeURIComponent(text)}${usageId ? `&$usage=${usageId}` : ''}`,
      ),
    staleTime: DAY,
  });

export const useMakes = (text: string, usageId?: number) => useQuery(makesQuery(text, usageId));

export const usePeriods = () =>
  useQuery({
    queryKey: ['ref', 'periodes'],
    queryFn: () => apiRequest<{ result: TPeriodeAnswer[] }>('/users/souscriptions/periodes'),
    staleTime: DAY,
  });
