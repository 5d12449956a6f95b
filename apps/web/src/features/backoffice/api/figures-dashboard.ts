import type { TFiguresAnswer } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { queryString } from './admin-query';

export const FIGURES_KEY = ['backoffice', 'figures'] as const;

/** The period and office asked; empty ones are the server's defaults (the month so far, every office). */
export type TFiguresFilters = { from: string; to: string; office: string };

/** The dashboard of a period, summed by the server; names come in the language asked, so it is part of the key. */
export const useFigures = (filters: TFiguresFilters) =>
  useQuery({
    queryKey: [...FIGURES_KEY, filters, currentLanguage()],
    queryFn: () => apiRequest<TFiguresAnswer>(`/backoffice/figures${queryString(filters)}`),
    placeholderData: keepPreviousData,
    retry: false,
  });
