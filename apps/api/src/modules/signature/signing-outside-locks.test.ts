import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type TDatabaseHandle } from '../../db/client';
import { archivedDocuments, certificates, subscriptions, verificationCodes } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { paidWithSigningCode } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { parseSubscriptionRow, updateSubscription } from '../subscriptions/repository';

const onPostgres = inject('databaseTemplate').driver === 'postgres';

let t: TTestApp;
let api: ReturnType<typeof caller>;
/** A second connection pool, as another instance would have: it sees the row locks of the first. */
let other: TDatabaseHandle | undefined;
let render: TTestApp['app']['pdf']['render'];

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  render = t.app.pdf.render;
  if (onPostgres) other = await openDatabase({ driver: 'postgres', url: t.databaseUrl! });
});
afterEach(() => {
  t.app.pdf.render = render;
});
afterAll(async () => {
  await other?.close();
  await t.close();
});

const requestUrl = (demande: string, tail = '') => `/signature/requests/${demande}${tail}`;

const paidWithCode = () => paidWithSigningCode(t);

/** Every rendering waits until released; `started` settles when the first one is asked for. */
function holdRenders() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const rendering = new Promise<void>((resolve) => (started = resolve));
  t.app.pdf.render = async (html) => {
    started();
    await released;
    return render(html);
  };
  return { rendering, release };
}

/** Settles with the call, or fails after `ms`: what a blocked call would do is wait for ever. */
const within = <T>(ms: number, call: Promise<T>, what: string) =>
  Promise.race([
    call,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: blocked ${ms} ms`)), ms)),
  ]);

const statutOf = async (id: string) =>
  (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.statut;

const codeOf = async (demande: string) =>
  (
    await t.handle.db
      .select({ attempts: verificationCodes.attempts, consumedAt: verificationCodes.consumedAt })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.target, demande), eq(verificationCodes.purpose, 'contract_signature')))
  )[0]!;

const documentsOf = (id: string) =>
  t.handle.db.select().from(archivedDocuments).where(eq(archivedDocuments.subscriptionId, id));

describe('signing renders and seals before it locks anything', () => {
  it('leaves the subscription and its request free while the documents render', async ({ annotate }) => {
    const paid = await paidWithCode();
    const held = holdRenders();
    const signing = api.post(requestUrl(paid.demande, '/sign'), { code: paid.code });
    await held.rendering;

    // On PGlite any open transaction holds every other query back: an answer means none is open.
    const asked = performance.now();
    const detail = await within(
      5000,
      api.get(`/users/souscriptions/${paid.id}`, { headers: paid.customer.headers }),
      'the detail',
    );
    const detailMs = Math.round(performance.now() - asked);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().statut).toBe('paid');
    if (other) {
      // On PostgreSQL, the rows signing locks can be taken at once by another instance.
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`select id from subscriptions where id = ${paid.id} for update nowait`);
        await tx.execute(sql`select id from signature_requests where id = ${paid.demande} for update nowait`);
      });
    }

    const released = performance.now();
    held.release();
    const answer = await signing;
    const afterReleaseMs = Math.round(performance.now() - released);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ demande: paid.demande, status: 'signed' });
    expect(await statutOf(paid.id)).toBe('signed');
    await annotate(
      `while signing rendered, the detail answered in ${detailMs} ms; released, the signing ended ${afterReleaseMs} ms later`,
    );
  });

  it('refuses a wrong code before anything is rendered, and counts it', async () => {
    const paid = await paidWithCode();
    let renders = 0;
    t.app.pdf.render = async (html) => {
      renders += 1;
      return render(html);
    };
    const wrong = paid.code === '000000' ? '111111' : '000000';
    const answer = await api.post(requestUrl(paid.demande, '/sign'), { code: wrong });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().result[0].field).toBe('code');
    expect(renders).toBe(0);
    expect(await codeOf(paid.demande)).toMatchObject({ attempts: 1, consumedAt: null });
  });

  it.each([
    // The certificate carries its number; the contract does not.
    ['the contract', (html: string) => !html.includes('ATT-')],
    ['the certificate', (html: string) => html.includes('ATT-')],
  ])('spends nothing when %s fails to render: still paid, the same code signs next', async (_, failing) => {
    const paid = await paidWithCode();
    t.app.pdf.render = async (html) => {
      if (failing(html)) throw new Error('Chromium crashed');
      return render(html);
    };
    const failed = await api.post(requestUrl(paid.demande, '/sign'), { code: paid.code });
    expect(failed.statusCode).toBe(500);
    expect(await statutOf(paid.id)).toBe('paid');
    expect(await documentsOf(paid.id)).toHaveLength(0);
    expect(
      await t.handle.db.select().from(certificates).where(eq(certificates.subscriptionId, paid.id)),
    ).toHaveLength(0);
    // The right code was tried, not spent: no try counted, still live.
    expect(await codeOf(paid.demande)).toEqual({ attempts: 0, consumedAt: null });

    t.app.pdf.render = render;
    const signed = await api.post(requestUrl(paid.demande, '/sign'), { code: paid.code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await statutOf(paid.id)).toBe('signed');
  });

  it('drops documents rendered from a subscription changed meanwhile, and keeps the code', async () => {
    const paid = await paidWithCode();
    const held = holdRenders();
    const signing = api.post(requestUrl(paid.demande, '/sign'), { code: paid.code }, { language: 'en' });
    await held.rendering;
    // Any write moves the version, as a change of the effect date of a paid contract would.
    await t.handle.db.transaction(async (tx) => {
      const [stored] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, paid.id))
        .for('update');
      await updateSubscription(tx, parseSubscriptionRow(stored!), {});
    });
    held.release();
    const stale = await signing;
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed elsewhere/);
    expect(await statutOf(paid.id)).toBe('paid');
    expect(await documentsOf(paid.id)).toHaveLength(0);
    expect(await codeOf(paid.demande)).toMatchObject({ consumedAt: null });

    const signed = await api.post(requestUrl(paid.demande, '/sign'), { code: paid.code });
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await statutOf(paid.id)).toBe('signed');
  });
});
