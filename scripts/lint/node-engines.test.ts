import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

type TLocked = { version?: string; engines?: { node?: string } | string[] };
const lock = read('package-lock.json') as { packages: Record<string, TLocked> };
/** The oldest Node the project says it runs on: Node 20 is the runtime (decision 065). */
const oldestNode = semver.minVersion((read('package.json') as { engines: { node: string } }).engines.node)!;

/**
 * Packages installed although their `engines` leave Node 20 out, each with why it stays. Decision 065:
 * a package's newer major that drops Node 20 is not taken; this one comes with Fastify itself.
 */
const ALLOWED = {
  'cookie@2.0.2':
    "Fastify 5.12's own light-my-request 6.8 (its inject) needs cookie 2's stringifySetCookie; plain JS, run on Node 20 by every API test",
};

/** Every installed package whose declared Node range leaves out `node`, as name@version. */
function refusing(node: semver.SemVer | string) {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!where || !range || semver.satisfies(node, range, { includePrerelease: true })) return [];
    return [`${where.split('node_modules/').pop()}@${entry.version}`];
  });
}

describe("the installed packages' Node versions", () => {
  it('takes only packages that say they run on the oldest Node the project runs on, but those allowed', () => {
    expect(oldestNode.major).toBe(20);
    expect([...new Set(refusing(oldestNode))].sort()).toEqual(Object.keys(ALLOWED).sort());
  });

  it("runs on this machine's Node with no other exception", () => {
    expect(refusing(process.version).filter((name) => !(name in ALLOWED))).toEqual([]);
  });

  it('would see a package that leaves a Node out, so the check is not blind', () => {
    // Vite 8 and jsdom 29 need Node 20.19 or later.
    expect(refusing('18.20.0')).toEqual(expect.arrayContaining([expect.stringMatching(/^vite@/)]));
  });
});
