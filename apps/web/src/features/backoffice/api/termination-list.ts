import type { TTerminationItem, TTerminationStatus } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageOf, queryString } from './admin-query';

export const TERMINATIONS_KEY = ['backoffice', 'terminations'] as const;

export type TTerminationList = { count: number; value: TTerminationItem[] };

export const getTerminations = (status: TTerminationStatus, page: number) =>
  apiRequest<TTerminationList>(`/backoffice/terminations${queryString({ status, ...pageOf(page) })}`);

/** The termination requests of the caller's offices in one status, oldest first (the server's order). */
export const useTerminations = (status: TTerminationStatus, page: number) =>
  useQuery({
    queryKey: [...TERMINATIONS_KEY, status, page],
    queryFn: () => getTerminations(status, page),
    placeholderData: keepPreviousData,
  });
