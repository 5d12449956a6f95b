import type { TQueueAnswer } from '@bi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type TQueueFilter = { office?: number; q?: string };

export const QUEUE_KEY = ['backoffice', 'queue'] as const;

export function getQueue({ office, q }: TQueueFilter) {
  const query = new URLSearchParams({ $top: '50' });
  if (office) query.set('office', String(office));
  if (q) query.set('q', q);
  return apiRequest<TQueueAnswer>(`/backoffice/queue?${query.toString()}`);
}

/** The office's contracts to hand over; while a search is typed the previous list stays on screen. */
export const useQueue = (filter: TQueueFilter) =>
  useQuery({
    queryKey: [...QUEUE_KEY, filter],
    queryFn: () => getQueue(filter),
    placeholderData: keepPreviousData,
  });
