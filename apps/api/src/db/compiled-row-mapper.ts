import { Column, getTableName, is, SQL, Subquery, type SelectedFieldsOrdered } from 'drizzle-orm';

type TDecoder = { mapFromDriverValue: (value: unknown) => unknown };
type TRow = Record<string, unknown>;
type TField = SelectedFieldsOrdered<Column>[number]['field'];

/** How one selected column lands in the answer: the objects opened before it, then its key there. */
type TColumnPlan = {
  decoder: TDecoder;
  /** Objects first met at this column, each its index in `nodes` under its parent's, in path order. */
  opens: { index: number; parent: number; key: string }[];
  /** The object the value goes into: 0 is the row itself. */
  node: number;
  key: string;
};

/** A top-level object of joined columns, emptied to null when its table's row is missing. */
type TNullable = { objectKey: string; firstColumn: number };

/** An SQL's decoder, private in Drizzle's types: `.mapWith()` sets it. */
const decoderOfSql = (sql: SQL) => (sql as unknown as { decoder: TDecoder }).decoder;

function decoderOf(field: TField): TDecoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql as SQL);
  return decoderOfSql(field.sql);
}

/**
 * Drizzle's `mapResultRow` asks, for every column of every row, which kind of field it is (`is`, a
 * walk up the prototype chain, twice) and walks its path anew: 12 % of the list's server time for 11
 * rows of 46 columns (issue 37). The same answer is planned here once per statement, each field's
 * decoder and place found ahead, the rows then filled by plain loops. Its rules are Drizzle's own,
 * and a test holds the two to the same output: objects made in the order first met; a joined table's
 * object is null when the first of its columns is null and the join may miss (`joinsNotNullableMap`),
 * unless columns of another table share the object.
 */
export function compileRowMapper(
  fields: SelectedFieldsOrdered<Column>,
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (rows: unknown[][]) => TRow[] {
  const nodeIndex = new Map<string, number>([['', 0]]);
  const plans: TColumnPlan[] = fields.map(({ path, field }) => {
    const opens: TColumnPlan['opens'] = [];
    let node = 0;
    for (let depth = 0; depth < path.length - 1; depth += 1) {
      const id = path.slice(0, depth + 1).join('\u0000');
      let index = nodeIndex.get(id);
      if (index === undefined) {
        index = nodeIndex.size;
        nodeIndex.set(id, index);
        opens.push({ index, parent: node, key: path[depth]! });
      }
      node = index;
    }
    return { decoder: decoderOf(field), opens, node, key: path[path.length - 1]! };
  });
  const nullables = joinsNotNullableMap ? nullableObjects(fields, joinsNotNullableMap) : [];
  const nodeCount = nodeIndex.size;

  return (rows) =>
    rows.map((row) => {
      const nodes: TRow[] = new Array<TRow>(nodeCount);
      const result: TRow = {};
      nodes[0] = result;
      for (let column = 0; column < plans.length; column += 1) {
        const plan = plans[column]!;
        for (const open of plan.opens) {
          const created: TRow = {};
          nodes[open.index] = created;
          nodes[open.parent]![open.key] = created;
        }
        const raw = row[column];
        nodes[plan.node]![plan.key] = raw === null ? null : plan.decoder.mapFromDriverValue(raw);
      }
      for (const { objectKey, firstColumn } of nullables) {
        const first = plans[firstColumn]!;
        if (nodes[first.node]![first.key] === null) result[objectKey] = null;
      }
      return result;
    });
}

/**
 * Drizzle's rule, decided ahead where it can be: the top-level objects of a table's columns (path of
 * two) whose join may miss, each judged at run time on its first column alone.
 */
function nullableObjects(
  fields: SelectedFieldsOrdered<Column>,
  joinsNotNullableMap: Record<string, boolean>,
): TNullable[] {
  const groups = new Map<string, { firstColumn: number; table: string; oneTable: boolean }>();
  fields.forEach(({ path, field }, column) => {
    if (!is(field, Column) || path.length !== 2) return;
    const table = getTableName(field.table);
    const group = groups.get(path[0]!);
    if (!group) groups.set(path[0]!, { firstColumn: column, table, oneTable: true });
    else if (group.table !== table) group.oneTable = false;
  });
  return [...groups]
    .filter(([, group]) => group.oneTable && !joinsNotNullableMap[group.table])
    .map(([objectKey, { firstColumn }]) => ({ objectKey, firstColumn }));
}
