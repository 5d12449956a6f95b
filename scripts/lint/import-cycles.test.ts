import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts', 'packages/*/src/**/*.ts'];

/**
 * The import cycles among `files` under `cwd`: value imports, static or dynamic, followed within our
 * sources (a package from node_modules is another package's business). Type-only imports are left out:
 * they vanish from the emitted code, so they cannot make a module see another half-initialised.
 */
async function importCycles(cwd: string, files: string[]) {
  const tree = await parseDependencyTree(files, { cwd, transform: true, exclude: /node_modules/ });
  return parseCircular(tree).map((cycle) => cycle.join(' → '));
}

// The fixture stands outside the working tree: a run killed midway must not leave a cycle there.
const fixtureBase = mkdtempSync(path.join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(fixtureBase, { recursive: true, force: true }));

// dpdm reads each file once, in about 10 s for the whole tree on a quiet machine: ESLint's
// import-x/no-cycle took 30 s of its 57 s for the same check, on every lint.
describe('the import graph', { timeout: 120_000 }, () => {
  it('has no cycle anywhere in the apps and packages', async () => {
    expect(await importCycles(root, SOURCES)).toEqual([]);
  });

  it('would find one, static or dynamic, and not a type-only one', async () => {
    const fixture = path.join(fixtureBase, 'apps/api/src/modules/cycle');
    mkdirSync(fixture, { recursive: true });
    writeFileSync(path.join(fixture, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(path.join(fixture, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    writeFileSync(path.join(fixture, 'c.ts'), "export const c = () => import('./d');\n");
    writeFileSync(path.join(fixture, 'd.ts'), "import { c } from './c';\nexport const d = c;\n");
    writeFileSync(path.join(fixture, 'e.ts'), "import type { F } from './f';\nexport type E = F;\n");
    writeFileSync(path.join(fixture, 'f.ts'), "import type { E } from './e';\nexport type F = { e?: E };\n");
    const found = await importCycles(fixtureBase, SOURCES);
    expect(found).toHaveLength(2);
    expect(found.join('\n')).toMatch(/cycle\/a\.ts → .*cycle\/b\.ts|cycle\/b\.ts → .*cycle\/a\.ts/);
    expect(found.join('\n')).toMatch(/cycle\/[cd]\.ts → .*cycle\/[cd]\.ts/);
  });
});
