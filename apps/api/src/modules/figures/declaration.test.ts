import { addDays, addMonths, amountToCentimes, refundParts, type TPriceParts } from '@bi/domain';
import { and, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refunds, subscriptions } from '../../db/schema';
import { startOfDayInMorocco } from '../../lib/morocco-day';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { paidSubscription, signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

const PARTS = ['net', 'tax', 'solidarity', 'fgac', 'stamp', 'total'] as const;
type TAmounts = Record<(typeof PARTS)[number], number>;

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof staffMember>>;
/** The month the contracts are paid in (M), and the next one, where the withdrawal's refund is made. */
let month: string;
let nextMonth: string;
let withdrawnCode: string;
let cancelledCode: string;
let paidOn: string;
/** M's declaration read in M, before any day of M+1. */
let declaredInMonth: ReturnType<typeof declaration>;

const codeOf = async (id: string) =>
  (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.codeStr;

/** The office records a contract's refund as made today (the server's), with a bank reference. */
async function refundMade(subscriptionId: string) {
  const [refund] = await t.handle.db.select().from(refunds).where(eq(refunds.subscriptionId, subscriptionId));
  const made = await api.post(
    `/backoffice/refunds/${refund!.id}/refunded`,
    { reference: `VIR-${subscriptionId.slice(0, 8)}` },
    { headers: admin.headers },
  );
  expect(made.statusCode, made.body).toBe(200);
}

/** A month's declaration file, its rows split (none of its fields is quoted). */
async function declarationFile(of: string) {
  const answer = await api.get(`/backoffice/figures/declaration.csv?month=${of}`, { headers: admin.headers });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

const centimes = (field: string | undefined) => {
  expect(field).toMatch(/^-?\d+,\d{2}$/);
  return Number(field!.replace(',', ''));
};

/** The three columns of the declaration (contracts paid, refunds made, net), and the refunds behind it. */
function declaration(rows: string[][]) {
  const head = rows.findIndex((row) => row[1] === 'Contrats payés dans le mois');
  expect(rows[head]).toEqual([
    '',
    'Contrats payés dans le mois',
    'Remboursements faits dans le mois (à déduire)',
    'Net à déclarer',
  ]);
  const [counts, ...figures] = rows.slice(head + 1, head + 8);
  expect(figures.map((row) => row[0])).toEqual([
    'Primes nettes',
    "Taxe sur les contrats d'assurance",
    'Contribution de solidarité',
    'Contribution au FGAC',
    'Timbres',
    'Primes TTC',
  ]);
  const column = (index: number) =>
    Object.fromEntries(PARTS.map((name, line) => [name, centimes(figures[line]![index])])) as TAmounts;
  const behind = rows.findIndex((row) => row[0] === 'Remboursements de la déclaration');
  const refundRows = rows.slice(behind + 2);
  return {
    contracts: Number(counts![1]),
    refunded: Number(counts![2]),
    gross: column(1),
    refunds: column(2),
    net: column(3),
    refundLines: refundRows.slice(0, -1),
    refundsTotalLine: refundRows.at(-1)!,
  };
}

/** A month's bounds, as instants in Morocco. */
const bounds = (of: string) => {
  const from = startOfDayInMorocco(`${of}-01`);
  const to = startOfDayInMorocco(addMonths(`${of}-01`, 1));
  return { from, to };
};
const priceOf = (row: typeof subscriptions.$inferSelect): TPriceParts => {
  const tax = (code: string) =>
    amountToCentimes(row.simulationResult!.taxes.find((line) => line.code === code)?.montant ?? 0);
  return {
    net: amountToCentimes(row.simulationResult!.primeNet),
    tax: tax('TAXE_ASSURANCE'),
    solidarity: tax('CONTRIBUTION_SOLIDARITE'),
    fgac: tax('FGAC'),
    stamp: tax('TIMBRE'),
  };
};
const sumOf = (lines: readonly TAmounts[]) =>
  Object.fromEntries(
    PARTS.map((name) => [name, lines.reduce((sum, line) => sum + line[name], 0)]),
  ) as TAmounts;

/** What the database holds for a month, summed here from its rows: the contracts paid, the refunds made. */
async function databaseFigures(of: string) {
  const { from, to } = bounds(of);
  const paid = await t.handle.db
    .select()
    .from(subscriptions)
    .where(and(gte(subscriptions.paidAt, from), lt(subscriptions.paidAt, to)));
  const made = await t.handle.db
    .select()
    .from(refunds)
    .innerJoin(subscriptions, eq(subscriptions.id, refunds.subscriptionId))
    .where(and(eq(refunds.status, 'refunded'), gte(refunds.refundedAt, from), lt(refunds.refundedAt, to)));
  const gross = sumOf(paid.map((row) => ({ ...priceOf(row), total: row.totalCentimes! })));
  const refunded = sumOf(
    made.map(({ refunds: refund, subscriptions: row }) => ({
      ...refundParts(refund.amountCentimes, refund.reason, priceOf(row)),
      total: refund.amountCentimes,
    })),
  );
  return { contracts: paid.length, refunds: made.length, gross, refunded, made };
}

/**
 * In month M: a contract kept; one cancelled before its cover and refunded at once (in M); one whose
 * cover started today, withdrawn today (law 31-08: the stamp and the days not covered given back), its
 * refund made on the first of M+1. In M+1: a new contract.
 */
beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
  admin = await staffMember(t, 'admin');
  const today = clock.today();
  paidOn = today;
  month = today.slice(0, 7);
  nextMonth = addMonths(`${month}-01`, 1).slice(0, 7);

  await paidSubscription(t);
  const cancelled = await paidSubscription(t, 'fr', { startInDays: 3 });
  const cancel = await api.post(`/users/souscriptions/${cancelled.id}/cancel`, {}, cancelled.customer);
  expect(cancel.statusCode, cancel.body).toBe(200);
  await refundMade(cancelled.id);
  cancelledCode = await codeOf(cancelled.id);

  const withdrawn = await signedSubscription(t, { startInDays: 0 });
  const withdraw = await api.post(`/users/souscriptions/${withdrawn.id}/withdraw`, {}, withdrawn.customer);
  expect(withdraw.statusCode, withdraw.body).toBe(200);
  withdrawnCode = await codeOf(withdrawn.id);
  declaredInMonth = declaration(await declarationFile(month));

  const days = (Date.parse(`${nextMonth}-01`) - Date.parse(today)) / 86_400_000;
  clock.travel(days);
  expect(clock.today()).toBe(`${nextMonth}-01`);
  await refundMade(withdrawn.id);
  await paidSubscription(t);
}, 300_000);
afterAll(() => t.close());

describe("the month's declaration: premiums paid in it, less the refunds made in it", () => {
  it('declares in M the contracts paid in M, gross, less the refund made in M only', async () => {
    const file = declaration(await declarationFile(month));
    const expected = await databaseFigures(month);
    expect([file.contracts, expected.contracts]).toEqual([3, 3]);
    expect(file.gross).toEqual(expected.gross);
    expect(file.gross.total).toBe(
      file.gross.net + file.gross.tax + file.gross.solidarity + file.gross.fgac + file.gross.stamp,
    );
    // The cancellation's refund, made in M; the withdrawal's, still due at M's end, is not deducted.
    expect([file.refunded, expected.refunds]).toEqual([1, 1]);
    expect(file.refunds).toEqual(expected.refunded);
    expect(file.refundLines.map((line) => line[0])).toEqual([cancelledCode]);
    for (const name of PARTS) expect(file.net[name]).toBe(file.gross[name] - file.refunds[name]);
    // A cancellation before the cover gives back the whole price, each part of it.
    const [cancelled] = expected.made;
    expect(file.refunds).toEqual({
      ...priceOf(cancelled!.subscriptions),
      total: cancelled!.subscriptions.totalCentimes,
    });
    // Exported again once M+1 started and the withdrawal was refunded: M's figures have not moved.
    expect(file).toEqual(declaredInMonth);
  });

  it("deducts in M+1 the refund of a contract paid in M, line by line, from M+1's premiums", async () => {
    const file = declaration(await declarationFile(nextMonth));
    const expected = await databaseFigures(nextMonth);
    expect([file.contracts, expected.contracts]).toEqual([1, 1]);
    expect(file.gross).toEqual(expected.gross);
    expect([file.refunded, expected.refunds]).toEqual([1, 1]);
    expect(file.refunds).toEqual(expected.refunded);
    for (const name of PARTS) expect(file.net[name]).toBe(file.gross[name] - file.refunds[name]);

    const [made] = expected.made;
    const price = priceOf(made!.subscriptions);
    // The days covered are kept, taxes included; the stamp goes back whole.
    expect(made!.refunds.amountCentimes).toBeLessThan(made!.subscriptions.totalCentimes!);
    expect(file.refunds.stamp).toBe(price.stamp);
    expect(file.refunds.tax).toBeGreaterThan(0);
    expect(file.refunds.tax).toBeLessThan(price.tax);

    expect(file.refundLines).toHaveLength(1);
    const [line] = file.refundLines;
    expect(line!.slice(0, 7)).toEqual([
      withdrawnCode,
      expect.stringMatching(/\S/),
      paidOn,
      `${nextMonth}-01`,
      expect.stringMatching(/\S/),
      'Rétracté',
      `VIR-${made!.subscriptions.id.slice(0, 8)}`,
    ]);
    const amounts = line!.slice(7).map(centimes);
    expect(amounts).toEqual(PARTS.map((name) => file.refunds[name]));
    expect(amounts.slice(0, 5).reduce((sum, part) => sum + part, 0)).toBe(amounts[5]);
    expect(file.refundsTotalLine[0]).toBe('Total des remboursements (1)');
    expect(file.refundsTotalLine.slice(7).map(centimes)).toEqual(amounts);

    const [exported] = await t.handle.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'figures.exported'),
          eq(
            auditLog.entityId,
            `declaration:${nextMonth}-01..${addDays(addMonths(`${nextMonth}-01`, 1), -1)}`,
          ),
        ),
      );
    expect(exported!.data).toMatchObject({ kind: 'declaration', contracts: 1, refunds: 1 });
  });

  it('writes the columns in the caller language', async () => {
    const answer = await api.get(`/backoffice/figures/declaration.csv?month=${nextMonth}`, {
      headers: admin.headers,
      language: 'en',
    });
    const rows = answer.body.split('\r\n').map((line) => line.split(';'));
    expect(rows).toContainEqual([
      '',
      'Contracts paid in the month',
      'Refunds made in the month (deducted)',
      'Net to declare',
    ]);
    expect(rows).toContainEqual(['Refunds declared']);
  });
});
