import type { TQueueAnswer } from '@bi/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TQueueFilter = { office?: number; q?: string };

export const QUEUE_KEY = ['backoffice', 'queue'] as const;

/** Contracts read at a time: a border post's morning arrivals, without a long wait on a phone. */
export const QUEUE_PAGE_SIZE = 50;

export function getQueue({ office, q }: TQueueFilter, skip: number) {
  const query = new URLSearchParams({ $top: String(QUEUE_PAGE_SIZE), $skip: String(skip) });
  if (office) query.set('office', String(office));
  if (q) query.set('q', q);
  return apiRequest<TQueueAnswer>(`/backoffice/queue?${query.toString()}`);
}

/**
 * The office's contracts to hand over, a page at a time, the next asked for by the clerk; while a search
 * is typed the previous list stays on screen.
 */
export const useQueue = (filter: TQueueFilter) =>
  useInfiniteQuery({
    queryKey: [...QUEUE_KEY, filter],
    queryFn: ({ pageParam }) => getQueue(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const listed = pages.reduce((sum, page) => sum + page.value.length, 0);
      return last.value.length > 0 && listed < last.count ? listed : undefined;
    },
    placeholderData: keepPreviousData,
  });
