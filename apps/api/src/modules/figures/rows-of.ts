import type { SQL } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';

/** A cell a driver answers as text or bigint (counts, sums in centimes): a number, safe far past any sum here. */
export type TCell = string | number | bigint | null;
export const num = (cell: TCell): number => (cell === null ? 0 : Number(cell));

/** A contract's stored price parts, in centimes, as the figures' queries select them. */
export type TPriceCells = { net: TCell; tax: TCell; solidarity: TCell; fgac: TCell; stamp: TCell };

export const priceParts = (row: TPriceCells) => ({
  net: num(row.net),
  tax: num(row.tax),
  solidarity: num(row.solidarity),
  fgac: num(row.fgac),
  stamp: num(row.stamp),
});

/** The rows of a raw query, the same on PGlite and node-postgres (both answer `{ rows }`). */
export async function rowsOf<T extends Record<string, unknown>>(db: TDatabase, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}
