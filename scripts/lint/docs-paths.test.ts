import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
/** Every file the repository keeps (docs, code and its comments, scripts), but the lock file and this test's examples. */
const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter(
    (file) =>
      file &&
      !['package-lock.json', 'scripts/lint/docs-paths.test.ts'].includes(file) &&
      !/\.(png|jpe?g|pdf|woff2?|ttf|ico)$/.test(file),
  );
/** A path that only exists on one machine: the spec is `../shared/spec/…`, relative to the checkout. */
const MACHINE_PATH = /(?:^|[\s(`'"=])\/(?:work|home|root|Users|mnt|srv|tmp|opt|var)\/\S*/gm;

describe('the repository', () => {
  it('names no path of one machine, in its docs or its code', () => {
    const found = files.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(MACHINE_PATH)].map(
        ([match]) => `${file}: ${match.trim()}`,
      ),
    );
    expect(files.filter((file) => file.endsWith('.md')).length).toBeGreaterThan(20);
    expect(files.filter((file) => file.endsWith('.ts')).length).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });

  it('would see one', () => {
    expect('see /work/main/README.md'.match(MACHINE_PATH)).not.toBeNull();
    expect("const dir = '/tmp/bench-123';".match(MACHINE_PATH)).not.toBeNull();
    expect('spec in ../shared/spec/product-spec.md'.match(MACHINE_PATH)).toBeNull();
  });
});
