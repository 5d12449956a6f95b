import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import TABLES_WITH_MOVES from '../../packages/domain/src/subscription/tables-with-moves.json';

const root = path.resolve(import.meta.dirname, '../..');
const schemaDir = path.join(root, 'apps/api/src/db/schema');
/** Every part of the model's tables, one after the other (schema.ts re-exports them all). */
const schema = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.ts'))
  .sort()
  .map((file) => readFileSync(path.join(schemaDir, file), 'utf8'))
  .join('\n');

/**
 * Tables with a status column that is not a business move: the outbox's status is the dispatcher's
 * claim on a message (pending, sending, sent, failed), written by the notifications module alone.
 */
const NOT_MOVES = new Set(['outbox']);

/** Each `export const name = pgTable(…)` with the text of its columns, up to the next table. */
function tablesWithStatus(): string[] {
  const tables = [...schema.matchAll(/^export const (\w+) = pgTable\(/gm)];
  return tables
    .filter((table, index) => {
      const body = schema.slice(table.index, tables[index + 1]?.index ?? schema.length);
      return /\b(status|statut): text\('(status|statut)'/.test(body);
    })
    .map(([, name]) => name!);
}

describe("the domain's registry of tables with moves", () => {
  it('lists every table whose rows carry a status, so none is left without its one writer', () => {
    const listed = TABLES_WITH_MOVES.map(({ table }) => table);
    const withStatus = tablesWithStatus();
    expect(withStatus.length).toBeGreaterThanOrEqual(7);
    expect(withStatus.filter((table) => !NOT_MOVES.has(table) && !listed.includes(table))).toEqual([]);
    // And names only tables the schema has, under their SQL names.
    for (const { table, sqlName } of TABLES_WITH_MOVES)
      expect(schema).toMatch(new RegExp(`export const ${table} = pgTable\\(\\s*'${sqlName}'`));
  });

  it(
    'guards each listed table in lint: a write outside its writer is refused',
    { timeout: 60_000 },
    async () => {
      const eslint = new ESLint({ cwd: root });
      for (const { table } of TABLES_WITH_MOVES) {
        const code = `import { ${table} } from '../../db/schema';\ndeclare const tx: { update(t: unknown): { set(v: unknown): void } };\ntx.update(${table}).set({});\n`;
        const [result] = await eslint.lintText(code, {
          filePath: path.join(root, 'apps/api/src/modules/after-sale/x.ts'),
        });
        expect(
          result!.messages.map((message) => message.ruleId),
          table,
        ).toContain('no-restricted-syntax');
      }
    },
  );
});
