import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateOf } from '../../test/office-counter';
import { signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let realCode: string;
beforeAll(async () => {
  t = await createTestApp({ env: { VERIFICATION_MISSES_PER_10_MINUTES_PER_IP: '3' } });
  realCode = (await certificateOf(t, (await signedSubscription(t)).id)).code;
});
afterAll(() => t.close());

const lookUp = (code: string, address: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/verification/${encodeURIComponent(code)}`,
    remoteAddress: address,
    headers: { 'accept-language': 'en' },
  });

describe('guessing certificate codes', () => {
  it('is stopped after a few unknown codes per address, real codes included then', async () => {
    const guesser = '203.0.113.50';
    for (const guess of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'AAAAAAAAAAAAAAAAAAAAAAAB', 'AAAAAAAAAAAAAAAAAAAAAAAC'])
      expect((await lookUp(guess, guesser)).statusCode).toBe(404);
    const stopped = await lookUp(realCode, guesser);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/);
    expect((await lookUp(realCode, '198.51.100.9')).statusCode).toBe(200);
  });

  it('never counts a real code: a border post verifies many from one address', async () => {
    const borderPost = '192.0.2.80';
    for (let scan = 0; scan < 10; scan += 1)
      expect((await lookUp(realCode, borderPost)).statusCode).toBe(200);
    expect((await lookUp('AAAAAAAAAAAAAAAAAAAAAAAD', borderPost)).statusCode).toBe(404);
  });
});
