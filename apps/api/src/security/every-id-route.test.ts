import { addDays } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { subscriptions } from '../db/schema';
import { signExtensionLink } from '../modules/extension-link/extension-token';
import { caller } from '../test/api-calls';
import { movableClock } from '../test/movable-clock';
import { certificateOf, officeOf, otherOffice } from '../test/office-counter';
import { paidSubscription, signedSubscription } from '../test/paid-subscription';
import { staffMember } from '../test/staff';
import { subscriptionFixture } from '../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../test/test-app';

/**
 * Every route that takes an id in its path, as the OpenAPI description lists them, refuses whoever the
 * id is not theirs: another customer, another office's clerk, a customer on a staff route, no token, a
 * forged token, a link made for another subscription or expired. A route added tomorrow fails the first
 * test until it is given its guard here, so none is forgotten.
 */
type TGuard =
  /** A customer's own: bearer only. */
  | 'customer'
  /** A customer's own, by bearer or by a five-minute link (`?token=`) made for that subscription. */
  | 'customer-or-link'
  /** Staff of the subscription's office (or an administrator). */
  | 'office'
  /** Administrators only. */
  | 'admin'
  /** A capability: the id itself is the secret (a signing request, a certificate's code). */
  | 'unguessable'
  /** The reminder's one-purpose link: a token made for that contract, in the body (decision 039). */
  | 'link-token';

type TRoute = { method: string; path: string };

/** A reminder's token of the right shape that no key made: every caller's, bearer or not, is refused. */
const FORGED_LINK_TOKEN = `${(Math.floor(Date.now() / 1000) + 3600).toString(36)}.${'A'.repeat(22)}`;
type TAccess = {
  guard: TGuard;
  body?: () => object;
  /** Another office's clerk is answered what anyone scanning the QR code sees, and no personal data. */
  publicToOtherOffices?: true;
};

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
/** Everything the routes take an id of, all owned by customer A at office `office`. */
let owned: {
  customerHeaders: Record<string, string>;
  subscription: string;
  signed: string;
  demande: string;
  archiveDocument: string;
  fileId: string;
  termination: string;
  refund: string;
  verificationCode: string;
  office: number;
  staffId: string;
};
let stranger: { headers: Record<string, string>; subscription: string; fileId: string };
let otherClerk: { headers: Record<string, string> };
let clerk: { id: string; headers: Record<string, string> };

const ACCESS: Record<string, TAccess> = {
  'GET /api/v1/users/souscriptions/{id}': { guard: 'customer' },
  'POST /api/v1/users/souscriptions/{id}': { guard: 'customer', body: () => ({ motif: 'Retour' }) },
  'POST /api/v1/users/souscriptions/{id}/quote': {
    guard: 'customer',
    body: () => ({ type: 'pack', pack_Id: 1, selected_garanties: [], remorque: false }),
  },
  'GET /api/v1/users/souscriptions/{id}/packs': { guard: 'customer' },
  'POST /api/v1/users/souscriptions/{id}/step0': {
    guard: 'customer',
    body: () => ({
      type: 'physique',
      first_name: 'Zoubida',
      last_name: 'Intruse',
      email: 'intruse@example.com',
      phone: '612345678',
      country_code: '212',
      accept_cgu: true,
    }),
  },
  ...Object.fromEntries(
    [1, 2, 3, 4, 5, 6].map((step) => [
      `POST /api/v1/users/souscriptions/{id}/step${step}`,
      { guard: 'customer', body: () => stepBodies[step]! } satisfies TAccess,
    ]),
  ),
  'POST /api/v1/users/souscriptions/{id}/step7': {
    guard: 'customer',
    body: () => ({ permis_recto: stranger.fileId }),
  },
  'POST /api/v1/users/souscriptions/{id}/cancel': { guard: 'customer', body: () => ({}) },
  'PUT /api/v1/users/souscriptions/{id}/date_effet': {
    guard: 'customer',
    body: () => ({ date_effet: addDays(t.app.clock.today(), 5) }),
  },
  'POST /api/v1/users/souscriptions/{id}/extend': { guard: 'customer' },
  'GET /api/v1/users/souscriptions/{id}/extension-periods': { guard: 'customer' },
  'POST /api/v1/users/souscriptions/{id}/extension-period': {
    guard: 'customer',
    body: () => ({ periode_Id: 1 }),
  },
  'POST /api/v1/users/souscriptions/{id}/withdraw': { guard: 'customer', body: () => ({}) },
  'GET /api/v1/files/{file_id}/view': { guard: 'customer' },
  'POST /api/v1/users/souscriptions/{id}/pdf-link': { guard: 'customer', body: () => ({}) },
  'GET /api/v1/users/souscriptions/{id}/pdf': { guard: 'customer-or-link' },
  'POST /api/v1/users/souscriptions/{id}/archive/{documentId}/link': { guard: 'customer', body: () => ({}) },
  'GET /api/v1/users/souscriptions/{id}/archive/{documentId}': { guard: 'customer-or-link' },
  'POST /api/v1/users/souscriptions/{id}/documents/{kind}': {
    guard: 'customer',
    body: () => ({ file_id: stranger.fileId }),
  },
  'POST /api/v1/users/souscriptions/{id}/pay-link': { guard: 'customer', body: () => ({}) },
  'GET /api/v1/users/souscriptions/{id}/pay': { guard: 'customer-or-link' },
  'GET /api/v1/users/souscriptions/{id}/signature': { guard: 'customer' },
  'POST /api/v1/users/souscriptions/{id}/certificate-link': { guard: 'customer', body: () => ({}) },
  'GET /api/v1/users/souscriptions/{id}/certificate': { guard: 'customer-or-link' },
  'GET /api/v1/signature/requests/{demande}': { guard: 'unguessable' },
  'GET /api/v1/signature/requests/{demande}/document': { guard: 'unguessable' },
  'GET /api/v1/signature/requests/{demande}/certificate': { guard: 'unguessable' },
  'POST /api/v1/signature/requests/{demande}/code': { guard: 'unguessable', body: () => ({}) },
  'POST /api/v1/signature/requests/{demande}/sign': {
    guard: 'unguessable',
    body: () => ({ code: '123456' }),
  },
  'GET /api/v1/verification/{code}': { guard: 'unguessable' },
  'POST /api/v1/extension-links/{id}': { guard: 'link-token', body: () => ({ token: FORGED_LINK_TOKEN }) },
  'POST /api/v1/extension-links/{id}/pay': {
    guard: 'link-token',
    body: () => ({ token: FORGED_LINK_TOKEN }),
  },
  'GET /api/v1/backoffice/souscriptions/{id}': { guard: 'office' },
  'GET /api/v1/backoffice/souscriptions/{id}/documents/{kind}/view': { guard: 'office' },
  'POST /api/v1/backoffice/souscriptions/{id}/documents/{kind}/review': {
    guard: 'office',
    body: () => ({ decision: 'verified', file_id: owned.fileId }),
  },
  'POST /api/v1/backoffice/souscriptions/{id}/handover': {
    guard: 'office',
    body: () => ({ identity_checked: true, originals_checked: true }),
  },
  'POST /api/v1/backoffice/souscriptions/{id}/withdrawal': {
    guard: 'office',
    body: () => ({ date_lettre: t.app.clock.today() }),
  },
  'GET /api/v1/backoffice/souscriptions/{id}/pdf': { guard: 'office' },
  'GET /api/v1/backoffice/souscriptions/{id}/certificate': { guard: 'office' },
  'GET /api/v1/backoffice/verification/{code}': { guard: 'office', publicToOtherOffices: true },
  'POST /api/v1/backoffice/terminations/{id}/apply': { guard: 'office', body: () => ({}) },
  'POST /api/v1/backoffice/terminations/{id}/refuse': {
    guard: 'office',
    body: () => ({ reason: 'Sinistre en cours' }),
  },
  'POST /api/v1/backoffice/refunds/{id}/refunded': {
    guard: 'office',
    body: () => ({ reference: 'VIR-123' }),
  },
  'PUT /api/v1/backoffice/staff/{id}': { guard: 'admin', body: () => ({ active: false }) },
  'POST /api/v1/backoffice/staff/{id}/invite': { guard: 'admin', body: () => ({}) },
  'PUT /api/v1/backoffice/offices/{id}/emails': {
    guard: 'admin',
    body: () => ({ emails: ['x@example.com'] }),
  },
  'POST /api/v1/backoffice/authority-keys/{id}/revoke': { guard: 'admin', body: () => ({}) },
  'PATCH /api/v1/backoffice/authority-keys/{id}': {
    guard: 'admin',
    body: () => ({ per_minute: 10, per_hour: 100 }),
  },
  // Refused before the body is read: a clerk or a customer never reaches the office's validation.
  'PUT /api/v1/backoffice/offices/{id}': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/offices/{id}/close': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/offices/{id}/reopen': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/countries/{id}/switch-on': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/countries/{id}/switch-off': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/cities/{id}/switch-on': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/cities/{id}/switch-off': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/makes/{id}/switch-on': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/makes/{id}/switch-off': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/periods/{id}/switch-on': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/reference/periods/{id}/switch-off': { guard: 'admin', body: () => ({}) },
  'PUT /api/v1/backoffice/reference/cities/{id}': { guard: 'admin', body: () => ({}) },
  'PUT /api/v1/backoffice/reference/makes/{id}': { guard: 'admin', body: () => ({}) },
  'GET /api/v1/backoffice/tarifs/{id}': { guard: 'admin' },
  'PUT /api/v1/backoffice/tarifs/{id}': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/tarifs/{id}/submit': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/tarifs/{id}/discard': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/tarifs/{id}/approve': { guard: 'admin', body: () => ({}) },
  'POST /api/v1/backoffice/tarifs/{id}/reject': {
    guard: 'admin',
    body: () => ({ motif: 'Hausse trop forte' }),
  },
};

/**
 * Registered only with the development mailbox (`config.devMailbox`: never in production, nor once a
 * real SMTP or SMS provider is set), where no customer data is real.
 */
const DEVELOPMENT_ONLY = new Set(['GET /api/v1/dev/outbox/attachments/{id}']);

let stepBodies: Record<number, object>;

beforeAll(async () => {
  t = await createTestApp({
    providers: { clock },
    env: { CODE_SENDS_PER_HOUR_PER_IP: '1000', VERIFICATION_MISSES_PER_10_MINUTES_PER_IP: '1000' },
  });
  api = caller(t);
  const fixture = await subscriptionFixture(t);
  stepBodies = fixture.bodies();

  // A: signed contract starting tomorrow, its termination asked once its cover runs; a paid one cancelled
  // (its refund); B: a customer with a subscription of their own.
  const signed = await signedSubscription(t, { startInDays: 1 });
  const cancelled = await paidSubscription(t, 'fr', { startInDays: 3 });
  expect(
    (await api.post(`/users/souscriptions/${cancelled.id}/cancel`, {}, cancelled.customer)).statusCode,
  ).toBe(200);
  const office = await officeOf(t, signed.id);
  clerk = await staffMember(t, 'clerk', [office]);
  otherClerk = await staffMember(t, 'clerk', [await otherOffice(t, office)]);
  const detail = (await api.get(`/users/souscriptions/${signed.id}`, signed.customer)).json();
  clock.travel(2);
  const terminationAsked = await api.post(
    `/users/souscriptions/${signed.id}`,
    { motif: 'Retour' },
    signed.customer,
  );
  expect(terminationAsked.statusCode, terminationAsked.body).toBe(200);
  const terminations = (await api.get('/backoffice/terminations', clerk)).json().value;
  const refunds = (await api.get('/backoffice/refunds', { headers: clerk.headers })).json().value;
  const certificate = await api.get(`/users/souscriptions/${signed.id}/signature`, signed.customer);
  expect(certificate.statusCode).toBe(200);

  const strangerCustomer = await fixture.newSubscription();
  const strangerFiles = await fixture.uploadAll(strangerCustomer.customer.headers);
  stranger = {
    headers: strangerCustomer.customer.headers,
    subscription: strangerCustomer.id,
    fileId: strangerFiles.permis_recto!,
  };
  owned = {
    customerHeaders: signed.customer.headers,
    subscription: cancelled.id,
    signed: signed.id,
    demande: signed.demande,
    archiveDocument: detail.archive[0].id,
    fileId: detail.documents_info.permis_recto,
    termination: terminations.find((item: { subscription_id: string }) => item.subscription_id === signed.id)
      ._id,
    refund: refunds.find((item: { subscription_id: string }) => item.subscription_id === cancelled.id)._id,
    verificationCode: (await certificateOf(t, signed.id)).code,
    office,
    staffId: clerk.id,
  };
}, 120_000);
afterAll(async () => t.close());

function openApiRoutes(): TRoute[] {
  const spec = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => ({ method: method.toUpperCase(), path })),
  );
}
const keyOf = (route: TRoute) => `${route.method} ${route.path}`;
const withId = (route: TRoute) => route.path.includes('{');

/** The route's address with the owner's ids, or another subscription's where `subscription` says. */
function addressOf(route: TRoute, subscription = route.path.includes('/terminations/') ? '' : owned.signed) {
  return route.path
    .replace('{file_id}', owned.fileId)
    .replace('{documentId}', owned.archiveDocument)
    .replace('{kind}', 'permis_recto')
    .replace('{demande}', owned.demande)
    .replace('{code}', owned.verificationCode)
    .replace(
      '{id}',
      route.path.startsWith('/api/v1/backoffice/terminations/')
        ? owned.termination
        : route.path.startsWith('/api/v1/backoffice/refunds/')
          ? owned.refund
          : route.path.startsWith('/api/v1/backoffice/staff/')
            ? owned.staffId
            : route.path.startsWith('/api/v1/backoffice/offices/')
              ? String(owned.office)
              : subscription,
    );
}

function call(route: TRoute, url: string, headers: Record<string, string> = {}) {
  const body = ACCESS[keyOf(route)]?.body?.();
  return t.app.inject({
    method: route.method as 'GET' | 'POST' | 'PUT',
    url,
    headers,
    ...(body && { payload: body }),
  });
}

/** A refusal says why, in the caller's language, and never lets anything through. */
function expectRefused(answer: LightMyRequestResponse, statuses: number[], what: string) {
  expect(statuses, `${what}: ${answer.statusCode} ${answer.body.slice(0, 200)}`).toContain(answer.statusCode);
  if (answer.headers['content-type']?.toString().startsWith('application/json'))
    expect(typeof answer.json().message, what).toBe('string');
}

describe('every route that takes an id', () => {
  it('is listed here with its guard, from the OpenAPI description, so a new one cannot be forgotten', () => {
    const listed = openApiRoutes().filter(withId).map(keyOf);
    expect(listed.length).toBeGreaterThan(40);
    expect(listed.filter((key) => !ACCESS[key] && !DEVELOPMENT_ONLY.has(key))).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !listed.includes(key))).toEqual([]);
  });

  it('refuses a caller with no token, a forged one, or one whose session was ended', async () => {
    const ended = await t.signedInUser();
    await api.get('/auth/users/signout', ended);
    for (const route of openApiRoutes().filter(withId)) {
      const { guard } = ACCESS[keyOf(route)] ?? { guard: 'unguessable' };
      if (guard === 'unguessable') continue;
      const url = addressOf(route);
      expectRefused(await call(route, url), [401], `${keyOf(route)} without a token`);
      expectRefused(
        await call(route, url, { authorization: 'Bearer forged.token.value' }),
        [401],
        `${keyOf(route)} with a forged token`,
      );
      expectRefused(await call(route, url, ended.headers), [401], `${keyOf(route)} after sign-out`);
    }
  });

  it("refuses another customer's ids, and staff routes to customers", async () => {
    for (const route of openApiRoutes().filter(withId)) {
      const { guard } = ACCESS[keyOf(route)] ?? { guard: 'unguessable' };
      if (guard === 'unguessable') continue;
      // A link route may take its link alone (the card page's): a bearer is then no way in at all.
      const refusal = {
        customer: [404],
        'customer-or-link': [401, 404],
        office: [403],
        admin: [403],
        'link-token': [401],
      }[guard];
      expectRefused(
        await call(route, addressOf(route), stranger.headers),
        refusal,
        `${keyOf(route)} by another customer`,
      );
    }
  });

  it("refuses another office's clerk, and a clerk on what only an administrator does", async () => {
    for (const route of openApiRoutes().filter(withId)) {
      const { guard, publicToOtherOffices } = ACCESS[keyOf(route)] ?? { guard: 'unguessable' };
      const byOtherOffice = () => call(route, addressOf(route), otherClerk.headers);
      if (guard === 'office' && publicToOtherOffices) {
        const answer = await byOtherOffice();
        expect(answer.statusCode).toBe(200);
        expect(answer.json().contract, `${keyOf(route)} by another office`).toBeNull();
      } else if (guard === 'office')
        expectRefused(await byOtherOffice(), [404], `${keyOf(route)} by another office`);
      if (guard === 'admin')
        expectRefused(
          await call(route, addressOf(route), clerk.headers),
          [403],
          `${keyOf(route)} by a clerk`,
        );
    }
  });

  it('refuses a link made for another subscription, a forged link and an expired one', async () => {
    const links: Record<string, string> = {
      'GET /api/v1/users/souscriptions/{id}/pdf': 'pdf-link',
      'GET /api/v1/users/souscriptions/{id}/archive/{documentId}': `archive/${owned.archiveDocument}/link`,
      'GET /api/v1/users/souscriptions/{id}/certificate': 'certificate-link',
    };
    for (const route of openApiRoutes().filter((one) => ACCESS[keyOf(one)]?.guard === 'customer-or-link')) {
      const linkCall = links[keyOf(route)];
      if (!linkCall) continue;
      const made = await api.post(
        `/users/souscriptions/${owned.signed}/${linkCall}`,
        {},
        {
          headers: owned.customerHeaders,
        },
      );
      expect(made.statusCode, made.body).toBe(200);
      const link = made.json().url as string;
      const token = new URL(link, 'http://x').searchParams.get('token')!;
      const elsewhere = `${addressOf(route, stranger.subscription)}?token=${token}`;
      expectRefused(
        await call(route, elsewhere),
        [401, 404],
        `${keyOf(route)} with a link of another subscription`,
      );
      const forged = link.replace(token, `${token.slice(0, -4)}AAAA`);
      expectRefused(await call(route, forged), [401], `${keyOf(route)} with a forged link`);
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
      try {
        expectRefused(await call(route, link), [401], `${keyOf(route)} with an expired link`);
      } finally {
        vi.useRealTimers();
      }
      expect((await call(route, link)).statusCode, `${keyOf(route)} with its own link`).toBe(200);
    }
  });

  it("refuses a reminder's link made for another contract, whoever calls", async () => {
    const [other] = await t.handle.db
      .select({ id: subscriptions.id, userId: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.id, stranger.subscription));
    const token = signExtensionLink(t.config.jwtSecret, other!);
    for (const route of openApiRoutes().filter((one) => ACCESS[keyOf(one)]?.guard === 'link-token')) {
      for (const headers of [{}, owned.customerHeaders, stranger.headers]) {
        const answer = await t.app.inject({
          method: 'POST',
          url: addressOf(route),
          headers,
          payload: { token },
        });
        expectRefused(answer, [401], `${keyOf(route)} with another contract's link`);
      }
    }
  });

  it('refuses an unknown signing request or certificate code', async () => {
    for (const route of openApiRoutes().filter((one) => ACCESS[keyOf(one)]?.guard === 'unguessable')) {
      const unknown = route.path
        .replace('{demande}', '5f0c7a52-3c1e-4a55-9a4b-8d3c2f1e0a11')
        .replace('{code}', 'AAAAAAAAAAAAAAAAAAAAAAAA');
      expectRefused(await call(route, unknown), [404], `${keyOf(route)} with an unknown id`);
    }
  });

  it('changed nothing of what it was refused', async () => {
    const rows = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, owned.signed));
    expect(rows[0]).toMatchObject({ statut: 'signed', certificateCollectedAt: null });
    const detail = (
      await api.get(`/users/souscriptions/${owned.signed}`, { headers: owned.customerHeaders })
    ).json();
    expect(detail.user_info.first_name).not.toBe('Zoubida');
    expect(detail.documents_review.every((review: { status: string }) => review.status === 'pending')).toBe(
      true,
    );
  });
});
