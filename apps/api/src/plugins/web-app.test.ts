import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const SHELL = '<!doctype html><html lang="fr" dir="ltr"><title>app</title></html>';
let t: TTestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bi-dist-'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  writeFileSync(path.join(dist, 'app.js'), script);
  writeFileSync(path.join(dist, 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'app.js.gz'), gzipSync(script));
  mkdirSync(path.join(dist, 'prerendered'));
  for (const language of ['fr', 'en', 'ar']) {
    writeFileSync(
      path.join(dist, `prerendered/caracteristiques-offre.${language}.html`),
      `<p>offer ${language}</p>`,
    );
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('is sent compressed at build time when the browser accepts it, and plain otherwise', async () => {
    const brotli = await t.app.inject({ url: '/app.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gzip = await t.app.inject({ url: '/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends a page written out at build time in the language of the link, then of the cookie, then French', async () => {
    const offer = async (url: string, cookie?: string) => {
      const answer = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(answer.statusCode).toBe(200);
      return answer;
    };
    expect((await offer('/caracteristiques-offre')).body).toBe('<p>offer fr</p>');
    const arabic = await offer('/caracteristiques-offre', 'other=1; bi.language=ar');
    expect(arabic.body).toBe('<p>offer ar</p>');
    expect(arabic.headers.vary).toContain('cookie');
    expect(arabic.headers['cache-control']).toBe('no-cache');
    expect((await offer('/caracteristiques-offre?lng=en', 'bi.language=ar')).body).toBe('<p>offer en</p>');
    expect((await offer('/caracteristiques-offre?lng=ar-MA')).body).toBe('<p>offer ar</p>');
    // What the app would not show either falls back to French; a broken cookie header is no error.
    expect((await offer('/caracteristiques-offre?lng=de')).body).toBe('<p>offer fr</p>');
    expect((await offer('/caracteristiques-offre', 'bi.language=%E0%A4%A; =;;')).body).toBe(
      '<p>offer fr</p>',
    );
    // Other pages are the app's shell, checked again at every visit too.
    const shell = await offer('/cgv');
    expect(shell.body).toBe(SHELL);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect((await offer('/caracteristiques-offre/autre')).body).toBe(SHELL);
  });

  it("takes the browser's language (Accept-Language) when none was chosen; a choice beats it", async () => {
    const visit = async (url: string, headers: Record<string, string>) => {
      const answer = await t.app.inject({ url, headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers.vary).toContain('accept-language');
      return answer.body;
    };
    const arabicPhone = { 'accept-language': 'ar-MA,ar;q=0.9,fr;q=0.8' };
    expect(await visit('/caracteristiques-offre', arabicPhone)).toBe('<p>offer ar</p>');
    expect(await visit('/caracteristiques-offre', { 'accept-language': 'de-DE,en;q=0.5' })).toBe(
      '<p>offer en</p>',
    );
    expect(await visit('/caracteristiques-offre', { 'accept-language': 'de-DE' })).toBe('<p>offer fr</p>');
    expect(await visit('/caracteristiques-offre', { ...arabicPhone, cookie: 'bi.language=en' })).toBe(
      '<p>offer en</p>',
    );
    // The verification page and the signing link are the app's page, in the visitor's language and
    // direction before any script runs; an SMS link's ?lng= beats the cookie and the browser.
    const rtl = '<!doctype html><html lang="ar" dir="rtl"><title>app</title></html>';
    expect(await visit('/verifier/AbCdEfGhIjKlMnOpQrStUvWx', arabicPhone)).toBe(rtl);
    expect(await visit('/signer/5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11', arabicPhone)).toBe(rtl);
    expect(
      await visit('/verifier/AbCdEfGhIjKlMnOpQrStUvWx', { ...arabicPhone, cookie: 'bi.language=fr' }),
    ).toBe(SHELL);
    expect(
      await visit('/signer/5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11?lng=ar', {
        'accept-language': 'fr-FR',
        cookie: 'bi.language=en',
      }),
    ).toBe(rtl);
  });
});
