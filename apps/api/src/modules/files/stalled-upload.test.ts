import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { multipart } from '../../test/sample-files';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { JPEG } from './sample-images';

/* Through a real listening server, with one upload a customer and connections idle after 1 s. */
let t: TTestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: { UPLOADS_IN_FLIGHT_PER_CUSTOMER: '1', IDLE_CONNECTION_TIMEOUT_SECONDS: '1' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the whole upload, or only its first half and then nothing; each on a connection of its own. */
function upload(headers: Record<string, string>, { stall = false } = {}) {
  const body = multipart('file', 'permis.jpg', JPEG);
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/files',
    agent: false,
    headers: { ...headers, ...body.headers, 'content-length': String(body.payload.length) },
  });
  request.on('error', () => undefined);
  const status = new Promise<number | null>((resolve) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? null));
    });
    request.on('close', () => resolve(null));
  });
  const closed = new Promise<void>((resolve) => request.on('close', () => resolve()));
  let over = false;
  void status.then(() => (over = true));
  if (stall) request.write(body.payload.subarray(0, body.payload.length >> 1));
  else request.end(body.payload);
  return { status, closed, over: () => over };
}

describe('an upload that stalls halfway', () => {
  it('is cut once idle, and frees its slot for the next', async () => {
    const customer = await signUpCustomer(t);
    let stalled = upload(customer.headers, { stall: true });
    // Its slot is taken: the customer's next upload waits with a 429 while it hangs. A whole upload may
    // reach the handler first and take the slot: the stalled one, refused, is opened again.
    let next = await upload(customer.headers).status;
    for (let attempt = 0; next !== 429 && attempt < 100; attempt += 1) {
      if (stalled.over()) stalled = upload(customer.headers, { stall: true });
      await sleep(20);
      next = await upload(customer.headers).status;
    }
    expect(next).toBe(429);

    await stalled.closed;
    expect(await stalled.status).toBeNull();
    // A whole upload that a loaded machine answers after the 1 s of silence is cut too (no status): sent
    // again. A slot never freed would answer 429 every time.
    let after = await upload(customer.headers).status;
    for (let attempt = 0; after === null && attempt < 10; attempt += 1)
      after = await upload(customer.headers).status;
    expect(after).toBe(200);
  });
});
