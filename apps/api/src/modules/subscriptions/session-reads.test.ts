import { translate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { signUpCustomer } from '../../test/accounts';
import { caller } from '../../test/api-calls';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

/** The detail, the list's first page, a page past its last, and a query validation refuses. */
const reads = (id: string) => [
  `/users/souscriptions/${id}`,
  '/users/souscriptions/not-a-uuid',
  '/users/souscriptions/',
  '/users/souscriptions/?$top=1&$skip=5',
  '/users/souscriptions/?$top=0',
];

const firstId = async (headers: Record<string, string>) =>
  (await api.get('/users/souscriptions/', { headers })).json().value[0]._id as string;

describe('the detail and the list, which read their session in their own statement', () => {
  it('answer a standing session as before: its own subscription, a 404 for a malformed id, a 400 for a bad query', async () => {
    const customer = await signUpCustomer(t);
    const id = await firstId(customer.headers);
    const statuses = [];
    for (const url of reads(id))
      statuses.push((await api.get(url, { headers: customer.headers })).statusCode);
    expect(statuses).toEqual([200, 404, 200, 200, 400]);
    const past = await api.get('/users/souscriptions/?$top=1&$skip=5', { headers: customer.headers });
    expect(past.json()).toMatchObject({ count: 1, skip: 5, value: [] });
  });

  it('refuse an ended session with a 401 before reading the query or the id', async () => {
    const customer = await signUpCustomer(t);
    const id = await firstId(customer.headers);
    await api.get('/auth/users/signout', { headers: customer.headers });
    for (const url of reads(id)) {
      const answer = await api.get(url, { headers: customer.headers });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().message, url).toBe('La session a expiré');
    }
  });

  it("tell a switched-off account so, and never answer another customer's subscription", async () => {
    const owner = await signUpCustomer(t);
    const stranger = await signUpCustomer(t);
    const id = await firstId(owner.headers);
    expect((await api.get(`/users/souscriptions/${id}`, { headers: stranger.headers })).statusCode).toBe(404);
    const [account] = await t.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, owner.email));
    await t.handle.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, account!.id));
    for (const url of reads(id)) {
      const answer = await api.get(url, { headers: owner.headers });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json().message, url).toBe(translate('fr', 'auth.accountSwitchedOff'));
    }
  });
});
