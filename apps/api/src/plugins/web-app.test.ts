import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let t: TTestApp;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bi-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(dist, 'app.js'), script);
  writeFileSync(path.join(dist, 'app.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'app.js.gz'), gzipSync(script));
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
});
