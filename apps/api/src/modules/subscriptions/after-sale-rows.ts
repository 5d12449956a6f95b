import { EDITABLE_STATUSES } from '@bi/domain';
import { asc, desc, eq, sql, type Param, type Placeholder, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { TDatabase, TTransaction } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  archivedDocuments,
  countries,
  documentReviews,
  offices,
  refunds,
  subscriptions,
  terminationRequests,
} from '../../db/schema';

type TColumns = Record<string, PgColumn>;
type TRead<C extends TColumns> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * The rows of one table a subscription has, as a JSON array, each an object keyed as `columns` are.
 * `as` names the table in the subquery when it is the subscriptions' own, read beside the outer row.
 */
function rowsAsJson(
  table: PgTable,
  columns: TColumns,
  where: SQL | undefined,
  { orderBy, as, when }: { orderBy?: PgColumn; as?: string; when?: SQL } = {},
): SQL {
  // `when`: the subscription can have such rows. PostgreSQL runs a subquery under a case only where
  // its branch is taken: nine a row were more than half of what a list statement cost the database.
  // The keys and the name are this file's own, never input: written into the statement as they are.
  const pairs = sql.join(
    Object.entries(columns).map(
      ([key, column]) =>
        sql`${sql.raw(`'${key}'`)}, ${as ? sql`${sql.identifier(as)}.${sql.identifier(column.name)}` : column}`,
    ),
    sql`, `,
  );
  const from = as ? sql`${table} ${sql.identifier(as)}` : sql`${table}`;
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  const read = sql`coalesce((select json_agg(json_build_object(${pairs})${order}) from ${from} where ${where}), '[]'::json)`;
  return when ? sql`case when ${when} then ${read} else '[]'::json end` : read;
}

/** Each value as the driver would have given it (a timestamp as a Date), read from its JSON. */
function readRows<C extends TColumns>(columns: C, rows: unknown): TRead<C>[] {
  return (rows as Record<string, unknown>[]).map(
    (row) =>
      Object.fromEntries(
        Object.entries(columns).map(([key, column]) => {
          const value = row[key];
          return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
        }),
      ) as TRead<C>,
  );
}

const TERMINATION = {
  subscriptionId: terminationRequests.subscriptionId,
  status: terminationRequests.status,
  requestedAt: terminationRequests.requestedAt,
};
const REFUND = {
  subscriptionId: refunds.subscriptionId,
  status: refunds.status,
  reason: refunds.reason,
  amountCentimes: refunds.amountCentimes,
  requestedAt: refunds.requestedAt,
  dueBy: refunds.dueBy,
};
const PERIOD = { id: subscriptions.id, periodeInfo: subscriptions.periodeInfo };
const REVIEW = {
  subscriptionId: documentReviews.subscriptionId,
  kind: documentReviews.kind,
  fileId: documentReviews.fileId,
  status: documentReviews.status,
  reason: documentReviews.reason,
  comment: documentReviews.comment,
};
/** Never the bytes: a page of answers reads only what the list shows. */
const ARCHIVED = {
  id: archivedDocuments.id,
  subscriptionId: archivedDocuments.subscriptionId,
  kind: archivedDocuments.kind,
  fileName: archivedDocuments.fileName,
  createdAt: archivedDocuments.createdAt,
  replacesId: archivedDocuments.replacesId,
};
const EXTENSION = { extendedFromId: subscriptions.extendedFromId };
const COUNTRY = { id: countries.id };
const OFFICE = { id: offices.id };

const own = (column: PgColumn) => eq(column, subscriptions.id);
/**
 * Paid once: only such a subscription has terminations, refunds, sealed documents or extensions, each
 * made of a paid or signed one, and the lifecycle has no move back to an editable status (decision 063).
 */
const everPaid = sql`${subscriptions.statut} not in (${sql.join(
  EDITABLE_STATUSES.map((status) => sql.raw(`'${status}'`)),
  sql`, `,
)})`;
const extending = sql`${subscriptions.extendedFromId} is not null`;

/** A subscription's after-sale rows, as columns of the statement that reads it. */
export const AFTER_SALE_FIELDS = {
  terminations: rowsAsJson(terminationRequests, TERMINATION, own(terminationRequests.subscriptionId), {
    when: everPaid,
  }),
  // The extended contract's too: an extension of one being terminated goes no further.
  sourceTerminations: rowsAsJson(
    terminationRequests,
    TERMINATION,
    eq(terminationRequests.subscriptionId, subscriptions.extendedFromId),
    { when: extending },
  ),
  refunds: rowsAsJson(refunds, REFUND, own(refunds.subscriptionId), { when: everPaid }),
  periods: rowsAsJson(subscriptions, PERIOD, sql`source.id = ${subscriptions.extendedFromId}`, {
    as: 'source',
    when: extending,
  }),
  // The answer shows a review only beside a document on record.
  reviews: rowsAsJson(documentReviews, REVIEW, own(documentReviews.subscriptionId), {
    when: sql`${subscriptions.documentsInfo} is not null`,
  }),
  archive: rowsAsJson(archivedDocuments, ARCHIVED, own(archivedDocuments.subscriptionId), {
    orderBy: archivedDocuments.createdAt,
    when: everPaid,
  }),
  extensions: rowsAsJson(
    subscriptions,
    EXTENSION,
    sql`extension.extended_from_id = ${subscriptions.id} and extension.statut in ('paid', 'signed')`,
    { as: 'extension', when: everPaid },
  ),
  // The country and the office it chose, when an administrator closed them since: it can no longer be paid.
  countryOff: rowsAsJson(
    countries,
    COUNTRY,
    sql`${countries.id} = (${subscriptions.userInfo}->>'pays_Id')::int and not ${countries.active}`,
    { when: sql`${subscriptions.userInfo}->>'pays_Id' is not null` },
  ),
  officeClosed: rowsAsJson(
    offices,
    OFFICE,
    sql`${offices.id} = ${subscriptions.officeId} and not ${offices.active}`,
    { when: sql`${subscriptions.officeId} is not null` },
  ),
};

/** One row a subscription of `ids`, its after-sale rows beside it; `ids` is one array parameter. */
const afterSaleSelect = (db: TDatabase | TTransaction, ids: Placeholder | Param) =>
  db
    .select(AFTER_SALE_FIELDS)
    .from(subscriptions)
    .where(sql`${subscriptions.id} = any(${ids}::uuid[])`);

/** Built once and prepared on each connection: the list and the detail read it on every call. */
const afterSaleReadOf = preparedOnce((db) =>
  afterSaleSelect(db, sql.placeholder('ids')).prepare('after_sale_read'),
);

/**
 * The rows an answer reads beside its subscriptions (terminations, refunds, the extended period,
 * reviews, sealed documents, extensions), for all of `ids` in one statement: one round trip
 * whatever the page size, where a query a table cost a list or a detail call seven.
 */
export async function readAfterSaleRows(db: TDatabase | TTransaction, ids: string[]) {
  // Outside a transaction, the prepared read; inside one, the transaction's own connection.
  const found =
    db instanceof PgTransaction
      ? await afterSaleSelect(db, sql.param(ids))
      : await afterSaleReadOf(db).execute({ ids });
  return flattened(found);
}

type TFound = { [K in keyof typeof AFTER_SALE_FIELDS]: unknown };

/** The rows of every subscription read, by table, as the driver would have given them. */
export function flattened(found: TFound[]) {
  const all = <T>(read: (row: TFound) => T[]) => found.flatMap(read);
  return {
    terminations: all((row) =>
      readRows(TERMINATION, [...(row.terminations as []), ...(row.sourceTerminations as [])]),
    ),
    refundRows: all((row) => readRows(REFUND, row.refunds)),
    periods: all((row) => readRows(PERIOD, row.periods)),
    reviewRows: all((row) => readRows(REVIEW, row.reviews)),
    archiveRows: all((row) => readRows(ARCHIVED, row.archive)),
    extensions: all((row) => readRows(EXTENSION, row.extensions)),
    countriesOff: all((row) => readRows(COUNTRY, row.countryOff)),
    officesClosed: all((row) => readRows(OFFICE, row.officeClosed)),
  };
}

export type TAfterSaleRows = ReturnType<typeof flattened>;

/**
 * A page of the caller's own subscriptions, newest or oldest first, each row with the count of them all
 * and its after-sale rows beside it: the list call's one statement.
 */
const ownPageWithAfterSaleOf = (newestFirst: boolean) =>
  preparedOnce((db) =>
    db
      .select({
        row: subscriptions,
        total: sql<number>`count(*) over ()`.mapWith(Number),
        ...AFTER_SALE_FIELDS,
      })
      .from(subscriptions)
      .where(eq(subscriptions.userId, sql.placeholder('userId')))
      .orderBy(
        newestFirst ? desc(subscriptions.createdAt) : asc(subscriptions.createdAt),
        desc(subscriptions.codeStr),
      )
      .limit(sql.placeholder('top'))
      .offset(sql.placeholder('skip'))
      .prepare(newestFirst ? 'own_page_with_after_sale_newest' : 'own_page_with_after_sale_oldest'),
  );
const newestPageOf = ownPageWithAfterSaleOf(true);
const oldestPageOf = ownPageWithAfterSaleOf(false);

/** One page of the caller's own subscriptions as stored, the count of them all, and their after-sale rows. */
export async function readOwnPageWithAfterSale(
  db: TDatabase,
  userId: string,
  page: { top: number; skip: number; newestFirst: boolean },
) {
  const pageOf = page.newestFirst ? newestPageOf : oldestPageOf;
  const found = await pageOf(db).execute({ userId, top: page.top, skip: page.skip });
  return { total: found[0]?.total, rows: found.map(({ row }) => row), afterSale: flattened(found) };
}
