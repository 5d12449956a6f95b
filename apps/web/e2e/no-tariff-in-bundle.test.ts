import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import tariff from '../../../packages/domain/src/tariff/tables/tariff-2026-01.json';

// `npm run test:e2e` builds the web app before this project runs.
const ASSETS_DIR = path.resolve(import.meta.dirname, '../dist/assets');

/**
 * A run of net premiums in the table's order, however the bundler writes the object around them
 * (quoted keys or not, keys like J10 or a guarantee's name in between): a lone number could occur anywhere, three in a row cannot.
 */
function tablePattern(premiums: number[]): RegExp {
  // Whole numbers only: 1500 must not be found inside 15000.
  return new RegExp(
    premiums
      .slice(0, 3)
      .map((premium) => `(?<!\\d)${premium}(?!\\d)`)
      .join('.{1,40}?'),
  );
}

describe('the built web app', () => {
  it('carries no net premium of the tariff tables, which stay on the server', () => {
    expect(existsSync(ASSETS_DIR), `${ASSETS_DIR} is missing: run npm run build`).toBe(true);
    expect(tariff.usages.TOURISME.liability.J5).toBe(41512);
    // Every usage's liability premiums, and the monthly premiums of the optional guarantees.
    const tables = [
      ...Object.values(tariff.usages).map((usage) => Object.values(usage.liability)),
      Object.values(tariff.extended_cover.guarantees_monthly).flatMap((formulas) => Object.values(formulas)),
    ];
    const patterns = tables.map(tablePattern);
    const scripts = readdirSync(ASSETS_DIR)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, text: readFileSync(path.join(ASSETS_DIR, name), 'utf8') }));
    expect(scripts.length).toBeGreaterThan(0);
    const leaking = scripts
      .filter(({ text }) => patterns.some((pattern) => pattern.test(text)))
      .map(({ name }) => name);
    expect(leaking).toEqual([]);
  });

  it('would find a table if one were bundled', () => {
    const bundled = `const t={${JSON.stringify(tariff.extended_cover.guarantees_monthly)}}`;
    const guarantees = Object.values(tariff.extended_cover.guarantees_monthly).flatMap((formulas) =>
      Object.values(formulas),
    );
    expect(tablePattern(guarantees).test(bundled)).toBe(true);
    expect(tablePattern(Object.values(tariff.usages.CAMION.liability)).test(JSON.stringify(tariff))).toBe(
      true,
    );
  });
});
