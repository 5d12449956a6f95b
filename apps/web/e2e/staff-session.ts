import type { APIRequestContext, Browser } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl } from './browser';

/** The password the journeys give the staff they invite. */
export const STAFF_PASSWORD = 'Counter1';

/** The first administrator's session (made by `staff:create-admin`, its invitation spent by global setup). */
export async function adminSession(request: APIRequestContext) {
  const { email, password } = inject('admin');
  const answer = await request.post('/api/v1/auth/users/signin', { data: { username: email, password } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, user } = (await answer.json()) as { token: string; user: { role: string } };
  expect(user.role).toBe('admin');
  return { token, headers: { authorization: `Bearer ${token}` } };
}

/** A browser context `width` px wide whose app starts signed in with `token`. */
export async function signedInContext(browser: Browser, token: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 844 }, baseURL: baseUrl() });
  await context.addInitScript((stored) => localStorage.setItem('bi.token', stored), token);
  return context;
}
