import type { TTerminationItem, TTerminationStatus } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageOf, queryString } from './admin-query';

export const TERMINATIONS_KEY = ['backoffice', 'terminations'] as const;

export type TTerminationList = { count: number; value: TTerminationItem[] };

export const getTerminations = (
  status: TTerminationStatus,
  office: number | undefined,
  page: number,
  q: string | undefined,
) =>
  apiRequest<TTerminationList>(
    `/backoffice/terminations${queryString({ status, office, q, ...pageOf(page) })}`,
  );

/**
 * The termination requests of the caller's offices (or of one of them) in one status, those of the
 * contracts `q` finds if given, oldest first (the server's order).
 */
export const useTerminations = (
  status: TTerminationStatus,
  office: number | undefined,
  page: number,
  q?: string,
) =>
  useQuery({
    queryKey: [...TERMINATIONS_KEY, status, office, page, q],
    queryFn: () => getTerminations(status, office, page, q),
    placeholderData: keepPreviousData,
  });
