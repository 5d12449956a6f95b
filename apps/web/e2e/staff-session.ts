import type { APIRequestContext } from 'playwright-core';
import { expect, inject } from 'vitest';

export const STAFF_PASSWORD = 'Counter1';

const signIn = (request: APIRequestContext, username: string) =>
  request.post('/api/v1/auth/users/signin', { data: { username, password: STAFF_PASSWORD } });

/** A staff member's set-password link (an invitation) spent through the API: the password is STAFF_PASSWORD. */
export async function setStaffPassword(request: APIRequestContext, link: string) {
  const token = decodeURIComponent(new URL(link).hash.replace('#token=', ''));
  const reset = await request.post('/api/v1/auth/users/reset', {
    data: { token, newPassword: STAFF_PASSWORD, verifyPassword: STAFF_PASSWORD },
  });
  expect(reset.status(), await reset.text()).toBe(200);
}

/**
 * The first administrator's session (made by `staff:create-admin` before the server started): the
 * first journey that needs it spends the invitation's link, the others sign in with its password.
 */
export async function adminSession(request: APIRequestContext) {
  const invite = inject('adminInvite');
  let answer = await signIn(request, invite.email);
  if (answer.status() === 401) {
    await setStaffPassword(request, invite.link);
    answer = await signIn(request, invite.email);
  }
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, user } = (await answer.json()) as { token: string; user: { role: string } };
  expect(user.role).toBe('admin');
  return { token, headers: { authorization: `Bearer ${token}` } };
}
