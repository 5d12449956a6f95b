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

/** Some thousands of customers' pages (a contract's answer is a few thousand characters): the rest is read again, as before. */
const KEPT_BYTES = 64 * 1024 * 1024;
/**
 * Pages kept for one customer, the latest asked: the web asks two or three (the contracts' pages, the
 * first page); a caller asking every `$top` and `$skip` in turn pushes out only their own.
 */
const PAGES_PER_CUSTOMER = 4;
/** What an entry of the map costs beyond its strings, about. */
const ENTRY_BYTES = 256;

const pageKeyOf = (page: TOwnPage) => `${page.top} ${page.skip} ${page.newestFirst ? 'newest' : 'oldest'}`;

/** Two bytes a character: V8 keeps a string with one character past Latin-1 (an Arabic name) so. */
const bytesOf = (pages: ReadonlyMap<string, TKeptPage>, userId: string) =>
  [...pages].reduce(
    (sum, [key, page]) => sum + ENTRY_BYTES + 2 * (key.length + page.body.length),
    ENTRY_BYTES + 2 * userId.length,
  );

/**
 * The pages of customers' lists this process answered, as written, each sent again only while neither
 * version it was read under has moved and the server's day is the same (an answer says what can be
 * paid today): neither the page's read, nor its mapping, nor its writing is done twice.
 * The list is most of what a signed-in phone reads: the web reads it again whenever the app comes
 * back to the screen, and a page unchanged since costs the database its session check alone (issue
 * 37). Each server process keeps its own: a version read from the database is what every one checks.
 */
export function createListPageCache() {
  const kept = new LRUCache<string, ReadonlyMap<string, TKeptPage>>({
    maxSize: KEPT_BYTES,
    sizeCalculation: bytesOf,
  });
  return {
    /** Whether a page is kept for this caller's query, of any version: its check then reads the versions alone. */
    holds: (userId: string, page: TOwnPage) => kept.peek(userId)?.has(pageKeyOf(page)) === true,
    /** The page as answered under these versions on this day, or undefined. */
    get(userId: string, page: TOwnPage, versions: TListVersions, today: TIsoDate) {
      const found = kept.get(userId)?.get(pageKeyOf(page));
      const current =
        found?.customerVersion === versions.customerVersion &&
        found.referenceVersion === versions.referenceVersion &&
        found.today === today;
      return current ? found : undefined;
    },
    /**
     * Keeps a page: `versions` must have been read no later than the page, so that a change between
     * the two leaves the page kept under a version already gone. A new map each time: the cache
     * weighs an entry when it is set.
     */
    set(userId: string, page: TOwnPage, answered: TKeptPage) {
      const key = pageKeyOf(page);
      const pages = new Map([...(kept.peek(userId) ?? [])].filter(([other]) => other !== key));
      pages.set(key, answered);
      for (const oldest of [...pages.keys()].slice(0, Math.max(0, pages.size - PAGES_PER_CUSTOMER)))
        pages.delete(oldest);
      kept.set(userId, pages);
    },
  };
}

export type TListPageCache = ReturnType<typeof createListPageCache>;
