import { keptId } from './kept-id';

/**
 * The page the header's Sign in was tapped on (the offer, a contract, a step): sign-in leads back to
 * it. Kept for this tab only, as a mail's contract is: the sign-in follows at once.
 */
const kept = keptId('bi.signin-page');

/**
 * `path` as a page of this site that sign-in may lead back to, else null: never another origin (`//…`,
 * `/\…`, which browsers read as one), nor the sign-in, sign-up and password pages themselves.
 */
export function returnPage(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const url = new URL(path, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export const pendingPage = {
  store: kept.store,
  clear: kept.clear,
  /** The page kept, checked again (the tab's storage is the page's to write), and no longer kept. */
  take: (): string | null => {
    const path = kept.get();
    kept.clear();
    return path && returnPage(path);
  },
};
