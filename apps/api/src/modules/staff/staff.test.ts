import { translate } from '@bi/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, offices, sessions, staffOffices, users } from '../../db/schema';
import { signUpCustomer } from '../../test/accounts';
import { bearer, caller } from '../../test/api-calls';
import { hashPassword } from '../auth/password-hashing';
import { latestMessage } from '../../test/outbox-reader';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let officeIds: number[];
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  admin = await staffMember(t, 'admin');
  officeIds = (await t.handle.db.select({ id: offices.id }).from(offices).limit(3)).map(
    (office) => office.id,
  );
});
afterAll(async () => t.close());

const newEmail = () => `staff.${(counter += 1)}.${Date.now()}@insurer.example`;

const invite = (body: object, headers = admin.headers) =>
  api.post(
    '/backoffice/staff',
    {
      email: newEmail(),
      first_name: 'Salma',
      last_name: 'Alaoui',
      role: 'clerk',
      office_ids: [officeIds[0]],
      ...body,
    },
    { headers },
  );

/** The set-password token of the newest invitation mailed to that address. */
async function invitationToken(email: string) {
  const mail = await latestMessage(t, email);
  expect(mail?.template).toBe('staff_invite');
  const token = mail!.bodyText.match(/#token=(\S+)/)?.[1];
  expect(token).toBeDefined();
  return decodeURIComponent(token!);
}

const setPassword = (token: string, password = 'Secret1') =>
  api.post('/auth/users/reset', { token, newPassword: password, verifyPassword: password });

const signIn = (username: string, password = 'Secret1') =>
  api.post('/auth/users/signin', { username, password });

/** Invited, then signed in with the password set from the link. */
async function activeClerk(offices = [officeIds[0]]) {
  const invited = await invite({ office_ids: offices });
  expect(invited.statusCode, invited.body).toBe(200);
  const member = invited.json();
  expect((await setPassword(await invitationToken(member.email))).statusCode).toBe(200);
  const signedIn = await signIn(member.email);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { member, headers: bearer(signedIn.json().token as string) };
}

describe("the administrator's calls", () => {
  const calls: [string, string, object?][] = [
    ['GET', '/backoffice/staff'],
    [
      'POST',
      '/backoffice/staff',
      { email: 'x@insurer.example', first_name: 'A', last_name: 'B', role: 'admin' },
    ],
    ['PUT', '/backoffice/staff/00000000-0000-4000-8000-000000000000', { active: false }],
    ['POST', '/backoffice/staff/00000000-0000-4000-8000-000000000000/invite', {}],
    ['GET', '/backoffice/offices'],
    ['PUT', '/backoffice/offices/1/emails', { emails: [] }],
    ['GET', '/backoffice/audit'],
  ];

  it('refuse a clerk and a customer (403) and a caller without a token (401), route by route', async () => {
    const clerk = await staffMember(t, 'clerk', [officeIds[0]!]);
    const customer = await t.signedInUser();
    for (const [method, url, body] of calls) {
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: method as 'GET',
          url: `/api/v1${url}`,
          headers,
          ...(body && { payload: body }),
        });
      expect((await call(clerk.headers)).statusCode, `clerk ${method} ${url}`).toBe(403);
      expect((await call(customer.headers)).json().message, `customer ${method} ${url}`).toMatch(
        /staff|personnel/i,
      );
      expect((await call(customer.headers)).statusCode, `customer ${method} ${url}`).toBe(403);
      expect((await call({})).statusCode, `anonymous ${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /backoffice/staff', () => {
  it('invites by a link that sets the password; the clerk then signs in as a clerk, for a staff-length session', async () => {
    const answer = await invite({});
    expect(answer.statusCode, answer.body).toBe(200);
    const member = answer.json();
    expect(member).toMatchObject({
      role: 'clerk',
      office_ids: [officeIds[0]],
      active: true,
      password_set: false,
    });
    expect(member.invited_at).not.toBeNull();
    // No password works before the link is used.
    expect((await signIn(member.email)).statusCode).toBe(401);

    const token = await invitationToken(member.email);
    expect(token.startsWith('invite.')).toBe(true);
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await setPassword(token, 'Other22')).statusCode).toBe(400); // once only

    const signedIn = await signIn(member.email);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.role).toBe('clerk');
    const [session] = await t.handle.db.select().from(sessions).where(eq(sessions.userId, member.id));
    const hours = (session!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(t.config.staffSessionTtlHours - 0.1);
    expect(hours).toBeLessThanOrEqual(t.config.staffSessionTtlHours);

    const list = (await api.get('/backoffice/staff', { headers: admin.headers })).json().value;
    expect(list.find((one: { id: string }) => one.id === member.id)).toMatchObject({ password_set: true });
    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'staff.invited')));
    expect(line).toMatchObject({ actor: 'staff', actorUserId: admin.id });
    const [passwordSet] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.action, 'user.password_reset')));
    expect(passwordSet).toMatchObject({ actor: 'staff', actorUserId: member.id });
  });

  it('refuses an unknown office (422 naming it), an address already in use (409), a clerk without an office', async () => {
    const unknown = await invite({ office_ids: [officeIds[0], 999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toContain('999999');
    expect(unknown.json().result[0].field).toBe('office_ids');

    const customer = await signUpCustomer(t);
    expect((await invite({ email: customer.email })).statusCode).toBe(409);
    const first = (await invite({})).json();
    const again = await invite({ email: first.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect((await invite({ office_ids: [] })).statusCode).toBe(400);
    const twice = await invite({ office_ids: [officeIds[1], officeIds[1]] });
    expect(twice.json().office_ids).toEqual([officeIds[1]]);
  });

  it('sends a fresh link on request, not twice within a minute', async () => {
    const member = (await invite({})).json();
    const first = await invitationToken(member.email);
    // The 60 s spacing of codes counts from the last one issued.
    const tooSoon = await api.post(`/backoffice/staff/${member.id}/invite`, {}, { headers: admin.headers });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Patientez \d+ secondes avant de demander un nouveau lien\.$/);
    await t.handle.db.execute(
      sql`update verification_codes set created_at = now() - interval '2 minutes' where target = ${member.id}`,
    );
    const resent = await api.post(`/backoffice/staff/${member.id}/invite`, {}, { headers: admin.headers });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await invitationToken(member.email);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(400); // the earlier link is void
    expect((await setPassword(second)).statusCode).toBe(200);
  });
});

describe('PUT /backoffice/staff/{id}', () => {
  it('switching an account off ends its sessions and its sign-in; on again, it signs in anew', async () => {
    const { member, headers } = await activeClerk();
    expect((await api.get('/backoffice/terminations', { headers })).statusCode).toBe(200);

    const off = await api.put(
      `/backoffice/staff/${member.id}`,
      { active: false },
      { headers: admin.headers },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    // Told the account is switched off and whom to ask, in their language, not that a session expired.
    const switchedOff = translate('fr', 'auth.accountSwitchedOff');
    const refused = await api.get('/backoffice/terminations', { headers, language: 'fr' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(switchedOff);
    const refusedSignIn = await signIn(member.email);
    expect(refusedSignIn.statusCode).toBe(403);
    expect(refusedSignIn.json().message).toBe(switchedOff);
    // A wrong password learns nothing of it.
    expect((await signIn(member.email, 'Wrong123')).json().message).toBe(
      translate('fr', 'auth.invalidCredentials'),
    );

    const on = await api.put(`/backoffice/staff/${member.id}`, { active: true }, { headers: admin.headers });
    expect(on.json().active).toBe(true);
    expect((await api.get('/backoffice/terminations', { headers })).statusCode).toBe(401); // ended for good
    expect((await signIn(member.email)).statusCode).toBe(200);

    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, member.id), eq(auditLog.toStatus, 'disabled')));
    expect(line).toMatchObject({ actor: 'staff', actorUserId: admin.id, fromStatus: 'active' });
    expect(line!.data).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('a switched-off account gets no reset link and its earlier one stays void once switched on', async () => {
    const { member } = await activeClerk();
    const other = await activeClerk();
    const resetToken = async (email: string) => {
      await expect.poll(async () => (await latestMessage(t, email))?.template).toBe('password_reset');
      return decodeURIComponent((await latestMessage(t, email))!.bodyText.match(/#token=(\S+)/)![1]!);
    };
    const forgot = (username: string) => api.post('/auth/users/forgot', { username });
    // Links are spaced a minute apart per account: the earlier one is moved back so spacing refuses nothing.
    const spaceOut = () =>
      t.handle.db.execute(
        sql`update verification_codes set created_at = now() - interval '2 minutes' where target = ${member.id}`,
      );
    expect((await forgot(member.email)).statusCode).toBe(200);
    const before = await resetToken(member.email);
    const firstMail = await latestMessage(t, member.email);

    await api.put(`/backoffice/staff/${member.id}`, { active: false }, { headers: admin.headers });
    await spaceOut();
    const whileOff = await forgot(member.email);
    expect(whileOff.json()).toEqual((await forgot('nobody.here@insurer.example')).json());
    // Mailed after the answer: once a later request's link is there, the switched-off one had its turn.
    expect((await forgot(other.member.email)).statusCode).toBe(200);
    await resetToken(other.member.email);
    expect((await latestMessage(t, member.email))!.id).toBe(firstMail!.id);
    expect((await setPassword(before, 'Taken99')).statusCode).toBe(400);
    const reinvited = await api.post(`/backoffice/staff/${member.id}/invite`, {}, { headers: admin.headers });
    expect(reinvited.statusCode).toBe(409);
    expect(reinvited.json().message).toBe("Ce compte est désactivé : réactivez-le avant d'envoyer un lien.");

    await api.put(`/backoffice/staff/${member.id}`, { active: true }, { headers: admin.headers });
    expect((await setPassword(before, 'Taken99')).statusCode).toBe(400);
    expect((await signIn(member.email, 'Taken99')).statusCode).toBe(401);
    expect((await signIn(member.email)).statusCode).toBe(200);
  });

  it('replaces the offices, changes the role, and a promoted clerk reaches the administrator calls', async () => {
    const { member, headers } = await activeClerk();
    const moved = await api.put(
      `/backoffice/staff/${member.id}`,
      { office_ids: [officeIds[1], officeIds[2]] },
      { headers: admin.headers },
    );
    expect(moved.json().office_ids).toEqual([officeIds[1], officeIds[2]].sort((a, b) => a! - b!));
    expect((await api.get('/backoffice/staff', { headers })).statusCode).toBe(403);

    const promoted = await api.put(
      `/backoffice/staff/${member.id}`,
      { role: 'admin' },
      { headers: admin.headers },
    );
    expect(promoted.json()).toMatchObject({ role: 'admin', office_ids: [] });
    expect((await api.get('/backoffice/staff', { headers })).statusCode).toBe(200);
    const demoted = await api.put(
      `/backoffice/staff/${member.id}`,
      { role: 'clerk' },
      { headers: admin.headers },
    );
    expect(demoted.statusCode).toBe(422); // a clerk needs an office
    const rows = await t.handle.db.select().from(staffOffices).where(eq(staffOffices.userId, member.id));
    expect(rows).toEqual([]);
  });

  it("refuses an administrator's own demotion or switch-off, a customer's id and an unknown office", async () => {
    expect(
      (await api.put(`/backoffice/staff/${admin.id}`, { role: 'clerk' }, { headers: admin.headers }))
        .statusCode,
    ).toBe(409);
    expect(
      (await api.put(`/backoffice/staff/${admin.id}`, { active: false }, { headers: admin.headers }))
        .statusCode,
    ).toBe(409);
    const customer = await t.signedInUser();
    expect(
      (await api.put(`/backoffice/staff/${customer.id}`, { active: false }, { headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.put('/backoffice/staff/not-an-id', { active: false }, { headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    const { member } = await activeClerk();
    const unknown = await api.put(
      `/backoffice/staff/${member.id}`,
      { office_ids: [999_998] },
      { headers: admin.headers },
    );
    expect(unknown.statusCode).toBe(422);
  });
});

describe('staff sessions', () => {
  it('an expired staff session is a 401', async () => {
    const { member, headers } = await activeClerk();
    await t.handle.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    expect((await api.get('/backoffice/terminations', { headers })).statusCode).toBe(401);
  });

  it('ends after STAFF_SESSION_TTL_HOURS, while a customer keeps SESSION_TTL_HOURS', async () => {
    const short = await createTestApp({ env: { STAFF_SESSION_TTL_HOURS: '1', SESSION_TTL_HOURS: '48' } });
    try {
      const shortApi = caller(short);
      const [user] = await short.handle.db
        .insert(users)
        .values({
          type: 'physique',
          email: newEmail(),
          role: 'clerk',
          passwordHash: await hashPassword('Secret1'),
        })
        .returning();
      expect(
        (await shortApi.post('/auth/users/signin', { username: user!.email, password: 'Secret1' }))
          .statusCode,
      ).toBe(200);
      const [session] = await short.handle.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
      expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(3_500_000);
    } finally {
      await short.close();
    }
  });
});
