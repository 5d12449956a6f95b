import { addDays, formatDisplayDate, type TSouscriptionAnswer } from '@bi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  archivedDocuments,
  auditLog,
  certificates,
  officeEmails,
  outbox,
  subscriptions,
} from '../../db/schema';
import { caller } from '../../test/api-calls';
import { officeWithoutImmediateEffect } from '../../test/office-counter';
import { signedSubscription } from '../../test/paid-subscription';
import { pdfText } from '../../test/pdf-reading';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { readArchivedDocument } from '../archive/archive-document';

let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

type THeaders = Record<string, string>;
const moveTo = (id: string, headers: THeaders, date: string) =>
  api.put(`/users/souscriptions/${id}/date_effet`, { date_effet: date }, { headers });
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function archiveOf(id: string) {
  return t.handle.db.select().from(archivedDocuments).where(eq(archivedDocuments.subscriptionId, id));
}
async function bytesOf(documentId: string) {
  return (await readArchivedDocument(t.handle.db, t.app.fileStorage, documentId))!.bytes;
}
async function download(path: string, headers: THeaders) {
  const answer = await t.app.inject({ method: 'GET', url: `/api/v1${path}`, headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.rawPayload;
}

describe('an endorsement on a change of effect date', () => {
  it('seals a new contract with the new dates, which the new certificate repeats; the old one stays archived, marked replaced', async () => {
    const signed = await signedSubscription(t, { startInDays: 2 });
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
    await t.handle.db
      .insert(officeEmails)
      .values({ officeId: row!.officeId!, email: 'tnm.avenants@example.test' });
    const oldStart = row!.effectDate!;
    const [contract] = await archiveOf(signed.id);
    expect(contract!.kind).toBe('signed_contract');

    const newStart = addDays(t.app.clock.today(), 10);
    const moved = await moveTo(signed.id, signed.customer.headers, newStart);
    expect(moved.statusCode, moved.body).toBe(200);
    const answer = moved.json() as TSouscriptionAnswer;
    const newEnd = answer.periode_info!.date_fin;

    const archived = await archiveOf(signed.id);
    const endorsement = archived.find((document) => document.kind === 'endorsement')!;
    expect(endorsement).toMatchObject({
      replacesId: contract!.id,
      fileName: `${row!.codeStr}-avenant-1.pdf`,
    });
    expect(answer.archive.map(({ kind, replaced }) => ({ kind, replaced }))).toEqual([
      { kind: 'signed_contract', replaced: true },
      { kind: 'certificate', replaced: true },
      { kind: 'endorsement', replaced: false },
      { kind: 'certificate', replaced: false },
    ]);

    // The customer's contract is now the endorsement; the certificate in force says the same dates.
    const contractPdf = flat(
      await pdfText(await download(`/users/souscriptions/${signed.id}/pdf`, signed.customer.headers)),
    );
    const certificatePdf = flat(
      await pdfText(await download(`/users/souscriptions/${signed.id}/certificate`, signed.customer.headers)),
    );
    expect(contractPdf).toContain('Avenant n° 1');
    expect(contractPdf).toContain('remplace le contrat signé le');
    for (const text of [contractPdf, certificatePdf]) {
      expect(text).toContain(formatDisplayDate(newStart));
      expect(text).toContain(formatDisplayDate(newEnd));
      expect(text).not.toContain(formatDisplayDate(oldStart));
    }
    expect(await bytesOf(endorsement.id)).toEqual(
      await download(`/users/souscriptions/${signed.id}/pdf`, signed.customer.headers),
    );
    // Sealed like the contract: a PDF signature dictionary.
    expect((await bytesOf(endorsement.id)).toString('latin1')).toContain('/ByteRange');
    // The signed contract is kept as it was signed.
    expect(flat(await pdfText(await bytesOf(contract!.id)))).toContain(formatDisplayDate(oldStart));
    // Audited by the row's one writer, with the status it leaves unchanged and the document sealed.
    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, signed.id), eq(auditLog.action, 'subscription.effect_date_changed')));
    expect(line).toMatchObject({
      actor: 'customer',
      fromStatus: 'signed',
      toStatus: 'signed',
      data: { from: oldStart, to: newStart, endorsement: endorsement.id },
    });

    const [certificate] = await t.handle.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.subscriptionId, signed.id), eq(certificates.validFrom, newStart)));
    const [mail] = await t.handle.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.recipient, signed.customer.email),
          eq(outbox.template, 'effect_date_changed_certificate'),
        ),
      );
    expect(mail!.attachments).toEqual([endorsement.id, certificate!.documentId]);
    expect(mail!.bodyText).toContain("L'avenant à votre contrat");
    const [office] = await t.handle.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.recipient, 'tnm.avenants@example.test'),
          eq(outbox.template, 'office_effect_date_changed'),
        ),
      );
    expect(office!.bodyText).toContain(formatDisplayDate(newStart));

    // A second move: endorsement no. 2 replaces the first.
    const again = await moveTo(signed.id, signed.customer.headers, addDays(newStart, 1));
    expect(again.statusCode, again.body).toBe(200);
    const second = (await archiveOf(signed.id)).find((document) =>
      document.fileName.endsWith('avenant-2.pdf'),
    )!;
    expect(second.replacesId).toBe(endorsement.id);
    const secondText = flat(
      await pdfText(await download(`/users/souscriptions/${signed.id}/pdf`, signed.customer.headers)),
    );
    expect(secondText).toContain('Avenant n° 2');
    expect(secondText).toContain("remplace l'avenant établi le");
    const contracts = (again.json() as TSouscriptionAnswer).archive.filter(
      (document) => document.kind !== 'certificate',
    );
    expect(contracts.map((document) => document.replaced)).toEqual([true, true, false]);
  }, 120_000);
});

describe('the documents of a change of effect date', () => {
  it('are rendered before the row is locked: the certificate printing holds no write back', async () => {
    const signed = await signedSubscription(t, { startInDays: 2 });
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
    const render = t.app.pdf.render;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const certificateRendering = new Promise<void>((resolve) => (started = resolve));
    t.app.pdf.render = async (html) => {
      if (html.includes(`ATT-${row!.codeStr}-2`)) {
        started();
        await released;
      }
      return render(html);
    };
    try {
      const moving = moveTo(signed.id, signed.customer.headers, addDays(t.app.clock.today(), 10));
      await certificateRendering;
      // Another write of the same row goes through while the certificate prints: nothing is locked.
      const other = t.handle.db.transaction(async (tx) => {
        await tx.select().from(subscriptions).where(eq(subscriptions.id, signed.id)).for('update');
        return 'written';
      });
      const blocked = new Promise((resolve) => setTimeout(() => resolve('blocked'), 5_000));
      expect(await Promise.race([other, blocked])).toBe('written');
      release();
      const moved = await moving;
      expect(moved.statusCode, moved.body).toBe(200);
    } finally {
      release();
      t.app.pdf.render = render;
    }
  });
});

describe('a cover starting today (decision 024)', () => {
  /** A subscription through step 3 at an office of the seed that cannot issue with immediate effect. */
  async function atOfficeWithoutImmediateEffect() {
    const office = await officeWithoutImmediateEffect(t);
    const fixture = await subscriptionFixture(t);
    const { customer, id } = await fixture.newSubscription();
    const bodies = fixture.bodies();
    for (const [n, body] of [
      [1, bodies[1]],
      [2, { ville_entree: office.cityId, bureau_gestion: office.id }],
      [3, bodies[3]],
    ] as const) {
      const saved = await fixture.step(id, n, body, customer.headers);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    return { customer, id, fixture, bodies };
  }

  it('is refused at an office without immediate effect, with words saying from when; tomorrow is taken', async () => {
    const { customer, id, fixture, bodies } = await atOfficeWithoutImmediateEffect();
    const today = t.app.clock.today();
    const refused = await fixture.step(id, 4, { ...bodies[4], date_effet: today }, customer.headers);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      `Ce bureau ne peut pas délivrer une garantie qui prend effet aujourd'hui : choisissez une date à partir du ${formatDisplayDate(addDays(today, 1))}.`,
    );
    const english = await fixture.step(id, 4, { ...bodies[4], date_effet: today }, customer.headers, 'en');
    expect(english.json().message).toContain('This office cannot issue cover that starts today');
    const tomorrow = await fixture.step(
      id,
      4,
      { ...bodies[4], date_effet: addDays(today, 1) },
      customer.headers,
    );
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);

    // Moving the contract to today is refused the same way.
    for (const n of [5, 6] as const) await fixture.step(id, n, bodies[n], customer.headers);
    const move = await moveTo(id, customer.headers, today);
    expect(move.statusCode).toBe(422);
    expect(move.json().result[0].field).toBe('date_effet');
  }, 60_000);

  it('is taken at an office that issues with immediate effect', async () => {
    const fixture = await subscriptionFixture(t, { startInDays: 0 });
    const { customer, id } = await fixture.newSubscription();
    await fixture.completeSteps(id, customer.headers, 4);
    const answer = (await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })).json();
    expect(answer.user_info.effetImmediat).toBe(true);
    expect(answer.periode_info.date_effet).toBe(t.app.clock.today());
  }, 60_000);
});
