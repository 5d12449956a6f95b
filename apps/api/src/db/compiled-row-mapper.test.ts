import * as drizzleOrm from 'drizzle-orm';
import { Column, is, sql, type SelectedFieldsOrdered } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { TDatabase } from './client';
import { compileRowMapper } from './compiled-row-mapper';
import { preparedOnce } from './prepared';
import * as schema from './schema';
import { sessions, subscriptions, users } from './schema';

type TSelection = Record<string, unknown>;

/** Drizzle's own mapper and field order, exported at run time though left out of its types. */
const { mapResultRow, orderSelectedFields } = drizzleOrm as unknown as {
  mapResultRow: (
    fields: SelectedFieldsOrdered<Column>,
    row: unknown[],
    joins: Record<string, boolean> | undefined,
  ) => Record<string, unknown>;
  orderSelectedFields: <T extends Column>(selection: TSelection) => SelectedFieldsOrdered<T>;
};

/** A value as the driver hands it for each kind of column: timestamps and dates as text, JSON parsed. */
function rawValueOf(field: unknown, seed: number): unknown {
  if (!is(field, Column)) return String(seed);
  switch (field.columnType) {
    case 'PgTimestamp':
      return `2026-11-${String(1 + (seed % 28)).padStart(2, '0')} 10:00:00.123+00`;
    case 'PgJsonb':
      return { seed, nested: [seed] };
    case 'PgInteger':
      return seed;
    default:
      return `text ${seed}`;
  }
}

/** Rows of every column given, then each joined object's first column, or all of its columns, missing. */
function rowsFor(fields: SelectedFieldsOrdered<Column>): unknown[][] {
  const full = fields.map(({ field }, index) => rawValueOf(field, index + 1));
  const rows = [full, fields.map(() => null)];
  const objects = new Set(fields.filter(({ path }) => path.length === 2).map(({ path }) => path[0]));
  for (const object of objects) {
    const inObject = fields.map(({ path }) => path[0] === object && path.length === 2);
    const first = inObject.indexOf(true);
    rows.push(full.map((value, index) => (index === first ? null : value)));
    rows.push(full.map((value, index) => (inObject[index] ? null : value)));
  }
  return rows;
}

const selections: Record<string, { selection: TSelection; joins: Record<string, boolean> | undefined }> = {
  'a whole table alone': { selection: { row: subscriptions }, joins: undefined },
  "the list's read: a user, a left-joined table, a counted SQL and an after-sale column": {
    selection: {
      user: { id: users.id, email: users.email, role: users.role },
      row: subscriptions,
      total: sql<number>`count(*) over ()`.mapWith(Number),
      extendedBy: sql<string>`'x'`.as('extended_by'),
    },
    joins: { sessions: true, users: true, subscriptions: false },
  },
  'an object mixing two tables, and a nested one': {
    selection: {
      mixed: { sessionId: sessions.id, userEmail: users.email },
      deep: { inner: { id: subscriptions.id, createdAt: subscriptions.createdAt } },
      plain: subscriptions.codeStr,
    },
    joins: { sessions: true, users: false, subscriptions: false },
  },
  'a joined table that may not miss': {
    selection: { session: sessions, user: { id: users.id } },
    joins: { sessions: true, users: true },
  },
};

describe('compileRowMapper', () => {
  it.each(Object.entries(selections))(
    "maps %s as Drizzle's own mapper does, keys in the same order",
    (_name, { selection, joins }) => {
      const fields = orderSelectedFields<Column>(selection);
      const rows = rowsFor(fields);
      const expected = rows.map((row) => mapResultRow(fields, row, joins));
      const mapped = compileRowMapper(fields, joins)(rows);
      expect(mapped).toEqual(expected);
      expect(JSON.stringify(mapped)).toBe(JSON.stringify(expected));
    },
  );

  it('empties a left-joined object whose first column is null, and only that one', () => {
    const { selection, joins } =
      selections["the list's read: a user, a left-joined table, a counted SQL and an after-sale column"]!;
    const fields = orderSelectedFields<Column>(selection);
    const [full] = rowsFor(fields);
    const firstOfRow = fields.findIndex(({ path }) => path[0] === 'row');
    const firstMissing = full!.map((value, index) => (index === firstOfRow ? null : value));
    const [kept, emptied] = compileRowMapper(fields, joins)([full!, firstMissing]);
    expect(kept!.row).toMatchObject({ codeStr: expect.any(String), createdAt: expect.any(Date) });
    expect(emptied!.row).toBeNull();
    expect(emptied!.user).toMatchObject({ id: expect.any(String) });
    expect(emptied!.total).toEqual(expect.any(Number));
  });
});

describe('preparedOnce', () => {
  it("maps a prepared selection's rows by a compiled mapper", () => {
    const db = drizzle(new pg.Pool(), { schema }) as unknown as TDatabase;
    const read = preparedOnce((database) =>
      database.select({ row: subscriptions }).from(subscriptions).prepare('compiled_mapper_probe'),
    );
    const prepared = read(db) as unknown as { customResultMapper?: unknown };
    expect(prepared.customResultMapper).toEqual(expect.any(Function));
    expect(read(db)).toBe(prepared);
  });
});
