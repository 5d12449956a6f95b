import type { TIsoDate, TRefundItem } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pageOf, queryString } from './admin-query';

export const REFUNDS_KEY = ['backoffice', 'refunds'] as const;

export type TRefundStatusFilter = TRefundItem['status'];
export type TRefundList = { count: number; value: TRefundItem[]; today: TIsoDate };

export const getRefunds = (
  status: TRefundStatusFilter,
  office: number | undefined,
  page: number,
  q: string | undefined,
) => apiRequest<TRefundList>(`/backoffice/refunds${queryString({ status, office, q, ...pageOf(page) })}`);

/**
 * The refunds of the caller's offices (or of one of them), those of the contracts `q` finds if given;
 * pending ones come overdue first, then by due date.
 */
export const useRefunds = (
  status: TRefundStatusFilter,
  office: number | undefined,
  page: number,
  q?: string,
) =>
  useQuery({
    queryKey: [...REFUNDS_KEY, status, office, page, q],
    queryFn: () => getRefunds(status, office, page, q),
    placeholderData: keepPreviousData,
  });
