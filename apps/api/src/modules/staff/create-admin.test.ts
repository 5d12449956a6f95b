import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { latestMessage } from '../../test/outbox-reader';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { linkInLanguage } from '../notifications/templates';
import { createFirstAdmin, parseAdminArgs } from './create-admin';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(async () => t.close());

describe('npm run staff:create-admin', () => {
  it('reads its arguments, and refuses what would make no administrator', () => {
    expect(parseAdminArgs(['--email', 'Ops@Insurer.example', '--language', 'en'])).toMatchObject({
      email: 'ops@insurer.example',
      firstName: 'Admin',
      lastName: 'Assurance',
      language: 'en',
    });
    expect(parseAdminArgs([])).toBeUndefined();
    expect(parseAdminArgs(['--email', 'not-an-address'])).toBeUndefined();
    expect(parseAdminArgs(['--email', 'ops@insurer.example', '--language', 'de'])).toBeUndefined();
    expect(parseAdminArgs(['--email', 'ops@insurer.example', '--password', 'x'])).toBeUndefined();
  });

  it('creates an administrator with no usable password and prints the link that sets one', async () => {
    const email = `first.admin.${Date.now()}@insurer.example`;
    const printed = await createFirstAdmin(t.handle.db, t.config, parseAdminArgs(['--email', email])!);
    const link = printed.match(/(\S+\/auth\/reset#token=\S+)/)?.[1];
    expect(link).toBeDefined();
    expect(printed).toContain(`${t.config.staffInviteTtlHours} h`);
    expect((await latestMessage(t, email))?.bodyText).toContain(linkInLanguage(link!, 'fr'));

    const [admin] = await t.handle.db.select().from(users).where(eq(users.email, email));
    expect(admin).toMatchObject({ role: 'admin', disabledAt: null });
    for (const password of ['Admin', 'Secret1', 'password', '']) {
      const signIn = await api.post('/auth/users/signin', { username: email, password: password || 'x' });
      expect(signIn.statusCode).toBe(401);
    }

    const token = decodeURIComponent(link!.split('#token=')[1]!);
    const reset = await api.post('/auth/users/reset', {
      token,
      newPassword: 'Secret1',
      verifyPassword: 'Secret1',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await api.post('/auth/users/signin', { username: email, password: 'Secret1' });
    expect(signedIn.json().user.role).toBe('admin');
    const staff = await api.get('/backoffice/staff', {
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('refuses a clerk’s or a customer’s address', async () => {
    const customer = await t.signedInUser();
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, customer.id));
    await expect(
      createFirstAdmin(t.handle.db, t.config, parseAdminArgs(['--email', row!.email])!),
    ).rejects.toThrow();
    const clerkEmail = `clerk.${Date.now()}@insurer.example`;
    await t.handle.db
      .insert(users)
      .values({ type: 'physique', email: clerkEmail, role: 'clerk', passwordHash: 'x' });
    await expect(
      createFirstAdmin(t.handle.db, t.config, parseAdminArgs(['--email', clerkEmail])!),
    ).rejects.toThrow(/not an administrator/);
  });
});
