import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const DOC = 'ARCHITECTURE.md';
/** Fifteen minutes of reading: past this the file has become a second copy of the code. */
const MAX_LINES = 300;

/**
 * A path from the repository's root: a lower-case first folder (`Africa/Casablanca` is a time zone) not
 * itself inside a path, a route or a package name (`/api/v1`, `../shared/…`, `@bi/domain`).
 */
const WITH_FOLDER = /(?<![\w./@-])(?:\.[a-z]+|[a-z][\w-]*)\/[\w./-]*/g;
/** A file named alone, which can only be one at the root (`eslint.config.js`). */
const FILE_ALONE = /(?<![\w./@-])[\w.-]+\.(?:ts|tsx|js|mjs|cjs|json|md|sh|sql|css|html)(?![\w/])/g;

const matches = (text: string, pattern: RegExp) =>
  [...text.matchAll(pattern)].map(([found]) => found.replace(/\.+$/, ''));

/**
 * The paths a markdown text names: in inline code, any of either kind; in a fenced block (the picture,
 * the layout), those with a folder anywhere and a file alone only as a line's first column, so that the
 * layout's descriptions may name `fr.json` among the files of the folder on their left.
 */
function namedPaths(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map(([, body]) => body ?? '');
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '');
  const inline = [...prose.matchAll(/`([^`\n]+)`/g)].map(([, code]) => code ?? '');
  const fromBlocks = blocks.flatMap((body) => [
    ...matches(body, WITH_FOLDER),
    ...body.split('\n').flatMap((line) => matches(line.trimStart().split(/\s/)[0] ?? '', FILE_ALONE)),
  ]);
  const fromInline = inline.flatMap((code) => [...matches(code, WITH_FOLDER), ...matches(code, FILE_ALONE)]);
  return [...new Set([...fromBlocks, ...fromInline])];
}

/** Every file git would commit here, tracked or new but not ignored (`data/`, `dist/` are not the code). */
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((file) => file && existsSync(path.join(root, file)));
const fileSet = new Set(files);

/** A path is there when it is such a file, or a folder holding one (`…/` must be a folder). */
function missingPaths(paths: string[]): string[] {
  return paths.filter((named) => {
    const folder = named.replace(/\/$/, '');
    const isFolder = files.some((file) => file.startsWith(`${folder}/`));
    return named.endsWith('/') ? !isFolder : !fileSet.has(named) && !isFolder;
  });
}

describe(DOC, () => {
  const text = readFileSync(path.join(root, DOC), 'utf8');

  it('names only paths that exist in the checkout', () => {
    const named = namedPaths(text);
    expect(named.length).toBeGreaterThan(60);
    expect(missingPaths(named)).toEqual([]);
  });

  it(`stays a fifteen-minute read (under ${MAX_LINES} lines)`, () => {
    expect(text.split('\n').length).toBeLessThan(MAX_LINES);
  });

  it('would see a path made up, in prose or in the layout', () => {
    const sample = [
      'The audit is `apps/api/src/lib/audit.ts`, the writer `apps/api/src/lib/made-up-writer.ts`,',
      'the rule `lifecycle.ts`, the route `POST /users/souscriptions/{id}/withdraw`, `@bi/domain`.',
      '```',
      'packages/domain/src/subscription/            real folder',
      'packages/domain/src/nowhere/                 made up',
      'vitest.config.ts                             real; its descriptions may say fr.json',
      '```',
    ].join('\n');
    expect(namedPaths(sample)).not.toContain('users/souscriptions/');
    expect(missingPaths(namedPaths(sample))).toEqual([
      'packages/domain/src/nowhere/',
      'apps/api/src/lib/made-up-writer.ts',
      'lifecycle.ts',
    ]);
  });
});
