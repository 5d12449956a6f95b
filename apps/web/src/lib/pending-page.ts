import { keptId } from './kept-id';

/**
 * The page the header's Sign in was tapped on (the offer, a contract, a step): sign-in leads back to
 * it. Kept for this tab only, as a mail's contract is: the sign-in follows at once.
 */
const kept = keptId('bi.signin-page');

/** Any origin stands for this site's: a path that resolves elsewhere leaves it. No window at build time. */
const THIS_SITE = 'https://this.site';

/**
 * `path` as a page of this site that sign-in may lead back to, else null: never another origin (`//…`,
 * `/\…`, which browsers read as one), nor the sign-in, sign-up and password pages themselves.
 */
export function returnPage(path: string): string | null {
  if (!path.startsWith('/')) return null;
  const url = new URL(path, THIS_SITE);
  if (url.origin !== THIS_SITE) return null;
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

/** The sign-in address's parameter naming the page its link stood on. */
const RETURN_PARAM = 'retour';

/**
 * The header's sign-in address from `path`: it names the page, so that a tap on the page written at
 * build time, before its script has taken over (no click handler yet to keep it), leads back too.
 */
export function signInHref(path: string): string {
  const page = returnPage(path);
  return page ? `/auth/signin?${new URLSearchParams({ [RETURN_PARAM]: page })}` : '/auth/signin';
}

/** The page the sign-in address names (`search` of its location), checked as a kept one is. */
export function pageNamedBy(search: string): string | null {
  const page = new URLSearchParams(search).get(RETURN_PARAM);
  return page === null ? null : returnPage(page);
}
