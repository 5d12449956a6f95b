import type { TIsoDate } from '@bi/domain';
import { LRUCache } from 'lru-cache';
import type { TOwnPage } from './after-sale-facts';

/**
 * The versions of what a customer's list shows, read in the statement that reads their session:
 * theirs (their subscriptions and the rows each has) and the reference lists' (a country or an office
 * switched off). The database's triggers move them at every change, whoever writes (migration 0019).
 */
export type TListVersions = { customerVersion: number; referenceVersion: number };

/** A page as the route wrote it (its JSON, checked by the response's schema), with what it was answered from. */
type TKeptPage = TListVersions & { today: TIsoDate; body: string };

/** About 5,000 customers' first pages of two contracts (6 KB of JSON each): the rest is read again, as before. */
const KEPT_BYTES = 64 * 1024 * 1024;

const keyOf = (userId: string, page: TOwnPage) =>
  `${userId} ${page.top} ${page.skip} ${page.newestFirst ? 'newest' : 'oldest'}`;

/**
 * The pages of customers' lists this process answered, as written, each sent again only while neither
 * version it was read under has moved and the server's day is the same (an answer says what can be
 * paid today): neither the page's read, nor its mapping, nor its writing is done twice.
 * The list is most of what a signed-in phone reads: the web reads it again whenever the app comes
 * back to the screen, and a page unchanged since costs the database its session check alone (issue
 * 37). Each server process keeps its own: a version read from the database is what every one checks.
 */
export function createListPageCache() {
  const kept = new LRUCache<string, TKeptPage>({
    maxSize: KEPT_BYTES,
    // Characters, not bytes: a page's JSON is mostly one-byte characters, kept as such.
    sizeCalculation: (page) => Math.max(1, page.body.length),
  });
  return {
    /** Whether a page is kept for this caller's query, of any version: its check then reads the versions alone. */
    holds: (userId: string, page: TOwnPage) => kept.has(keyOf(userId, page)),
    /** The page as answered under these versions on this day, or undefined. */
    get(userId: string, page: TOwnPage, versions: TListVersions, today: TIsoDate) {
      const found = kept.get(keyOf(userId, page));
      const current =
        found?.customerVersion === versions.customerVersion &&
        found.referenceVersion === versions.referenceVersion &&
        found.today === today;
      return current ? found : undefined;
    },
    /**
     * Keeps a page: `versions` must have been read no later than the page, so that a change between
     * the two leaves the page kept under a version already gone.
     */
    set(userId: string, page: TOwnPage, answered: TKeptPage) {
      kept.set(keyOf(userId, page), answered);
    },
  };
}

export type TListPageCache = ReturnType<typeof createListPageCache>;
