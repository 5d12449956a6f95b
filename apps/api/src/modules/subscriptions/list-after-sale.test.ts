import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countries,
  documentReviews,
  offices,
  refunds,
  subscriptions,
  terminationRequests,
} from '../../db/schema';
import { caller } from '../../test/api-calls';
import { signedSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

type TAnswer = Record<string, unknown> & { _id: string };

/**
 * The after-sale tables are read only for a subscription that can have rows in them (decision 063):
 * each read is shown here where it finds something, for a contract, its extension, a cancelled one and
 * drafts whose country and office were closed since.
 */
describe('the list of subscriptions, with what happened to each after its sale', () => {
  it('answers every fact its after-sale reads find, as the detail does', async () => {
    const signed = await signedSubscription(t);
    const { headers, email, phone } = signed.customer;
    const draft = async () => {
      const created = await api.post(
        '/users/souscriptions',
        { type: 'physique', first_name: 'Amina', last_name: 'Benali', email, ...phone, accept_cgu: true },
        { headers },
      );
      expect(created.statusCode, created.body).toBe(200);
      return created.json()._id as string;
    };
    const [extension, cancelled, countryOffDraft, officeClosedDraft, plainDraft] = [
      await draft(),
      await draft(),
      await draft(),
      await draft(),
      await draft(),
    ];
    const db = t.handle.db;
    const [contract] = await db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
    const [kind, fileId] = Object.entries(contract!.documentsInfo ?? {}).find(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    )!;
    await db.insert(documentReviews).values({
      subscriptionId: signed.id,
      kind: kind as typeof documentReviews.$inferInsert.kind,
      fileId,
      status: 'rejected',
      reason: 'unreadable',
      comment: 'Floue',
    });
    await db
      .insert(terminationRequests)
      .values({ subscriptionId: signed.id, requestedAt: new Date('2026-01-05T10:00:00Z') });
    await db
      .update(subscriptions)
      .set({ extendedFromId: signed.id, statut: 'paid' })
      .where(eq(subscriptions.id, extension));
    await db.update(subscriptions).set({ statut: 'cancelled' }).where(eq(subscriptions.id, cancelled));
    await db.insert(refunds).values({
      subscriptionId: cancelled,
      amountCentimes: 123_45,
      requestedAt: new Date('2026-01-06T10:00:00Z'),
      dueBy: '2026-02-03',
    });
    const [closedCountry] = await db.select({ id: countries.id }).from(countries).limit(1);
    await db.update(countries).set({ active: false }).where(eq(countries.id, closedCountry!.id));
    const [draftRow] = await db.select().from(subscriptions).where(eq(subscriptions.id, countryOffDraft));
    await db
      .update(subscriptions)
      .set({ userInfo: { ...draftRow!.userInfo, pays_Id: closedCountry!.id } })
      .where(eq(subscriptions.id, countryOffDraft));
    const [closedOffice] = await db.select({ id: offices.id }).from(offices).limit(1);
    await db.update(offices).set({ active: false }).where(eq(offices.id, closedOffice!.id));
    await db
      .update(subscriptions)
      .set({ officeId: closedOffice!.id })
      .where(eq(subscriptions.id, officeClosedDraft));

    const list = await api.get('/users/souscriptions/?$top=30&$skip=0', { headers });
    expect(list.statusCode, list.body).toBe(200);
    const answers = new Map((list.json().value as TAnswer[]).map((answer) => [answer._id, answer]));

    expect(answers.get(signed.id)).toMatchObject({
      statut: 'signed',
      termination_requested_at: '2026-01-05T10:00:00.000Z',
      extended: true,
      documents_review: expect.arrayContaining([
        { kind, status: 'rejected', reason: 'unreadable', comment: 'Floue' },
      ]),
      archive: expect.arrayContaining([
        expect.objectContaining({ kind: 'signed_contract', replaced: false }),
      ]),
    });
    expect(answers.get(extension)).toMatchObject({
      extended_from: signed.id,
      old_periode_info: contract!.periodeInfo,
      extends_terminating: true,
    });
    expect(answers.get(cancelled)).toMatchObject({
      refund: { statut: 'pending', reason: 'cancellation', requested_at: '2026-01-06T10:00:00.000Z' },
    });
    expect(answers.get(countryOffDraft)).toMatchObject({ payment_refusal: 'country_off' });
    expect(answers.get(officeClosedDraft)).toMatchObject({ payment_refusal: 'office_closed' });
    expect(answers.get(plainDraft)).toMatchObject({
      payment_refusal: 'not_confirmed',
      termination_requested_at: null,
      refund: null,
      archive: [],
      documents_review: [],
    });
    for (const [id, answer] of answers) {
      const detail = await api.get(`/users/souscriptions/${id}`, { headers });
      expect(answer).toEqual(detail.json());
    }
  });
});
