import { addDays, translate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, subscriptions, terminationRequests } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

type TEntry = {
  action: string;
  actor: string;
  actor_email: string | null;
  entity_id: string;
  entity_label: string | null;
  at: string;
};

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let adminEmail: string;
let code: string;
let id: string;
let requestId: string;

/** A signed contract whose termination request a clerk refused: customer, system and staff lines. */
beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  admin = await staffMember(t, 'admin');
  const signed = await signedSubscription(t, { startInDays: 1 });
  id = signed.id;
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  code = row!.codeStr;
  clock.travel(2);
  try {
    await api.post(`/users/souscriptions/${id}`, {}, { headers: signed.customer.headers });
  } finally {
    clock.travel(-2);
  }
  const [request] = await t.handle.db
    .select()
    .from(terminationRequests)
    .where(eq(terminationRequests.subscriptionId, id));
  requestId = request!.id;
  const refused = await api.post(
    `/backoffice/terminations/${requestId}/refuse`,
    { reason: 'Sinistre en cours' },
    { headers: admin.headers },
  );
  expect(refused.statusCode, refused.body).toBe(200);
  adminEmail = (await api.get('/backoffice/staff', { headers: admin.headers }))
    .json()
    .value.find((one: { id: string }) => one.id === admin.id).email;
});
afterAll(async () => t.close());

const audit = async (query: string) => {
  const answer = await api.get(`/backoffice/audit?${query}`, { headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { count: number; value: TEntry[] };
};

describe('GET /backoffice/audit', () => {
  it("by subscription code: its lines and its termination request's, newest first, with the staff's e-mail", async () => {
    const byCode = await audit(`subscription=${code}`);
    const actions = byCode.value.map((entry) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['subscription.signed', 'subscription.termination_requested']),
    );
    expect(actions[0]).toBe('termination.refused');
    // The gateway's callback paid it: the system, named by its process, no person.
    expect(byCode.value.find((entry) => entry.action === 'subscription.paid')).toMatchObject({
      actor: 'system',
      actor_process: 'payment-callback',
      actor_email: null,
    });
    expect(byCode.value[0]).toMatchObject({
      actor: 'staff',
      actor_email: adminEmail,
      actor_name: 'Nadia Staff',
      entity_id: requestId,
      // The request named by its contract's code, as every line about the contract is.
      entity_label: code,
    });
    expect(new Set(byCode.value.map((entry) => entry.entity_label))).toEqual(new Set([code]));
    const times = byCode.value.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(byCode.count).toBe(byCode.value.length);
    expect((await audit(`subscription=${id}`)).count).toBe(byCode.count);
    expect((await audit(`subscription=${code.toLowerCase()}`)).count).toBe(byCode.count);
    expect((await audit('subscription=BRD-1999-000001')).count).toBe(0);

    const page = await audit(`subscription=${code}&$top=2&$skip=1`);
    expect(page.value.map((entry) => entry.action)).toEqual(actions.slice(1, 3));
  });

  it('by staff member (e-mail or id): what they did and what was done to them, nothing for an unknown one', async () => {
    const byEmail = await audit(`staff=${encodeURIComponent(adminEmail.toUpperCase())}`);
    expect(byEmail.value.map((entry) => entry.action)).toEqual(['termination.refused']);
    expect((await audit(`staff=${admin.id}`)).count).toBe(1);
    expect((await audit('staff=nobody@insurer.example')).count).toBe(0);

    // A clerk the administrator invited then switched off: both lines are in the clerk's story, named.
    const invited = await api.post(
      '/backoffice/staff',
      { email: 'karim.audit@insurer.example', first_name: 'Karim', last_name: 'Bennani', role: 'admin' },
      { headers: admin.headers },
    );
    expect(invited.statusCode, invited.body).toBe(200);
    const karim = invited.json().id as string;
    const off = await api.put(`/backoffice/staff/${karim}`, { active: false }, { headers: admin.headers });
    expect(off.statusCode, off.body).toBe(200);
    const story = await audit(`staff=${karim}`);
    expect(story.value.map((entry) => entry.action)).toEqual(['staff.updated', 'staff.invited']);
    expect(story.value[0]).toMatchObject({ actor_name: 'Nadia Staff', entity_label: 'Karim Bennani' });
    // The administrator's own story has those two lines as well: they acted.
    expect((await audit(`staff=${admin.id}`)).count).toBe(3);
  });

  it('by days in Morocco, both ends included', async () => {
    const today = clock.today();
    expect((await audit(`subscription=${code}&from=${today}&to=${today}`)).count).toBeGreaterThan(0);
    expect((await audit(`subscription=${code}&from=${addDays(today, 1)}`)).count).toBe(0);
    expect((await audit(`subscription=${code}&to=${addDays(today, -1)}`)).count).toBe(0);
    // At 23:30 UTC it is already the next day in Morocco (UTC+1 outside Ramadan): the line belongs to it.
    const [line] = await t.handle.db
      .insert(auditLog)
      .values({
        at: new Date('2026-10-14T23:30:00Z'),
        actor: 'system',
        action: 'test.late',
        entityType: 'subscription',
        entityId: id,
      })
      .returning();
    const onFirst = await audit(`subscription=${code}&from=2026-10-15&to=2026-10-15`);
    expect(onFirst.value.map((entry) => entry.action)).toEqual(['test.late']);
    await t.handle.db.delete(auditLog).where(eq(auditLog.id, line!.id));
    expect((await audit('from=2026-10-15&to=2026-10-15')).count).toBe(0);
    expect((await api.get('/backoffice/audit?from=2026-02-30', { headers: admin.headers })).statusCode).toBe(
      400,
    );
    // The last day of year 9999 was a 500: the day after it overflows the database's timestamps.
    for (const query of ['to=9999-12-31', 'from=0001-01-01']) {
      const answer = await api.get(`/backoffice/audit?${query}`, { headers: admin.headers });
      expect(answer.statusCode, query).toBe(400);
    }
  });

  it('refuses a range that ends before it begins, in the caller’s language, and takes a single day', async () => {
    const today = clock.today();
    for (const language of ['en', 'ar'] as const) {
      const answer = await api.get(`/backoffice/audit?from=${today}&to=${addDays(today, -1)}`, {
        headers: { ...admin.headers, 'accept-language': language },
      });
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().result).toEqual([
        { field: 'to', message: translate(language, 'backoffice.audit.rangeInverted') },
      ]);
    }
    expect((await audit(`subscription=${code}&from=${today}&to=${today}`)).count).toBeGreaterThan(0);
  });

  it('leaves staff views of documents out unless asked for, in the count and the pages too', async () => {
    const before = await audit(`subscription=${code}`);
    for (let view = 0; view < 2; view += 1) {
      const seen = await api.get(`/backoffice/souscriptions/${id}/documents/permis_recto/view`, {
        headers: admin.headers,
      });
      expect(seen.statusCode, seen.body).toBe(200);
    }
    // Opening the contract's record is a view too (law 09-08), and as many a day.
    expect((await api.get(`/backoffice/souscriptions/${id}`, { headers: admin.headers })).statusCode).toBe(
      200,
    );
    const hidden = await audit(`subscription=${code}`);
    expect(hidden.count).toBe(before.count);
    expect(hidden.value.map((entry) => entry.action)).toEqual(before.value.map((entry) => entry.action));
    const firstPage = await audit(`subscription=${code}&$top=2`);
    expect(firstPage.value.map((entry) => entry.action)).toEqual(
      before.value.slice(0, 2).map((entry) => entry.action),
    );

    // Every view stays recorded: who saw whose documents, one line each.
    const shown = await audit(`subscription=${code}&document_views=shown`);
    expect(shown.count).toBe(before.count + 3);
    const seenBy = (action: string) =>
      expect.objectContaining({ action, actor_email: adminEmail, entity_id: id });
    expect(shown.value.slice(0, 3)).toEqual([
      seenBy('contract.viewed'),
      seenBy('document.viewed'),
      seenBy('document.viewed'),
    ]);
    expect((await audit(`staff=${admin.id}&document_views=shown`)).count).toBe(
      (await audit(`staff=${admin.id}`)).count + 3,
    );
    const unknown = await api.get('/backoffice/audit?document_views=all', { headers: admin.headers });
    expect(unknown.statusCode).toBe(400);
  });
});
