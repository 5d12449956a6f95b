import { amountToCentimes, ZFiguresAnswer, type TFiguresAnswer } from '@bi/domain';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  cities,
  offices,
  payments,
  periods,
  refunds,
  subscriptions,
  usages,
} from '../../db/schema';
import { caller } from '../../test/api-calls';
import { paidSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { certificateKit } from '../certificates/certificate-test-kit';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let officeId: number;
let signedCertificate: string;
let cancelledCode: string;

/**
 * The set of contracts the figures are checked against: three paid (one with the trailer), one signed
 * with its certificate, one paid then cancelled (its refund pending), and two left on the way.
 */
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await staffMember(t, 'admin');
  await paidSubscription(t);
  await paidSubscription(t, 'fr', { trailer: true });
  await paidSubscription(t, 'fr', { startInDays: 4 });
  const signed = await certificateKit(t).signedWithCertificate();
  signedCertificate = signed.issued.number;
  const cancelled = await paidSubscription(t, 'fr', { startInDays: 3 });
  const answer = await api.post(
    `/users/souscriptions/${cancelled.id}/cancel`,
    {},
    { headers: cancelled.customer.headers },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const fixture = await subscriptionFixture(t);
  officeId = fixture.reference.borderPostId;
  const atStep4 = await fixture.newSubscription();
  await fixture.completeSteps(atStep4.id, atStep4.customer.headers, 3);
  await fixture.newSubscription();
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, cancelled.id));
  cancelledCode = row!.codeStr;
}, 240_000);
afterAll(() => t.close());

/** What the database holds for the contracts paid, summed here from the rows themselves, in centimes. */
async function databaseTotals() {
  const rows = await t.handle.db.select().from(subscriptions).where(isNotNull(subscriptions.paidAt));
  const approved = await t.handle.db.select().from(payments).where(eq(payments.status, 'approved'));
  const tax = (row: (typeof rows)[number], code: string) =>
    amountToCentimes(row.simulationResult!.taxes.find((line) => line.code === code)?.montant ?? 0);
  const sum = (part: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + part(row), 0);
  return {
    contracts: rows.length,
    net: sum((row) => amountToCentimes(row.simulationResult!.primeNet)),
    tax: sum((row) => tax(row, 'TAXE_ASSURANCE')),
    solidarity: sum((row) => tax(row, 'CONTRIBUTION_SOLIDARITE')),
    fgac: sum((row) => tax(row, 'FGAC')),
    stamp: sum((row) => tax(row, 'TIMBRE')),
    total: sum((row) => row.totalCentimes!),
    charged: approved.reduce((total, payment) => total + payment.amountCentimes, 0),
  };
}

const inCentimes = (totals: TFiguresAnswer['totals']) => ({
  contracts: totals.contracts,
  net: amountToCentimes(totals.net),
  tax: amountToCentimes(totals.tax),
  solidarity: amountToCentimes(totals.solidarity),
  fgac: amountToCentimes(totals.fgac),
  stamp: amountToCentimes(totals.stamp),
  total: amountToCentimes(totals.total),
});

/** A CSV's rows: BOM stripped, `;` fields (none of these is quoted), CRLF lines. */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
const centimesOf = (field: string) => {
  expect(field).toMatch(/^\d+,\d{2}$/);
  return Number(field.replace(',', ''));
};

describe('GET /api/v1/backoffice/figures', () => {
  it("sums the contracts sold to the database's centime, by day, entry city, office, usage and duration", async () => {
    const answer = await api.get('/backoffice/figures', { headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    const figures = ZFiguresAnswer.parse(answer.json());
    const expected = await databaseTotals();
    expect(expected.contracts).toBe(5);
    expect(expected.charged).toBe(expected.total);
    expect(expected.net + expected.tax + expected.solidarity + expected.fgac + expected.stamp).toBe(
      expected.total,
    );
    const { charged: _charged, ...sums } = expected;
    expect(inCentimes(figures.totals)).toEqual(sums);
    expect(figures.totals).toMatchObject({ cancelled: 1, terminated: 0, withdrawn: 0 });

    const today = t.app.clock.today();
    expect(figures).toMatchObject({ from: `${today.slice(0, 7)}-01`, to: today, office: null });
    expect(figures.by_day.at(-1)).toMatchObject({ day: today, contracts: 5 });
    expect(figures.by_day).toHaveLength(Number(today.slice(8)));
    for (const block of [
      figures.by_day,
      figures.by_entry_city,
      figures.by_office,
      figures.by_usage,
      figures.by_period,
    ]) {
      expect(block.reduce((sum, line) => sum + line.contracts, 0)).toBe(5);
      expect(block.reduce((sum, line) => sum + amountToCentimes(line.total), 0)).toBe(expected.total);
    }
    expect(figures.by_entry_city).toEqual([expect.objectContaining({ label: 'Tanger Med', contracts: 5 })]);
    expect(figures.by_office).toEqual([expect.objectContaining({ key: String(officeId), contracts: 5 })]);
    expect(figures.by_usage[0]).toMatchObject({ key: 'TOURISME', contracts: 5 });
  });

  it('sums each entry city, office, usage and duration apart, to the centime, when the contracts differ', async () => {
    const paid = await t.handle.db.select().from(subscriptions).where(isNotNull(subscriptions.paidAt));
    const [moved, renamed] = paid;
    const [otherOffice] = await t.handle.db.select().from(offices).where(ne(offices.id, moved!.officeId!));
    const [otherUsage] = await t.handle.db.select().from(usages).where(ne(usages.code, moved!.usageCode!));
    const [otherPeriod] = await t.handle.db
      .select()
      .from(periods)
      .where(ne(periods.code, renamed!.periodeInfo!.periode));
    const [otherCity] = await t.handle.db
      .select()
      .from(cities)
      .where(ne(cities.id, Number(renamed!.userInfo.ville_entree)));
    await t.handle.db
      .update(subscriptions)
      .set({ officeId: otherOffice!.id, usageCode: otherUsage!.code })
      .where(eq(subscriptions.id, moved!.id));
    await t.handle.db
      .update(subscriptions)
      .set({
        periodeInfo: {
          ...renamed!.periodeInfo!,
          periode: otherPeriod!.code as NonNullable<(typeof paid)[number]['periodeInfo']>['periode'],
        },
        userInfo: { ...renamed!.userInfo, ville_entree: otherCity!.id },
      })
      .where(eq(subscriptions.id, renamed!.id));
    try {
      const figures = ZFiguresAnswer.parse(
        (await api.get('/backoffice/figures', { headers: admin.headers })).json(),
      );
      const rows = await t.handle.db.select().from(subscriptions).where(isNotNull(subscriptions.paidAt));
      // The database's own grouping of the rows, key by key, beside each block's lines.
      const grouped = (keyOf: (row: (typeof rows)[number]) => unknown) => {
        const sums = new Map<string, { contracts: number; total: number }>();
        for (const row of rows) {
          const key = String(keyOf(row));
          const sum = sums.get(key) ?? { contracts: 0, total: 0 };
          sums.set(key, { contracts: sum.contracts + 1, total: sum.total + row.totalCentimes! });
        }
        return Object.fromEntries(sums);
      };
      const shown = (block: TFiguresAnswer['by_office']) =>
        Object.fromEntries(
          block.map((line) => [line.key, { contracts: line.contracts, total: amountToCentimes(line.total) }]),
        );
      expect(shown(figures.by_office)).toEqual(grouped((row) => row.officeId));
      expect(shown(figures.by_usage)).toEqual(grouped((row) => row.usageCode));
      expect(shown(figures.by_period)).toEqual(grouped((row) => row.periodeInfo!.periode));
      expect(shown(figures.by_entry_city)).toEqual(grouped((row) => row.userInfo.ville_entree));
      for (const block of [figures.by_office, figures.by_usage, figures.by_period, figures.by_entry_city])
        expect(block).toHaveLength(2);
    } finally {
      await t.handle.db
        .update(subscriptions)
        .set({ officeId: moved!.officeId, usageCode: moved!.usageCode })
        .where(eq(subscriptions.id, moved!.id));
      await t.handle.db
        .update(subscriptions)
        .set({ periodeInfo: renamed!.periodeInfo, userInfo: renamed!.userInfo })
        .where(eq(subscriptions.id, renamed!.id));
    }
  });

  it('counts the funnel of the subscriptions opened: started, each step, paid, signed, and where the others stop', async () => {
    const { funnel } = ZFiguresAnswer.parse(
      (await api.get('/backoffice/figures', { headers: admin.headers })).json(),
    );
    const rows = await t.handle.db.select().from(subscriptions);
    const reached = (step: number) => rows.filter((row) => row.paidAt || row.currentStep >= step).length;
    const stage = (name: string) => funnel.stages.find((line) => line.stage === name)?.count;
    // Every customer's sign-up opens a subscription too: those stop at step 0.
    expect(stage('started')).toBe(rows.length);
    for (const step of [1, 2, 3, 4, 5, 6, 7]) expect(stage(`step${step}`)).toBe(reached(step));
    expect(stage('step4')).toBe(6);
    expect(stage('step5')).toBe(5);
    expect(stage('ready_to_pay')).toBe(5);
    expect(stage('paid')).toBe(5);
    expect(stage('signed')).toBe(1);
    const stops = Object.fromEntries(funnel.stops.map((stop) => [stop.at, stop]));
    expect(stops.step0).toMatchObject({ open: reached(0) - reached(1), expired: 0, cancelled: 0 });
    expect(stops.step4).toMatchObject({ open: 1 });
    expect(stops.payment).toMatchObject({ open: 0 });
    expect(funnel.stops.reduce((sum, stop) => sum + stop.open + stop.expired + stop.cancelled, 0)).toBe(
      rows.length - 5,
    );
  });

  it('shows the refunds due and the contracts waiting at each counter', async () => {
    const figures = ZFiguresAnswer.parse(
      (await api.get('/backoffice/figures', { headers: admin.headers })).json(),
    );
    const [refund] = await t.handle.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.codeStr, cancelledCode));
    expect(refund!.statut).toBe('cancelled');
    expect(figures.refunds.due.count).toBe(1);
    expect(figures.refunds.overdue.count).toBe(0);
    expect(amountToCentimes(figures.refunds.due.amount)).toBe(refund!.totalCentimes);
    expect(figures.to_hand_over).toEqual([expect.objectContaining({ key: String(officeId), contracts: 4 })]);
  });

  it('moves a refund past its last day to overdue, and one made to refunded, with its amount', async () => {
    const [row] = await t.handle.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.codeStr, cancelledCode));
    const ofCancelled = eq(refunds.subscriptionId, row!.id);
    const [asked] = await t.handle.db.select().from(refunds).where(ofCancelled);
    const refundBlocks = async () =>
      ZFiguresAnswer.parse((await api.get('/backoffice/figures', { headers: admin.headers })).json()).refunds;
    try {
      // Asked long before the month the dashboard opens on: still owed, and late.
      await t.handle.db
        .update(refunds)
        .set({ dueBy: '2020-01-01', requestedAt: new Date('2019-12-02T10:00:00Z') })
        .where(ofCancelled);
      const late = await refundBlocks();
      expect(late.due.count).toBe(0);
      expect(late.overdue.count).toBe(1);
      expect(amountToCentimes(late.overdue.amount)).toBe(asked!.amountCentimes);
      await t.handle.db
        .update(refunds)
        .set({ status: 'refunded', refundedAt: new Date(), reference: 'VIR-TEST' })
        .where(ofCancelled);
      const made = await refundBlocks();
      expect([made.due.count, made.overdue.count, made.refunded.count]).toEqual([0, 0, 1]);
      expect(amountToCentimes(made.refunded.amount)).toBe(asked!.amountCentimes);
    } finally {
      await t.handle.db
        .update(refunds)
        .set({
          status: asked!.status,
          dueBy: asked!.dueBy,
          requestedAt: asked!.requestedAt,
          refundedAt: null,
          reference: null,
        })
        .where(ofCancelled);
    }
  });

  it('narrows to an office and a period, and names them in the caller language', async () => {
    const other = await api.get(`/backoffice/figures?office=${officeId + 1000}`, { headers: admin.headers });
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().totals.contracts).toBe(0);
    expect(other.json().to_hand_over).toEqual([]);
    const before = await api.get('/backoffice/figures?from=2025-01-01&to=2025-01-31', {
      headers: admin.headers,
    });
    expect(before.json().totals).toMatchObject({ contracts: 0, total: 0 });
    expect(before.json().by_day).toHaveLength(31);
    // What is owed and what waits at a counter is today's, whatever the period; what was made is the period's.
    expect(before.json().refunds.due.count).toBe(1);
    expect(before.json().refunds.refunded).toEqual({ count: 0, amount: 0 });
    expect(before.json().to_hand_over).toEqual([
      expect.objectContaining({ key: String(officeId), contracts: 4 }),
    ]);
    const arabic = await api.get('/backoffice/figures', { headers: admin.headers, language: 'ar' });
    expect(arabic.json().by_entry_city[0].label).toMatch(/[\u0600-\u06FF]/);
  });

  it('refuses a period that ends before it starts or lasts more than a year, in words (400)', async () => {
    const inverted = await api.get('/backoffice/figures?from=2026-03-02&to=2026-03-01', {
      headers: admin.headers,
      language: 'en',
    });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().result).toEqual([
      { field: 'to', message: expect.stringContaining('The last day is before the first') },
    ]);
    const long = await api.get('/backoffice/figures?from=2025-01-01&to=2026-01-02', {
      headers: admin.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().result[0].message).toContain('366 jours');
    for (const bad of ['from=2026-02-30', 'office=abc', 'to=9999-01-01']) {
      expect((await api.get(`/backoffice/figures?${bad}`, { headers: admin.headers })).statusCode).toBe(400);
    }
  });

  it('answers any query with its figures or a 4xx, never a 5xx', async () => {
    const day = fc.oneof(
      fc
        .date({ min: new Date('1990-01-01'), max: new Date('2110-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10)),
      fc.string({ maxLength: 12 }),
    );
    const query = fc.record(
      {
        from: day,
        to: day,
        office: fc.oneof(fc.integer(), fc.string({ maxLength: 6 })),
        month: fc.oneof(
          fc.string({ maxLength: 8 }),
          day.map((text) => text.slice(0, 7)),
        ),
      },
      { requiredKeys: [] },
    );
    const paths = [
      '/backoffice/figures',
      '/backoffice/figures/contracts.csv',
      '/backoffice/figures/declaration.csv',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), query, async (path, parameters) => {
        const search = new URLSearchParams(
          Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, String(value)])),
        );
        const answer = await api.get(`${path}?${search.toString()}`, { headers: admin.headers });
        expect(answer.statusCode, `${path}?${search.toString()} ${answer.body.slice(0, 200)}`).toBeLessThan(
          500,
        );
      }),
      { numRuns: 60, seed: 20_261_129 },
    );
  }, 120_000);

  it('is for staff, its exports for administrators only', async () => {
    const clerk = await staffMember(t, 'clerk', [officeId]);
    for (const url of [
      '/backoffice/figures/contracts.csv',
      '/backoffice/figures/declaration.csv?month=2026-11',
    ]) {
      expect((await api.get(url, { headers: clerk.headers })).statusCode).toBe(403);
    }
    for (const url of ['/backoffice/figures', '/backoffice/figures/contracts.csv'])
      expect((await api.get(url)).statusCode).toBe(401);
  });
});

describe('the CSV exports', () => {
  it("writes one line per contract whose amounts add up to the totals line and to the database's, with no personal data, audited", async () => {
    const answer = await api.get('/backoffice/figures/contracts.csv', { headers: admin.headers });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="contrats-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rest] = csvRows(answer.body);
    expect(header).toEqual([
      'N° contrat',
      'N° attestation',
      'Date de paiement',
      "Date d'effet",
      'Date de fin',
      'Usage',
      'Durée',
      'Bureau',
      'Statut',
      'Prime nette (MAD)',
      'Taxe sur les contrats (MAD)',
      'Contribution de solidarité (MAD)',
      'Contribution FGAC (MAD)',
      'Timbre (MAD)',
      'Total TTC (MAD)',
      'Remboursement (MAD)',
      'Remboursement : prime nette (MAD)',
      'Remboursement : taxe sur les contrats (MAD)',
      'Remboursement : contribution de solidarité (MAD)',
      'Remboursement : contribution FGAC (MAD)',
      'Remboursement : timbre (MAD)',
    ]);
    const lines = rest.slice(0, -1);
    const totalsLine = rest.at(-1)!;
    expect(lines).toHaveLength(5);
    expect(totalsLine[0]).toBe('Total (5 contrats)');
    const expected = await databaseTotals();
    const columns = [
      expected.net,
      expected.tax,
      expected.solidarity,
      expected.fgac,
      expected.stamp,
      expected.total,
    ];
    columns.forEach((value, index) => {
      const column = 9 + index;
      expect(lines.reduce((sum, line) => sum + centimesOf(line[column]!), 0)).toBe(value);
      expect(centimesOf(totalsLine[column]!)).toBe(value);
    });
    for (const line of lines) {
      const parts = line.slice(9, 14).reduce((sum, field) => sum + centimesOf(field), 0);
      expect(parts).toBe(centimesOf(line[14]!));
    }
    expect(lines.find((line) => line[1] === signedCertificate)?.[8]).toBe('Signé');
    const cancelled = lines.find((line) => line[0] === cancelledCode)!;
    expect(cancelled[8]).toBe('Annulé');
    // Its refund, the whole price given back before the cover started: each part of it, the taxes' credit.
    expect(cancelled.slice(15)).toEqual([cancelled[14], ...cancelled.slice(9, 14)]);
    for (const line of lines.filter((other) => other !== cancelled))
      expect(line.slice(15)).toEqual(['', '', '', '', '', '']);
    expect(totalsLine.slice(15)).toEqual(cancelled.slice(15));

    const insured = await t.handle.db.select({ info: subscriptions.userInfo }).from(subscriptions);
    for (const { info } of insured)
      for (const personal of [info.last_name, info.num_identity, info.email, info.phone, info.address1])
        if (personal) expect(answer.body).not.toContain(personal);

    const exports = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'figures.exported'), eq(auditLog.actorUserId, admin.id)));
    const today = t.app.clock.today();
    expect(exports).toContainEqual(
      expect.objectContaining({
        actor: 'staff',
        entityType: 'figures',
        data: { kind: 'contracts', from: `${today.slice(0, 7)}-01`, to: today, office: null, contracts: 5 },
      }),
    );
  });

  it("gives the month's declaration figures, then the contracts behind them", async () => {
    const month = t.app.clock.today().slice(0, 7);
    const answer = await api.get(`/backoffice/figures/declaration.csv?month=${month}`, {
      headers: admin.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="declaration-${month}.csv"`);
    const rows = csvRows(answer.body);
    const figure = (label: string) => centimesOf(rows.find((row) => row[0] === label)![1]!);
    const expected = await databaseTotals();
    expect(rows.find((row) => row[0] === 'Contrats')?.[1]).toBe('5');
    expect(figure('Primes nettes')).toBe(expected.net);
    expect(figure("Taxe sur les contrats d'assurance")).toBe(expected.tax);
    expect(figure('Contribution de solidarité')).toBe(expected.solidarity);
    expect(figure('Contribution au FGAC')).toBe(expected.fgac);
    expect(figure('Timbres')).toBe(expected.stamp);
    expect(figure('Primes TTC')).toBe(expected.total);
    const behind = rows.findIndex((row) => row[0] === 'Contrats de la déclaration');
    const refundsBehind = rows.findIndex((row) => row[0] === 'Remboursements de la déclaration');
    expect(rows.slice(behind + 2, refundsBehind - 1)).toHaveLength(5);

    const arabic = await api.get(`/backoffice/figures/declaration.csv?month=${month}`, {
      headers: admin.headers,
      language: 'ar',
    });
    expect(csvRows(arabic.body)[0]).toEqual(['تصريح الشهر']);
    const bad = await api.get('/backoffice/figures/declaration.csv?month=2026-13', {
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result[0].message).toContain('AAAA-MM');
  });
});
