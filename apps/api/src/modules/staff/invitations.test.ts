import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offices, verificationCodes } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let officeId: number;
let counter = 0;

beforeAll(async () => {
  // The customers' per-address budget of code sends, kept tiny: an administrator's invitations are apart.
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '2' } });
  api = caller(t);
  admin = await staffMember(t, 'admin');
  [{ id: officeId } = { id: 0 }] = await t.handle.db.select({ id: offices.id }).from(offices).limit(1);
});
afterAll(async () => t.close());

const invite = () =>
  api.post(
    '/backoffice/staff',
    {
      email: `season.${(counter += 1)}.${Date.now()}@insurer.example`,
      first_name: 'Rachid',
      last_name: 'Saison',
      role: 'clerk',
      office_ids: [officeId],
    },
    { headers: admin.headers },
  );

async function linkTokenOf(email: string) {
  const mail = await latestMessage(t, email);
  return decodeURIComponent(mail!.bodyText.match(/#token=(\S+)/)![1]!);
}

describe('invitations', () => {
  it('are not held back by the per-address budget of anonymous code sends: a season’s clerks in a row', async () => {
    for (let clerk = 0; clerk < 5; clerk += 1) {
      const answer = await invite();
      expect(answer.statusCode, answer.body).toBe(200);
    }
  });

  it('are void once the member is switched off, even if switched on again', async () => {
    const member = (await invite()).json() as { id: string; email: string };
    const token = await linkTokenOf(member.email);
    const off = await api.put(
      `/backoffice/staff/${member.id}`,
      { active: false },
      { headers: admin.headers },
    );
    expect(off.statusCode, off.body).toBe(200);
    const on = await api.put(`/backoffice/staff/${member.id}`, { active: true }, { headers: admin.headers });
    expect(on.statusCode, on.body).toBe(200);
    const used = await api.post('/auth/users/reset', {
      token,
      newPassword: 'Season1',
      verifyPassword: 'Season1',
    });
    expect(used.statusCode).toBe(400);
  });

  it('are checked on the page’s load without being spent: valid until used, then void', async () => {
    const member = (await invite()).json() as { id: string; email: string };
    const token = await linkTokenOf(member.email);
    const check = async (link: string) => {
      const answer = await api.post('/auth/users/reset/check', { token: link });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    expect(await check(token)).toEqual({ valid: true });
    expect(await check(token)).toEqual({ valid: true });
    // A forged secret for the same member, and a link that cannot be one, say only that.
    expect(await check(`${token.slice(0, -4)}AAAA`)).toEqual({ valid: false });
    expect(await check(`invite.not-a-user-id.${'x'.repeat(20)}`)).toEqual({ valid: false });
    // Cut short by a mail client: too short to be a token, still only "not valid".
    expect(await check(token.slice(0, 12))).toEqual({ valid: false });
    const used = await api.post('/auth/users/reset', {
      token,
      newPassword: 'Season1',
      verifyPassword: 'Season1',
    });
    expect(used.statusCode, used.body).toBe(200);
    // The sign-in card fills the member's address in and offers no customer's sign-up.
    expect(used.json()).toMatchObject({ email: member.email, staff: true });
    expect(await check(token)).toEqual({ valid: false });
  });

  it('are void on the check once invited again', async () => {
    const member = (await invite()).json() as { id: string; email: string };
    const first = await linkTokenOf(member.email);
    await t.handle.db
      .update(verificationCodes)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(verificationCodes.target, member.id));
    const again = await api.post(`/backoffice/staff/${member.id}/invite`, {}, { headers: admin.headers });
    expect(again.statusCode, again.body).toBe(200);
    const check = await api.post('/auth/users/reset/check', { token: first });
    expect(check.json()).toEqual({ valid: false });
  });

  it('are checked within the address’s budget of checks, in the caller’s language past it', async () => {
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/users/reset/check',
        remoteAddress: '203.0.113.77',
        headers: { 'accept-language': 'en' },
        payload: { token: `invite.${admin.id}.${'x'.repeat(43)}` },
      });
    for (let call = 0; call < 30; call += 1) expect((await check()).statusCode).toBe(200);
    const refused = await check();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests/);
  });
});
