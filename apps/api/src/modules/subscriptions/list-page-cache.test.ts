import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archivedDocuments,
  countries,
  documentReviews,
  offices,
  referenceReadVersion,
  refunds,
  subscriptions,
  terminationRequests,
} from '../../db/schema';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(() => t.close());

type TAnswer = Record<string, unknown> & { _id: string; vehicule_info: { immatriculation?: string } | null };
type TCustomer = Awaited<ReturnType<typeof signedSubscription>>['customer'];

const LIST = '/users/souscriptions/?$top=30&$skip=0';

async function listOf(customer: TCustomer) {
  const list = await api.get(LIST, { headers: customer.headers });
  expect(list.statusCode, list.body).toBe(200);
  const body = list.json() as { count: number; today: string; value: TAnswer[] };
  return { ...body, byId: new Map(body.value.map((answer) => [answer._id, answer])) };
}

/** A signed contract and a draft of its customer, their list read twice so that a page is kept. */
async function keptList() {
  const signed = await signedSubscription(t);
  const { headers, email, phone } = signed.customer;
  const created = await api.post(
    '/users/souscriptions',
    { type: 'physique', first_name: 'Amina', last_name: 'Benali', email, ...phone, accept_cgu: true },
    { headers },
  );
  expect(created.statusCode, created.body).toBe(200);
  await listOf(signed.customer);
  const before = await listOf(signed.customer);
  expect(before.byId.has(created.json()._id)).toBe(true);
  return { signed, draftId: created.json()._id as string, before };
}

const vehicleOf = async (id: string) =>
  (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.vehiculeInfo!;

/**
 * Every table the list shows, written by hand as any writer might: the next read shows the change,
 * though the page was kept (migration 0019's triggers move the customer's or the reference version).
 */
describe("a customer's kept list, after a change to what it shows", () => {
  const db = () => t.handle.db;
  const changes: [
    string,
    (ids: { contract: string; draft: string }) => Promise<unknown>,
    (after: TAnswer[]) => void,
  ][] = [
    [
      'their subscription',
      async ({ contract }) =>
        db()
          .update(subscriptions)
          .set({ vehiculeInfo: { ...(await vehicleOf(contract)), immatriculation: 'XY-987-ZT' } })
          .where(eq(subscriptions.id, contract)),
      (after) => expect(after.map((answer) => answer.vehicule_info?.immatriculation)).toContain('XY-987-ZT'),
    ],
    [
      'a termination request',
      ({ contract }) =>
        db()
          .insert(terminationRequests)
          .values({ subscriptionId: contract, requestedAt: new Date('2026-01-05T10:00:00Z') }),
      (after) =>
        expect(after.map((answer) => answer.termination_requested_at)).toContain('2026-01-05T10:00:00.000Z'),
    ],
    [
      'a refund',
      ({ contract }) =>
        db()
          .insert(refunds)
          .values({
            subscriptionId: contract,
            amountCentimes: 123_45,
            requestedAt: new Date('2026-01-06T10:00:00Z'),
            dueBy: '2026-02-03',
          }),
      (after) => expect(after.some((answer) => answer.refund !== null)).toBe(true),
    ],
    [
      "an office's review of a document",
      async ({ contract }) => {
        const [kind, fileId] = Object.entries((await subscriptionOf(contract)).documentsInfo ?? {}).find(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )!;
        return db()
          .insert(documentReviews)
          .values({
            subscriptionId: contract,
            kind: kind as typeof documentReviews.$inferInsert.kind,
            fileId,
            status: 'rejected',
            reason: 'unreadable',
            comment: 'Floue',
          });
      },
      (after) => expect(JSON.stringify(after)).toContain('"comment":"Floue"'),
    ],
    [
      'a sealed document',
      ({ contract }) =>
        db()
          .insert(archivedDocuments)
          .values({
            subscriptionId: contract,
            kind: 'endorsement',
            fileName: 'avenant-kept-list.pdf',
            sha256: '0'.repeat(64),
            sizeBytes: 1,
            storageKey: `kept-list-${contract}`,
          }),
      (after) => expect(JSON.stringify(after)).toContain('avenant-kept-list.pdf'),
    ],
  ];
  const subscriptionOf = async (id: string) =>
    (await db().select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;

  it.each(changes)('shows %s written since', async (_name, write, expectChange) => {
    const { signed, draftId, before } = await keptList();
    await write({ contract: signed.id, draft: draftId });
    const after = await listOf(signed.customer);
    expect(after.value).not.toEqual(before.value);
    expectChange(after.value);
  });

  /** A kept list whose draft names a country and an office still open, switched back on afterwards. */
  async function draftInOpenPlaces(test: (kept: TKeptPlaces) => Promise<void>) {
    const { signed, draftId } = await keptList();
    const open = (table: typeof countries | typeof offices) =>
      db().select({ id: table.id }).from(table).where(eq(table.active, true)).limit(1);
    const [[country], [office]] = await Promise.all([open(countries), open(offices)]);
    const draft = await subscriptionOf(draftId);
    await db()
      .update(subscriptions)
      .set({ userInfo: { ...draft.userInfo, pays_Id: country!.id }, officeId: office!.id })
      .where(eq(subscriptions.id, draftId));
    const refusal = async () => (await listOf(signed.customer)).byId.get(draftId)!.payment_refusal;
    expect(await refusal()).not.toBe('country_off');
    const switchCountry = (active: boolean) =>
      db().update(countries).set({ active }).where(eq(countries.id, country!.id));
    const switchOffice = (active: boolean) =>
      db().update(offices).set({ active }).where(eq(offices.id, office!.id));
    try {
      await test({ refusal, switchCountry, switchOffice });
    } finally {
      await switchCountry(true);
      await switchOffice(true);
    }
  }
  type TKeptPlaces = {
    refusal: () => Promise<unknown>;
    switchCountry: (active: boolean) => Promise<unknown>;
    switchOffice: (active: boolean) => Promise<unknown>;
  };

  it('shows a country or an office switched off since, for every customer', () =>
    draftInOpenPlaces(async ({ refusal, switchCountry, switchOffice }) => {
      await switchCountry(false);
      expect(await refusal()).toBe('country_off');
      await switchCountry(true);
      await switchOffice(false);
      expect(await refusal()).toBe('office_closed');
    }));

  it('shows a country switched off after the reference version was removed by hand: it is written again', () =>
    draftInOpenPlaces(async ({ refusal, switchCountry }) => {
      await db().delete(referenceReadVersion);
      await refusal();
      await switchCountry(false);
      expect(await refusal()).toBe('country_off');
      expect(await db().select().from(referenceReadVersion)).toHaveLength(1);
    }));

  it('shows a subscription created since, and counts it', async () => {
    const { signed, before } = await keptList();
    const { headers, email, phone } = signed.customer;
    await api.post(
      '/users/souscriptions',
      { type: 'physique', first_name: 'Amina', last_name: 'Benali', email, ...phone, accept_cgu: true },
      { headers },
    );
    expect((await listOf(signed.customer)).count).toBe(before.count + 1);
  });
});

describe('a kept list, while nothing it shows moved', () => {
  it('is answered from memory: a change no version saw is not read, the next that moves one is', async () => {
    const { signed } = await keptList();
    const vehicle = { ...(await vehicleOf(signed.id)), immatriculation: 'XY-987-ZT' };
    // The triggers off for one transaction, as only a restore of a backup would write: the version stays.
    await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(subscriptions).set({ vehiculeInfo: vehicle }).where(eq(subscriptions.id, signed.id));
    });
    const plate = async () =>
      (await listOf(signed.customer)).byId.get(signed.id)!.vehicule_info?.immatriculation;
    expect(await plate()).not.toBe('XY-987-ZT');
    await t.handle.db
      .update(subscriptions)
      .set({ version: sql`${subscriptions.version} + 1` })
      .where(eq(subscriptions.id, signed.id));
    expect(await plate()).toBe('XY-987-ZT');
  });

  it("is answered again on the server's next day: what can be paid is judged on its today", async () => {
    const { signed } = await keptList();
    const today = (await listOf(signed.customer)).today;
    clock.travel(1);
    try {
      const next = await listOf(signed.customer);
      expect(next.today).not.toBe(today);
      expect(next.value.every((answer) => answer.today === next.today)).toBe(true);
    } finally {
      clock.travel(-1);
    }
  });

  it("never answers a customer another's kept page", async () => {
    const first = await keptList();
    const second = await keptList();
    const ids = (list: Awaited<ReturnType<typeof listOf>>) => [...list.byId.keys()];
    expect(ids(await listOf(second.signed.customer))).not.toContain(first.signed.id);
    expect(ids(await listOf(first.signed.customer))).toContain(first.signed.id);
  });
});
