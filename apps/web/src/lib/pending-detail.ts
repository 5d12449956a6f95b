import { keptId } from './kept-id';

/**
 * A mail about one contract links to `/?detail=<id>` (a rejected document to replace). Opened signed
 * out, the id is kept while the customer signs in, so that sign-in leads back to that contract. Kept
 * for this tab only: the sign-in follows at once, and a link followed days ago must not reopen later.
 */
const DETAIL_KEY = 'bi.detail';

export const pendingDetail = keptId(DETAIL_KEY);

/** My contracts with one contract's detail open. */
export const detailPath = (id: string) => `/?detail=${encodeURIComponent(id)}`;
