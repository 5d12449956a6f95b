import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';

/** Lists of the staff screens are read 30 at a time, the server's own default page. */
export const ADMIN_PAGE_SIZE = 30;

/**
 * `?status=open&$top=30&$skip=0`: the OData-like names keep their `$` as the spec writes them, the
 * values are encoded; empty values are left out.
 */
export function queryString(parameters: Record<string, string | number | undefined>): string {
  const pairs = Object.entries(parameters).flatMap(([name, value]) =>
    value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The page parameters of page `page` (counted from 0). */
export const pageOf = (page: number) => ({ $top: ADMIN_PAGE_SIZE, $skip: page * ADMIN_PAGE_SIZE });

type TList<T> = { value: T[] };

/** Every staff screen's reads sit under this key. */
const BACKOFFICE_KEY = ['backoffice'] as const;

/**
 * The server's answer for one item put in its place in every list read under `key`, so the card shows
 * it at once (an applied termination stays in view, marked applied). Every back-office read is then
 * marked stale, not read again now: another filter, page or screen shown later (the refund an applied
 * termination opened, the contract's page, the queue) is read afresh.
 */
export function replaceInLists<T>(
  queryClient: QueryClient,
  key: QueryKey,
  item: T,
  sameItem: (listed: T, answer: T) => boolean,
) {
  queryClient.setQueriesData<TList<T>>(
    { queryKey: key },
    (list) =>
      list && { ...list, value: list.value.map((listed) => (sameItem(listed, item) ? item : listed)) },
  );
  void queryClient.invalidateQueries({ queryKey: BACKOFFICE_KEY, refetchType: 'none' });
}

/** A 409 means someone else acted first (or the item moved on): the lists are read again to show it. */
export function refreshAfterConflict(queryClient: QueryClient, key: QueryKey, error: unknown) {
  if (error instanceof ApiError && error.status === 409)
    void queryClient.invalidateQueries({ queryKey: key });
}
