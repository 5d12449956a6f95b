import type { TTerminationItem, TTerminationStatus } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageOf, queryString } from './admin-query';

export const TERMINATIONS_KEY = ['backoffice', 'terminations'] as const;

export type TTerminationList = { count: number; value: TTerminationItem[] };

export const getTerminations = (status: TTerminationStatus, office: number | undefined, page: number) =>
  apiRequest<TTerminationList>(`/backoffice/terminations${queryString({ status, office, ...pageOf(page) })}`);

/**
 * The termination requests of the caller's offices (or of one of them) in one status, oldest first
 * (the server's order).
 */
export const useTerminations = (status: TTerminationStatus, office: number | undefined, page: number) =>
  useQuery({
    queryKey: [...TERMINATIONS_KEY, status, office, page],
    queryFn: () => getTerminations(status, office, page),
    placeholderData: keepPreviousData,
  });
