import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const documents = [
  'README.md',
  'ARCHITECTURE.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file)),
];
/** A path that only exists on one machine: the spec is `../shared/spec/…`, relative to the checkout. */
const MACHINE_PATH = /(?:^|[\s(`'"])\/(?:work|home|root|Users|mnt|srv)\/\S*/gm;

describe('the project docs', () => {
  it('name no path of one machine', () => {
    const found = documents.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(MACHINE_PATH)].map(
        ([match]) => `${file}: ${match.trim()}`,
      ),
    );
    expect(documents.length).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
