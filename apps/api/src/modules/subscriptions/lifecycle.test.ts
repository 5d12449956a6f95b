import { STEPS, type TStepNumber } from '@bi/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, consents, subscriptions } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let fixture: TSubscriptionFixture;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

const read = (id: string, headers: Record<string, string>) =>
  api.get(`/users/souscriptions/${id}`, { headers }).then((answer) => answer.json());

describe('the optimistic lock', () => {
  it('refuses a write based on an older read, and takes one based on the current version', async () => {
    const { customer, id } = await fixture.newSubscription();
    const { version } = await read(id, customer.headers);
    const first = await fixture.step(id, 1, fixture.bodies()[1], {
      ...customer.headers,
      'if-match': `"${version}"`,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().version).toBe(version + 1);

    // A second tab still holding the first read.
    const stale = await fixture.step(
      id,
      1,
      { ...fixture.bodies()[1], address1: 'Autre adresse' },
      { ...customer.headers, 'if-match': `"${version}"` },
      'en',
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed elsewhere/);
    expect((await read(id, customer.headers)).user_info.address1).toBe('12 rue de la Paix');

    const malformed = await fixture.step(id, 1, fixture.bodies()[1], {
      ...customer.headers,
      'if-match': 'yesterday',
    });
    expect(malformed.statusCode).toBe(400);
    const any = await fixture.step(id, 1, fixture.bodies()[1], { ...customer.headers, 'if-match': '*' });
    expect(any.statusCode).toBe(200);
  });
});

describe('status moves through the lifecycle', () => {
  it('confirms at step 6, is ready to pay after step 7, and reopens when the quote changes', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 7);
    const ready = await read(id, customer.headers);
    expect(ready).toMatchObject({ statut: 'confirmed', current_step: 8, ready_to_pay: true });
    expect(ready.payment_info).toEqual({ is_paid: false });

    const changed = await fixture.step(id, 2, fixture.bodies()[2], customer.headers);
    expect(changed.json()).toMatchObject({ statut: 'simulation', current_step: 6, ready_to_pay: false });

    const history = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.step2_saved')));
    expect(history.at(-1)).toMatchObject({
      actor: 'customer',
      fromStatus: 'confirmed',
      toStatus: 'simulation',
    });
    const confirmations = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'subscription.step6_saved')));
    expect(confirmations[0]).toMatchObject({ fromStatus: 'simulation', toStatus: 'confirmed' });
    expect(confirmations[0]!.data).toMatchObject({ event: 'confirm' });
  });

  it('refuses every step once paid, saying why in the reader language', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 7);
    await t.handle.db.update(subscriptions).set({ statut: 'paid' }).where(eq(subscriptions.id, id));
    const answer = await fixture.step(id, 3, fixture.bodies()[3], customer.headers, 'en');
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('This is not possible: the subscription is already paid.');
    const paid = await read(id, customer.headers);
    expect(paid.payment_info.is_paid).toBe(true);
    expect(paid.ready_to_pay).toBe(false);
  });
});

describe('step 6', () => {
  it('confirms with no body at all, as the spec sends it', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 5);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/users/souscriptions/${id}/step6`,
      headers: customer.headers,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().statut).toBe('confirmed');
  });

  it('reads a quote whose effect date has passed as not ready to pay', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 7);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    await t.handle.db
      .update(subscriptions)
      .set({ periodeInfo: { ...row!.periodeInfo!, date_effet: '2026-01-01', date_fin: '2026-01-31' } })
      .where(eq(subscriptions.id, id));
    expect((await read(id, customer.headers)).ready_to_pay).toBe(false);
  });
});

describe('a stored row that no longer reads', () => {
  it('is a server fault (500), not a refusal blaming the caller', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 5);
    await t.handle.db.execute(
      sql`update subscriptions set pack_info = pack_info - 'pack_Code' where id = ${id}`,
    );
    const answer = await api.get(`/users/souscriptions/${id}`, { headers: customer.headers });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('pack_Code');
  });
});

describe('step 1', () => {
  it("asks a person's identity number but not a company's", async () => {
    const person = await fixture.newSubscription();
    const { num_identity: _, ...withoutIdentity } = fixture.bodies()[1];
    const refused = await fixture.step(person.id, 1, withoutIdentity, person.customer.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().result).toEqual([{ field: 'num_identity', message: 'Ce champ est obligatoire.' }]);

    const company = await fixture.newSubscription({ type: 'morale', raison_sociale: 'Transports Atlas' });
    const accepted = await fixture.step(company.id, 1, withoutIdentity, company.customer.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('records the consent to handling in Morocco with the version of its text', async () => {
    const { customer, id } = await fixture.newSubscription();
    const saved = await fixture.step(id, 1, fixture.bodies()[1], customer.headers);
    expect(saved.json().user_info.consent_maroc).toMatchObject({ given: true, version: '1.0-2026-11-23' });
    const rows = await t.handle.db
      .select()
      .from(consents)
      .where(and(eq(consents.subscriptionId, id), eq(consents.kind, 'maroc')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textVersion).toBe('1.0-2026-11-23');
  });
});

describe('the promoted columns', () => {
  it('follow the parts on every write', async () => {
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 5);
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const answer = await read(id, customer.headers);
    expect(row).toMatchObject({
      officeId: fixture.reference.borderPostId,
      effectDate: answer.periode_info.date_effet,
      endDate: answer.periode_info.date_fin,
      usageCode: 'TOURISME',
      plate: 'AB-123-CD',
      totalCentimes: Math.round(answer.simulation_result.primeTotal * 100),
      tariffVersion: answer.simulation_result.tarif_version,
    });
  });
});

describe('the OpenAPI document', () => {
  it("shows every step's own body", async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const bodyOf = (n: number) =>
      document.paths[`/api/v1/users/souscriptions/{id}/step${n}`]?.post?.requestBody?.content?.[
        'application/json'
      ]?.schema;
    // One field each body has and no other step's has: a body shown as `unknown` or another step's fails.
    const ownField: Record<TStepNumber, string> = {
      0: 'accept_cgu',
      1: 'address1',
      2: 'bureau_gestion',
      3: 'immatriculation',
      4: 'date_effet',
      5: 'selected_garanties',
      6: '',
      7: 'permis_recto',
    };
    const STEP_NUMBERS = STEPS.map((entry) => entry.step);
    for (const step of STEP_NUMBERS) {
      const schema = bodyOf(step);
      expect(schema, `step ${step}`).toBeDefined();
      if (step === 6) continue;
      const fields = Object.keys(schema.properties ?? schema.anyOf?.[0]?.properties ?? {});
      expect(fields, `step ${step}`).toContain(ownField[step]);
      for (const other of STEP_NUMBERS.filter((n) => n !== step && n !== 6))
        expect(fields, `step ${step}`).not.toContain(ownField[other]);
    }
    // The spec's two fields, and the trailer asked beside them, optional (decision 049).
    expect(Object.keys(bodyOf(4).properties)).toEqual(['date_effet', 'periode_Id', 'remorque']);
    expect(bodyOf(4).required).toEqual(['date_effet', 'periode_Id']);
  });
});
