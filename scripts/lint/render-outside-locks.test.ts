import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const FILE = 'apps/api/src/modules/after-sale/x.ts';

/** The messages lint gives `code` as if it stood in an API module. */
async function messagesOn(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, FILE) });
  return result!.messages.map((message) => message.message);
}

const PRELUDE = `import type { TDatabase, TTransaction } from '../../db/client';
import { prepareThenCommit } from '../../lib/prepare-then-commit';
declare const db: TDatabase;
declare const pdf: { render: (html: string) => Promise<Buffer> };
declare const signing: { seal: (bytes: Buffer) => Promise<Buffer> };
declare function renderCertificate(): Promise<Buffer>;
`;
const refused = (messages: string[]) => messages.some((text) => text.includes('decision 044'));

// ESLint and its import resolver take seconds a file on a busy machine; a timeout is no finding.
describe('documents rendered before any lock, held by lint', { timeout: 60_000 }, () => {
  it('refuses a render or a seal inside a transaction, its steps, or a function handed one', async () => {
    for (const body of [
      'export const a = db.transaction(async () => renderCertificate());',
      "export const a = db.transaction(async () => pdf.render('<p>'));",
      'export const a = db.transaction(async () => signing.seal(Buffer.alloc(1)));',
      `export const a = prepareThenCommit(db, {
        prepare: async () => ({ version: 1 }),
        lock: async () => ({ version: 1 }),
        versionOf: (row) => row.version,
        commit: async () => renderCertificate(),
      });`,
      'export async function commitX(tx: TTransaction) { await pdf.render(String(tx)); }',
    ])
      expect(refused(await messagesOn(PRELUDE + body)), body).toBe(true);
  });

  it('lets the documents be rendered in the prepare step and before the transaction', async () => {
    const allowed = `export const a = prepareThenCommit(db, {
      prepare: async () => ({ version: 1, bytes: await renderCertificate() }),
      lock: async () => ({ version: 1 }),
      versionOf: (row) => row.version,
      commit: async (_tx, _row, prepared) => prepared.bytes,
    });
    export async function b() {
      const bytes = await pdf.render('<p>');
      return db.transaction(async () => bytes);
    }`;
    expect(refused(await messagesOn(PRELUDE + allowed))).toBe(false);
  });
});
