import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import tariff from '../../../packages/domain/src/tariff/tables/tariff-2026-01.json';

// `npm run test:e2e` builds the web app before this project runs.
const ASSETS_DIR = path.resolve(import.meta.dirname, '../dist/assets');

/**
 * A run of net premiums in the table's order, however the bundler writes the object around them
 * (quoted keys or not, keys like J10 in between): a lone number could occur anywhere, three in a row cannot.
 */
function tablePattern(premiums: number[]): RegExp {
  return new RegExp(premiums.slice(0, 3).join('.{1,24}?'));
}

describe('the built web app', () => {
  it('carries no net premium of the tariff tables, which stay on the server', () => {
    expect(existsSync(ASSETS_DIR), `${ASSETS_DIR} is missing: run npm run build`).toBe(true);
    const premiums = Object.values(tariff.usages.TOURISME.liability);
    expect(premiums[0]).toBe(41512);
    const pattern = tablePattern(premiums);
    const leaking = readdirSync(ASSETS_DIR)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => pattern.test(readFileSync(path.join(ASSETS_DIR, name), 'utf8')));
    expect(leaking).toEqual([]);
  });
});
