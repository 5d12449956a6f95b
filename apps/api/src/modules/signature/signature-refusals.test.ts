import { customerActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivedDocuments, outbox, signatureRequests, subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { parseSubscriptionRow, updateSubscription } from '../subscriptions/repository';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const requestUrl = (demande: string, tail = '') => `/signature/requests/${demande}${tail}`;

async function sendCode(demande: string): Promise<string> {
  const sent = await api.post(requestUrl(demande, '/code'), {});
  expect(sent.statusCode, sent.body).toBe(200);
  const [request] = await t.handle.db
    .select()
    .from(signatureRequests)
    .where(eq(signatureRequests.id, demande));
  const code = (await latestMessage(t, request!.phone))?.bodyText.match(/^@\S+ #(\d{6})$/m)?.[1];
  expect(code).toBeDefined();
  return code!;
}

const statutOf = async (id: string) =>
  (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.statut;

const contractsOf = (id: string) =>
  t.handle.db.select().from(archivedDocuments).where(eq(archivedDocuments.subscriptionId, id));

describe('signing refusals', () => {
  it('locks the code after too many wrong tries, the right one included', async () => {
    const { id, demande } = await paidSubscription(t);
    const right = await sendCode(demande);
    const wrong = right === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < t.config.codes.maxAttempts; attempt += 1) {
      statuses.push((await api.post(requestUrl(demande, '/sign'), { code: wrong })).statusCode);
    }
    expect(statuses).toEqual([...Array(t.config.codes.maxAttempts - 1).fill(422), 429]);
    const locked = await api.post(requestUrl(demande, '/sign'), { code: right });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().result[0].field).toBe('code');
    expect(await statutOf(id)).toBe('paid');
    expect(await contractsOf(id)).toHaveLength(0);
  });

  it('refuses, through the transition table, a subscription no longer paid', async () => {
    const { id, demande } = await paidSubscription(t);
    await t.handle.db.transaction(async (tx) => {
      const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      const row = parseSubscriptionRow(stored!);
      await updateSubscription(
        tx,
        row,
        {},
        { event: 'cancel', actor: customerActor(row.userId), action: 'subscription.cancelled' },
      );
    });
    const answer = await api.post(requestUrl(demande, '/sign'), { code: await sendCode(demande) });
    expect(answer.statusCode).toBe(409);
    expect(await statutOf(id)).toBe('cancelled');
    expect(await contractsOf(id)).toHaveLength(0);
    const mails = await t.handle.db.select().from(outbox).where(eq(outbox.template, 'contract_signed'));
    expect(mails).toHaveLength(0);
    const [request] = await t.handle.db
      .select()
      .from(signatureRequests)
      .where(eq(signatureRequests.id, demande));
    expect(request).toMatchObject({ status: 'pending', evidence: null });
  });

  it('treats an expired link like an unknown one', async () => {
    const { demande } = await paidSubscription(t);
    await t.handle.db
      .update(signatureRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signatureRequests.id, demande));
    expect((await api.get(requestUrl(demande))).statusCode).toBe(404);
    expect((await api.post(requestUrl(demande, '/code'), {})).statusCode).toBe(404);
    expect((await api.post(requestUrl(demande, '/sign'), { code: '123456' })).statusCode).toBe(404);
  });

  it('refuses a code that is not six digits before anything else', async () => {
    const { demande } = await paidSubscription(t);
    const answer = await api.post(requestUrl(demande, '/sign'), { code: '12345a' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().result[0].field).toBe('code');
  });
});
