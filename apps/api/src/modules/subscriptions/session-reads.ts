import { ZListQuery } from '@bi/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { customerReadVersions, referenceReadVersion, sessions, subscriptions, users } from '../../db/schema';
import { isUuid } from '../../lib/uuid';
import type { TSessionCheck, TSessionRead } from '../../plugins/authenticate';
import { AFTER_SALE_FIELDS, flattened, type TAfterSaleRows } from './after-sale-rows';
import type { TOwnPage } from './after-sale-facts';
import type { TListPageCache, TListVersions } from './list-page-cache';
import type { TSubscriptionRow } from './repository';

/*
 * The detail and the list read the caller's session and their subscriptions in one statement: the
 * session's own check (`standingSession`) joined to the subscriptions it may read, one round trip
 * where the session read and the route's read took two, and each cost the server a write to the
 * database's socket and the database a statement (issue 37). The authentication hook runs it, before
 * validation as always, and refuses the call as before when no row says the session stands; the
 * route answers from what it read.
 */

type TOwnDetail = { row: TSubscriptionRow; afterSale: TAfterSaleRows };
type TOwnPageRows = { total: number | undefined; rows: TSubscriptionRow[]; afterSale: TAfterSaleRows };

/** What the hook read for a call, by call: a WeakMap, so nothing outlives its request. */
const details = new WeakMap<FastifyRequest, TOwnDetail | undefined>();

/**
 * A statement embedding the session check, built and prepared once per database: the check the hook
 * hands over is the same for every call, its placeholders' values aside.
 */
function preparedWithSession<T>(build: (db: TDatabase, check: TSessionCheck) => T) {
  let first: TSessionCheck | undefined;
  const prepared = preparedOnce((db) => build(db, first!));
  return (db: TDatabase, check: TSessionCheck) => {
    first ??= check;
    return prepared(db);
  };
}

/** The standing session, and the caller's subscription of id `id` beside it when there is one. */
const sessionWithOwnOf = preparedWithSession((db, check) =>
  db
    .select({ user: check.user, row: subscriptions, ...AFTER_SALE_FIELDS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      subscriptions,
      and(eq(subscriptions.id, sql.placeholder('id')), eq(subscriptions.userId, sessions.userId)),
    )
    .where(check.standing)
    .prepare('session_with_own_subscription'),
);

/** The detail call's read: `null` for a malformed id reads the session alone, and then no subscription. */
export const detailSessionRead =
  (request: FastifyRequest): TSessionRead =>
  async (db, check) => {
    const { id } = request.params as { id?: unknown };
    const [found] = await sessionWithOwnOf(db, check).execute({
      ...check.params,
      id: typeof id === 'string' && isUuid(id) ? id : null,
    });
    if (!found) return null;
    details.set(request, found.row ? { row: found.row, afterSale: flattened([found]) } : undefined);
    return found.user;
  };

/** The caller's own subscription as its session read it, or undefined as `readOwnWithAfterSale`. */
export const ownDetailRead = (request: FastifyRequest) => details.get(request);

/** The versions of what the caller's list shows, as columns of a statement reading their session. */
const LIST_VERSIONS = {
  customerVersion:
    sql<number>`coalesce((select ${customerReadVersions.version} from ${customerReadVersions} where ${customerReadVersions.userId} = ${sessions.userId}), 0)`.mapWith(
      Number,
    ),
  referenceVersion:
    sql<number>`coalesce((select ${referenceReadVersion.version} from ${referenceReadVersion}), 0)`.mapWith(
      Number,
    ),
};

/**
 * The standing session and a page of the caller's subscriptions, each beside it with the count of them
 * all (`count` of the subscription's id: a caller with none gets one row, its subscription empty) and
 * the versions it was read under: one statement, one snapshot.
 */
const sessionWithPageOf = (newestFirst: boolean) =>
  preparedWithSession((db, check) =>
    db
      .select({
        user: check.user,
        row: subscriptions,
        total: sql<number>`count(${subscriptions.id}) over ()`.mapWith(Number),
        ...LIST_VERSIONS,
        ...AFTER_SALE_FIELDS,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(subscriptions, eq(subscriptions.userId, sessions.userId))
      .where(check.standing)
      .orderBy(
        newestFirst ? desc(subscriptions.createdAt) : asc(subscriptions.createdAt),
        desc(subscriptions.codeStr),
      )
      .limit(sql.placeholder('top'))
      .offset(sql.placeholder('skip'))
      .prepare(newestFirst ? 'session_with_page_newest' : 'session_with_page_oldest'),
  );
const newestPageOf = sessionWithPageOf(true);
const oldestPageOf = sessionWithPageOf(false);

/** The standing session and the versions of what the caller's list shows, when a page of it is kept. */
const sessionWithListVersionsOf = preparedWithSession((db, check) =>
  db
    .select({ user: check.user, ...LIST_VERSIONS })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(check.standing)
    .prepare('session_with_list_versions'),
);

/** What the list's hook read: the versions of what the list shows, and the page unless one was kept. */
type TListRead = { page: TOwnPage; versions: TListVersions; found?: TOwnPageRows };
const lists = new WeakMap<FastifyRequest, TListRead>();

const versionsOf = (found: TListVersions): TListVersions => ({
  customerVersion: found.customerVersion,
  referenceVersion: found.referenceVersion,
});

/**
 * The list call's read, with its query as validation will read it. Where this process keeps a page
 * for the query, the session and the versions alone; otherwise the session and the page. A query
 * validation refuses, and a page past the last one (no row: the session may stand or not), read the
 * session alone; the route then reads its page itself, or never runs.
 */
export const listSessionReadOf =
  (kept: TListPageCache) =>
  (request: FastifyRequest): TSessionRead =>
  async (db, check) => {
    const query = ZListQuery.safeParse(request.query);
    if (!query.success) return check.readAlone();
    const page = {
      top: query.data.$top,
      skip: query.data.$skip,
      newestFirst: query.data.$sort === 'created_at DESC',
    };
    if (kept.holds(check.params.userId, page)) {
      const [found] = await sessionWithListVersionsOf(db, check).execute(check.params);
      if (found) lists.set(request, { page, versions: versionsOf(found) });
      return found?.user ?? null;
    }
    const pageOf = page.newestFirst ? newestPageOf : oldestPageOf;
    const found = await pageOf(db, check).execute({ ...check.params, top: page.top, skip: page.skip });
    if (found.length === 0) return page.skip === 0 ? null : check.readAlone();
    const listed = found.flatMap(({ row }) => (row ? [row] : []));
    lists.set(request, {
      page,
      versions: versionsOf(found[0]!),
      found: { total: found[0]!.total, rows: listed, afterSale: flattened(listed.length ? found : []) },
    });
    return found[0]!.user;
  };

/** What its session read for this call, when it read for the page validation gave the route. */
export function ownListRead(request: FastifyRequest, page: TOwnPage) {
  const read = lists.get(request);
  const same =
    read?.page.top === page.top && read.page.skip === page.skip && read.page.newestFirst === page.newestFirst;
  return same ? read : undefined;
}
