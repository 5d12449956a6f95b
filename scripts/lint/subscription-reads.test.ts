import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_READERS } from '../../eslint.subscription-readers.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rules that fired on `code` as if it stood at `file`. */
async function rulesOn(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

const readById = [
  "import { eq } from 'drizzle-orm';",
  "import type { TDatabase } from '../../db/client';",
  "import { subscriptions } from '../../db/schema';",
  'export const one = (db: TDatabase, id: string) =>',
  '  db.select().from(subscriptions).where(eq(subscriptions.id, id));',
  '',
].join('\n');

// ESLint and its import resolver take seconds a file on a busy machine; a timeout is no finding.
describe(
  'one subscription read through its scoped repository, held by lint (decision 064)',
  { timeout: 60_000 },
  () => {
    it('refuses a new file that imports the table and reads one row by its id', async () => {
      const rules = await rulesOn('apps/api/src/modules/payment/x.ts', readById);
      expect(rules).toContain('no-restricted-imports');
      expect(rules).toContain('no-restricted-syntax');
    });

    it("accepts the same read in the table's module: its repository and its scoped reads", async () => {
      for (const file of ['repository.ts', 'subscription-scope.ts']) {
        const rules = await rulesOn(`apps/api/src/modules/subscriptions/${file}`, readById);
        expect(rules, file).not.toContain('no-restricted-imports');
        expect(rules, file).not.toContain('no-restricted-syntax');
      }
    });

    it('refuses the table reached without its name: the whole schema, the relational API, SQL text', async () => {
      const file = 'apps/api/src/modules/after-sale/x.ts';
      expect(
        await rulesOn(file, "import * as schema from '../../db/schema';\nexport const y = schema;\n"),
      ).toContain('no-restricted-imports');
      const relational =
        "import type { TDatabase } from '../../db/client';\nexport const one = (db: TDatabase, id: string) =>\n  db.query.subscriptions.findFirst({ where: (row, { eq }) => eq(row.id, id) });\n";
      expect(await rulesOn(file, relational)).toContain('no-restricted-syntax');
      const text =
        "import { sql } from 'drizzle-orm';\nexport const one = (id: string) => sql`select * from subscriptions where id = ${id}`;\n";
      expect(await rulesOn(file, text)).toContain('no-restricted-syntax');
    });

    it('lets a listed reader join the table, never read one row of it by id', async () => {
      const reader = 'apps/api/src/modules/figures/funnel-block.ts';
      const join =
        "import { eq } from 'drizzle-orm';\nimport { certificates, subscriptions } from '../../db/schema';\nexport const joined = eq(subscriptions.id, certificates.subscriptionId);\n";
      expect(await rulesOn(reader, join)).toEqual([]);
      const byId = `${join}export const one = (id: string) => eq(id, subscriptions.id);\n`;
      expect(await rulesOn(reader, byId)).toContain('no-restricted-syntax');
    });

    it('lists only files that read the table, each with its reason', () => {
      for (const [file, reason] of Object.entries(SUBSCRIPTION_READERS)) {
        expect(readFileSync(path.join(root, file), 'utf8'), file).toMatch(
          /import\s*\{[^}]*\bsubscriptions\b[^}]*\}\s*from\s*'[./]+\/db\/schema'/,
        );
        expect(reason.length, file).toBeGreaterThan(20);
      }
    });
  },
);
