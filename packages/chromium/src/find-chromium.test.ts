import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findChromium } from './find-chromium';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', async () => {
    expect(await findChromium({ CHROMIUM_PATH: process.execPath })).toEqual({
      path: process.execPath,
      source: 'CHROMIUM_PATH',
    });
  });

  it('refuses a CHROMIUM_PATH that does not exist rather than silently taking another browser', async () => {
    await expect(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' })).rejects.toThrow('/nowhere/chromium');
  });

  it('finds a browser with nothing configured', async () => {
    const found = await findChromium({});
    expect(['debian', '@sparticuz/chromium']).toContain(found.source);
    if (found.source === 'debian') {
      console.warn("Debian's Chromium is installed: the npm package's inflation is not checked here");
      return;
    }
    // Inflated once and marked whole with the package's version (inflate-once.ts), not taken as found.
    const whole = readFileSync(path.join(tmpdir(), 'chromium.whole'), 'utf8');
    expect(whole).toMatch(/^\d+\.\d+\.\d+/);
    expect(found.path).toBe(path.join(tmpdir(), 'chromium'));
  });
});
