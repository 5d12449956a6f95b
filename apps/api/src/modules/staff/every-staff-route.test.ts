import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes, type TRoute } from '../../fuzz/list-routes';
import { signUpCustomer } from '../../test/accounts';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;

/**
 * The administrator's calls; every other staff route is a clerk's too. The figures' dashboard is a
 * clerk's of their own offices; its accounting exports are not.
 */
const ADMIN_ONLY =
  /^\/api\/v1\/backoffice\/((staff|offices|audit|authority-keys|reference|tarifs)(\/|$)|figures\/)/;

/** Every staff route the app has, read from its router: a route added tomorrow is checked too. */
const staffRoutes = () =>
  listRoutes(t.app).filter(
    (route) => route.method !== 'HEAD' && route.path.startsWith('/api/v1/backoffice/'),
  );

/** Any id will do: who may call is judged before what the id names. */
const call = (route: TRoute, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT',
    url: route.path
      .replace(':kind', 'permis_recto')
      .replace(':code', 'Ab3_x-Yz09Kk8LmNoPqRsTuV')
      .replace(/:\w+/g, () => randomUUID()),
    headers,
    ...(route.method !== 'GET' && { payload: {} }),
  });

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
});
afterAll(async () => t.close());

describe('every staff route, as its role allows', () => {
  it('lists the counter’s, the offices’ work and the administrator’s routes', () => {
    const routes = staffRoutes();
    expect(routes.filter((route) => ADMIN_ONLY.test(route.path)).length).toBeGreaterThanOrEqual(7);
    expect(routes.filter((route) => !ADMIN_ONLY.test(route.path)).length).toBeGreaterThanOrEqual(14);
  });

  it('answers 401 without a session and 403 to a customer, whatever the route', async () => {
    const customer = await signUpCustomer(t);
    for (const route of staffRoutes()) {
      const name = `${route.method} ${route.path}`;
      expect((await call(route)).statusCode, name).toBe(401);
      const refused = await call(route, customer.headers);
      expect(refused.statusCode, name).toBe(403);
      expect(refused.json().message, name).toBe("Cette page est réservée au personnel de l'assureur.");
    }
  });

  it('answers 403 to a clerk on the administrator’s routes only', async () => {
    const clerk = await staffMember(t, 'clerk', [1]);
    for (const route of staffRoutes()) {
      const answer = await call(route, clerk.headers);
      const name = `${route.method} ${route.path}`;
      if (ADMIN_ONLY.test(route.path)) {
        expect(answer.statusCode, name).toBe(403);
        expect(answer.json().message, name).toBe(
          "Cette action est réservée aux administrateurs de l'assureur.",
        );
      } else expect([200, 400, 404, 409, 422], name).toContain(answer.statusCode);
    }
  });

  it('lets an administrator through every route’s door', async () => {
    const admin = await staffMember(t, 'admin');
    for (const route of staffRoutes()) {
      const answer = await call(route, admin.headers);
      expect([200, 400, 404, 409, 422], `${route.method} ${route.path}`).toContain(answer.statusCode);
    }
  });
});
