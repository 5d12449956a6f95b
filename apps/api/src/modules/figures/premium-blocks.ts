import { centimesToAmount, localizedName, periodDays, readableName, type TLanguage } from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { cities, offices, periods, usages } from '../../db/schema';
import { dayBoundaries, type TFiguresScope } from './figures-scope';
import { num, rowsOf, type TCell } from './rows-of';
import { premiumSums, soldContracts } from './sold-contracts';

type TSums = Record<'contracts' | 'net' | 'tax' | 'solidarity' | 'fgac' | 'stamp' | 'total', TCell>;

/** Centimes summed by the database, as the wire carries them: MAD with two decimals. */
export const premiumTotals = (row: TSums | undefined) => ({
  contracts: num(row?.contracts ?? 0),
  net: centimesToAmount(num(row?.net ?? 0)),
  tax: centimesToAmount(num(row?.tax ?? 0)),
  solidarity: centimesToAmount(num(row?.solidarity ?? 0)),
  fgac: centimesToAmount(num(row?.fgac ?? 0)),
  stamp: centimesToAmount(num(row?.stamp ?? 0)),
  total: centimesToAmount(num(row?.total ?? 0)),
});

/** The totals of the period, and how many of those contracts were cancelled, terminated or withdrawn since. */
export async function totalsBlock(db: TDatabase, scope: TFiguresScope) {
  const [row] = await rowsOf<TSums & Record<'cancelled' | 'terminated' | 'withdrawn', TCell>>(
    db,
    sql`${soldContracts(scope, { parts: true })} select ${premiumSums},
      count(*) filter (where status = 'cancelled')::integer as cancelled,
      count(*) filter (where status = 'terminated')::integer as terminated,
      count(*) filter (where status = 'withdrawn')::integer as withdrawn
    from sold`,
  );
  return {
    ...premiumTotals(row),
    cancelled: num(row?.cancelled ?? 0),
    terminated: num(row?.terminated ?? 0),
    withdrawn: num(row?.withdrawn ?? 0),
  };
}

/** Every day of the period, days without a sale included, bucketed by Morocco's midnights. */
export async function byDayBlock(db: TDatabase, scope: TFiguresScope) {
  const rows = await rowsOf<{ bucket: TCell; contracts: TCell; total: TCell }>(
    db,
    // The midnights parsed once (a sub-select), not for every row: a text to timestamptz cast is not folded.
    sql`${soldContracts(scope)} select width_bucket(paid_at,
        (select string_to_array(${dayBoundaries(scope).join(',')}, ',')::timestamptz[])) as bucket,
      count(*)::integer as contracts, coalesce(sum(total), 0)::bigint as total
    from sold group by 1`,
  );
  const byBucket = new Map(rows.map((row) => [num(row.bucket), row]));
  return periodDays(scope.from, scope.to).map((day, index) => {
    const row = byBucket.get(index + 1);
    return { day, contracts: num(row?.contracts ?? 0), total: centimesToAmount(num(row?.total ?? 0)) };
  });
}

const GROUPS = {
  entry_city: {
    style: 'proper',
    column: sql`entry_city_id`,
    names: sql`select ${cities.id}::text as key, ${cities.name} as name, null::text as name_en,
      ${cities.nameAr} as name_ar from ${cities}`,
  },
  office: {
    style: 'proper',
    column: sql`office_id`,
    names: sql`select ${offices.id}::text as key, ${offices.name} as name, null::text as name_en,
      ${offices.nameAr} as name_ar from ${offices}`,
  },
  usage: {
    style: 'term',
    column: sql`usage_code`,
    names: sql`select ${usages.code} as key, ${usages.name} as name, ${usages.nameEn} as name_en,
      ${usages.nameAr} as name_ar from ${usages}`,
  },
  period: {
    style: 'term',
    column: sql`period_code`,
    names: sql`select ${periods.code} as key, ${periods.name} as name, ${periods.nameEn} as name_en,
      ${periods.nameAr} as name_ar from ${periods}`,
  },
} as const;

type TGroupRow = {
  key: string | null;
  name: string | null;
  name_en: string | null;
  name_ar: string | null;
  contracts: TCell;
  total: TCell;
};

/** The period's contracts and premiums by entry city, office, usage or duration, largest first, named in `language`. */
export async function groupBlock(
  db: TDatabase,
  scope: TFiguresScope,
  group: keyof typeof GROUPS,
  language: TLanguage,
) {
  const { column, names, style } = GROUPS[group];
  const rows = await rowsOf<TGroupRow>(
    db,
    sql`${soldContracts(scope)}, grouped as (
        select ${column}::text as key, count(*)::integer as contracts, coalesce(sum(total), 0)::bigint as total
        from sold group by 1)
      select grouped.key, grouped.contracts, grouped.total, names.name, names.name_en, names.name_ar
      from grouped left join (${names}) names on names.key = grouped.key
      order by grouped.total desc, grouped.key`,
  );
  return rows.map((row) => ({
    key: row.key ?? '',
    // A name the reference lists no longer hold (or a subscription without one) shows its key.
    label: readableName(
      localizedName({ n: row.name, n_EN: row.name_en, n_AR: row.name_ar }, 'n', language) || (row.key ?? '—'),
      language,
      style,
    ),
    contracts: num(row.contracts),
    total: centimesToAmount(num(row.total)),
  }));
}
