import { LIST_PAGE_SIZE, type TListAnswer, type TSouscriptionAnswer } from '@bi/domain';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Under the flow's ['souscriptions', …] keys, so that invalidating them all refreshes the list too. */
export const CONTRACTS_KEY = ['souscriptions', 'list'] as const;

export type TContractPages = InfiniteData<TListAnswer, number>;

const NEWEST_FIRST = encodeURIComponent('created_at DESC');

export const getContractsPage = (skip: number) =>
  apiRequest<TListAnswer>(`/users/souscriptions/?$top=${LIST_PAGE_SIZE}&$skip=${skip}&$sort=${NEWEST_FIRST}`);

/** The offset of the page after `last`, or undefined once every subscription is loaded. */
export const nextSkip = (last: TListAnswer) => {
  const next = last.skip + last.value.length;
  return last.value.length > 0 && next < last.count ? next : undefined;
};

/**
 * The pages as one list. A subscription created between two pages shifts the offsets: one already
 * shown may come again, and is shown once.
 */
export function contractsOf(pages: Pick<TContractPages, 'pages'>): TSouscriptionAnswer[] {
  const seen = new Set<string>();
  return pages.pages
    .flatMap((page) => page.value)
    .filter((subscription) => !seen.has(subscription._id) && Boolean(seen.add(subscription._id)));
}

/** The signed-in customer's subscriptions, newest first, 30 at a time (spec §7, §9). */
export const useContracts = () =>
  useInfiniteQuery({
    queryKey: CONTRACTS_KEY,
    queryFn: ({ pageParam }) => getContractsPage(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextSkip,
  });
