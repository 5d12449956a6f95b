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
  });
});
