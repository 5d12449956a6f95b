import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database reachable, on the driver in use', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, driver: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
    });
  });

  it('reports the documents rendering, waiting and the Chromium pages held open', async () => {
    const idle = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(idle.json().documents).toEqual({ rendering: 0, waiting: 0, pagesOpen: 0 });
    await t.app.pdf.render('<!doctype html><p>Attestation</p>');
    const after = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(after.json().documents).toEqual({ rendering: 0, waiting: 0, pagesOpen: 1 });
  }, 60_000);
});
