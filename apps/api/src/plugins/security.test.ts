import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

describe('the per-address request budget', () => {
  it('is spent by the route reached, however its address is spelled', async () => {
    // The router decodes each spelling to the same route; the raw URLs all differ.
    const spellings = [
      '/api/v1/offre/tarifs',
      '/%61pi/v1/offre/tarifs',
      '/api/v1/%6Fffre/tarifs',
      '/api/v1/offre/tarifs?x=1',
    ];
    const answers = [];
    for (const url of spellings) answers.push(await get(url));
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[3]!.statusCode).toBe(429);
    for (const url of spellings.slice(1)) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    }
  });

  it('is spent by unknown API addresses too, however they are spelled, but not by pages', async () => {
    const probing = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const answers = [];
      for (const url of ['/api/v1/nothing', '/%61pi/v1/nothing', '/api/v1/%6Eothing'])
        answers.push((await probing.app.inject({ method: 'GET', url })).statusCode);
      expect(answers).toEqual([404, 404, 429]);
      const page = await probing.app.inject({ method: 'GET', url: '/souscriptions/step1' });
      expect(page.statusCode).not.toBe(429);
    } finally {
      await probing.close();
    }
  });

  it('answers its 429 with a message on routes whose own refusals say more, never a 500', async () => {
    const spending = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1' } });
    try {
      for (const [url, body] of [
        ['/api/v1/auth/users/check', { email: 'someone@example.com' }],
        ['/api/v1/signature/requests/5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11/code', {}],
      ] as const) {
        const call = () =>
          spending.app.inject({
            method: 'POST',
            url,
            payload: body,
            remoteAddress: `198.51.100.${url.length}`,
          });
        await call();
        const refused = await call();
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json().message, url).toMatch(/\d+ (secondes|seconds)/);
      }
    } finally {
      await spending.close();
    }
  });

  it('never counts the health check, however it is spelled', async () => {
    for (const url of ['/api/health', '/api/%68ealth', '/%61pi/health']) {
      expect((await get(url)).statusCode).toBe(200);
    }
  });
});

describe('the content security policy', () => {
  it("lets the document reader compile its WebAssembly and start its own worker, and nothing else's", async () => {
    const policy = String((await get('/api/health')).headers['content-security-policy']);
    const directive = (name: string) => policy.split(';').find((part) => part.startsWith(name));
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(policy).not.toContain(" 'unsafe-eval'");
  });
});
