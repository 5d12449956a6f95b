import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCallbacks, payments } from '../../db/schema';
import { gatewayCallback, startCardPayment } from '../../test/card-payment';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { CMI_CALLBACK_BODY_LIMIT } from './invalid-callbacks';
import { CMI_CALLBACK_PATH } from './payment-fields';
import { readyToPay } from './payment-test-kit';
import { FORGED_FIELDS_MAX_BYTES } from './record-callback';

/**
 * Issue 18: 300 forged ~30 kB callbacks from one address were all stored whole (about 49 GB an hour).
 * Now a body past the limit is refused before it is read whole, a forged callback is kept as a bounded
 * excerpt, and an address has a budget of them; the gateway's rightly signed callbacks never count.
 */

let t: TTestApp;
let budget: number;
beforeAll(async () => {
  t = await createTestApp();
  budget = t.config.invalidCallbacksPer10MinutesPerIp;
});
afterAll(() => t.close());

const post = (payload: string, address: string) =>
  t.app.inject({
    method: 'POST',
    url: CMI_CALLBACK_PATH,
    remoteAddress: address,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

/** A forged callback of `bytes` bytes: a long made-up order, random filler fields, a made-up HASH. */
function forgedBody(bytes: number): string {
  const fields: Record<string, string> = {
    oid: `BI-${randomBytes(100).toString('hex')}`,
    amount: '497.91',
    currency: '504',
    ProcReturnCode: '00',
    HASH: randomBytes(64).toString('base64url'),
  };
  // Filler of URL-safe characters, so the encoded body is exactly as long as its text.
  for (let index = 0; new URLSearchParams(fields).toString().length < bytes; index += 1) {
    const room = bytes - new URLSearchParams(fields).toString().length - `&pad${index}=`.length;
    fields[`pad${index}`] = randomBytes(3000)
      .toString('base64url')
      .slice(0, Math.max(0, Math.min(3900, room)));
  }
  const body = new URLSearchParams(fields).toString();
  expect(Buffer.byteLength(body)).toBe(bytes);
  return body;
}

/** What one address got stored: each row's size as PostgreSQL keeps it, and its fields'. */
const storedFrom = (address: string) =>
  t.handle.db
    .select({
      orderId: paymentCallbacks.orderId,
      outcome: paymentCallbacks.outcome,
      fields: paymentCallbacks.fields,
      rowBytes: sql<number>`pg_column_size(${paymentCallbacks}.*)::int`,
    })
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.ip, address));

describe('forged payment callbacks', () => {
  it('from one address: at most the budget kept, each as a bounded excerpt, the rest refused unstored', async () => {
    const address = '203.0.113.18';
    const bodies = Array.from({ length: 300 }, () => forgedBody(CMI_CALLBACK_BODY_LIMIT));
    const started = performance.now();
    const answers = await Promise.all(bodies.map((body) => post(body, address)));
    const elapsed = performance.now() - started;

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(budget);
    expect(statuses.filter((status) => status === 429)).toHaveLength(300 - budget);
    expect(answers.find((answer) => answer.statusCode === 200)!.body).toBe('FAILURE');
    expect(answers.find((answer) => answer.statusCode === 429)!.json().message).toMatch(/\d+/);

    const stored = await storedFrom(address);
    expect(stored).toHaveLength(budget);
    for (const row of stored) {
      expect(row.outcome).toBe('forged');
      expect(row.orderId!.length).toBeLessThanOrEqual(64);
      expect(Buffer.byteLength(JSON.stringify(row.fields))).toBeLessThanOrEqual(FORGED_FIELDS_MAX_BYTES);
      expect(row.rowBytes).toBeLessThanOrEqual(2 * FORGED_FIELDS_MAX_BYTES);
      // What tells the attempt apart is kept ahead of the filler.
      expect(row.fields).toMatchObject({ amount: '497.91', currency: '504', ProcReturnCode: '00' });
      expect(row.fields.oid).toMatch(/^BI-[0-9a-f]+$/);
      expect(row.fields.HASH).toBeTruthy();
    }
    const keptBytes = stored.reduce((sum, row) => sum + row.rowBytes, 0);
    process.stdout.write(
      `forged callbacks: 300 × ${CMI_CALLBACK_BODY_LIMIT} B in ${Math.round(elapsed)} ms, ${stored.length} kept, ` +
        `${keptBytes} B stored (at most ${Math.max(...stored.map((row) => row.rowBytes))} B each)\n`,
    );

    // Another address has its own budget.
    expect((await post(forgedBody(2000), '198.51.100.18')).body).toBe('FAILURE');
    expect(await storedFrom('198.51.100.18')).toHaveLength(1);
  });

  it('past the size limit: 413, read no further and nothing stored', async () => {
    const address = '203.0.113.19';
    const issueProbe = forgedBody(30_000);
    const answers = await Promise.all(Array.from({ length: 300 }, () => post(issueProbe, address)));
    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([413]));
    expect((await post(forgedBody(CMI_CALLBACK_BODY_LIMIT + 1), address)).statusCode).toBe(413);
    expect(await storedFrom(address)).toHaveLength(0);
  });

  it("still takes the gateway's approval from an address whose budget is spent", async () => {
    const address = '203.0.113.20';
    for (let index = 0; index <= budget; index += 1) await post(forgedBody(1000), address);
    expect((await post(forgedBody(1000), address)).statusCode).toBe(429);

    const { customer, id } = await readyToPay(t);
    const { fields } = await startCardPayment(t, id, customer.headers);
    const approval = new URLSearchParams(gatewayCallback(t, fields, { approved: true })).toString();
    // A real callback is a small fraction of the limit.
    expect(Buffer.byteLength(approval)).toBeLessThan(CMI_CALLBACK_BODY_LIMIT / 4);
    process.stdout.write(`the sandbox gateway's approval: ${Buffer.byteLength(approval)} B\n`);
    const answer = await post(approval, address);
    expect(answer).toMatchObject({ statusCode: 200, body: 'ACTION=POSTAUTH' });
    const [attempt] = await t.handle.db.select().from(payments).where(eq(payments.orderId, fields.oid!));
    expect(attempt!.status).toBe('approved');
    // Kept whole, as evidence.
    const kept = (await storedFrom(address)).find((row) => row.outcome === 'approved');
    expect(kept!.fields).toEqual(Object.fromEntries(new URLSearchParams(approval)));
  });
});
