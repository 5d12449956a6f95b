import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpClient, sendRetryingWhenBusy } from './http-client';

const closers: (() => void)[] = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** A server answering the statuses given in turn, a Retry-After of 0 s with each 503 but the last. */
async function serverAnswering(statuses: number[], retryAfterOnLast = true) {
  let calls = 0;
  const server = createServer((_request, response) => {
    const status = statuses[Math.min(calls, statuses.length - 1)] ?? 200;
    const last = calls === statuses.length - 1;
    calls += 1;
    if (status === 503 && (!last || retryAfterOnLast)) response.setHeader('retry-after', '0');
    response.writeHead(status).end(String(status));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const client = httpClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, 1);
  closers.push(() => (client.close(), server.close()));
  return { client, calls: () => calls };
}

describe('sendRetryingWhenBusy', () => {
  it('sends a call again after a 503 with a Retry-After, and counts each wait', async () => {
    const { client, calls } = await serverAnswering([503, 503, 200]);
    let retries = 0;
    const answer = await sendRetryingWhenBusy(client, { path: '/sign' }, () => (retries += 1));
    expect(answer.status).toBe(200);
    expect(retries).toBe(2);
    expect(calls()).toBe(3);
  });

  it('answers a 503 without a Retry-After as it came: nothing says when to come back', async () => {
    const { client, calls } = await serverAnswering([503], false);
    let retries = 0;
    const answer = await sendRetryingWhenBusy(client, { path: '/sign' }, () => (retries += 1));
    expect(answer.status).toBe(503);
    expect(retries).toBe(0);
    expect(calls()).toBe(1);
  });
});
