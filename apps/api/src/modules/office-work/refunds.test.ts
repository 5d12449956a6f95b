import {
  addDays,
  formatMad,
  isWorkingDay,
  refundDueDate,
  type TIsoDate,
  type TSouscriptionAnswer,
} from '@bi/domain';
import { and, desc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, offices, outbox, refunds, subscriptions } from '../../db/schema';
import { officeNamedInArabic } from '../../test/office-counter';
import { caller } from '../../test/api-calls';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

type TRefund = { _id: string; subscription_id: string; overdue: boolean; due_by: string };

/** A signed contract cancelled by its customer before its start: a refund of the premium opens. */
async function cancelledWithRefund() {
  const signed = await signedSubscription(t, { startInDays: 3 });
  const cancelled = await api.post(
    `/users/souscriptions/${signed.id}/cancel`,
    {},
    { headers: signed.customer.headers },
  );
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  const [refund] = await t.handle.db.select().from(refunds).where(eq(refunds.subscriptionId, signed.id));
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
  return { ...signed, refund: refund!, officeId: row!.officeId! };
}

const pending = async (headers: Record<string, string>) =>
  (await api.get('/backoffice/refunds?$top=100', { headers })).json() as { value: TRefund[]; today: string };

/** The first day from today whose 20 working days to refund take in a public holiday on a weekday. */
function dayBeforeAHoliday(today: TIsoDate): TIsoDate {
  for (let day = today; ; day = addDays(day, 1)) {
    for (let ahead = 1; ahead <= 28; ahead += 1) {
      const date = addDays(day, ahead);
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !isWorkingDay(date)) return day;
    }
  }
}

describe("the offices' refunds", () => {
  it("are listed to the office's clerks, overdue first, and never to another office's", async () => {
    const late = await cancelledWithRefund();
    const onTime = await cancelledWithRefund();
    // Opened weeks ago: its due date has passed.
    await t.handle.db
      .update(refunds)
      .set({ dueBy: addDays(clock.today(), -1) })
      .where(eq(refunds.id, late.refund.id));
    const clerk = await staffMember(t, 'clerk', [late.officeId]);
    const list = await pending(clerk.headers);
    expect(list.today).toBe(clock.today());
    const ids = list.value.map((refund) => refund._id);
    expect(ids.indexOf(late.refund.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(late.refund.id)).toBeLessThan(ids.indexOf(onTime.refund.id));
    expect(list.value.find((refund) => refund._id === late.refund.id)).toMatchObject({
      overdue: true,
      reason: 'cancellation',
    });
    expect(list.value.find((refund) => refund._id === onTime.refund.id)).toMatchObject({ overdue: false });

    const [elsewhere] = await t.handle.db
      .select()
      .from(offices)
      .where(ne(offices.id, late.officeId))
      .limit(1);
    const stranger = await staffMember(t, 'clerk', [elsewhere!.id]);
    expect((await pending(stranger.headers)).value.map((refund) => refund._id)).not.toContain(late.refund.id);
    const done = await api.post(
      `/backoffice/refunds/${late.refund.id}/refunded`,
      { reference: 'VIR-123' },
      { headers: stranger.headers },
    );
    expect(done.statusCode).toBe(404);
    expect((await api.get('/backoffice/refunds', { headers: late.customer.headers })).statusCode).toBe(403);
    expect((await api.get('/backoffice/refunds')).statusCode).toBe(401);
  });

  it("are found by the contract's code, the insured's name or the plate, within the caller's offices only", async () => {
    const { refund, officeId, id } = await cancelledWithRefund();
    const other = await cancelledWithRefund();
    const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    // Another insured, for the name to tell the two apart.
    await t.handle.db
      .update(subscriptions)
      .set({ userInfo: { ...row!.userInfo, first_name: 'Zineb', last_name: 'Ouazzani' } })
      .where(eq(subscriptions.id, id));
    const clerk = await staffMember(t, 'clerk', [...new Set([officeId, other.officeId])]);
    const found = async (q: string) =>
      (
        (
          await api.get(`/backoffice/refunds?q=${encodeURIComponent(q)}`, { headers: clerk.headers })
        ).json() as {
          value: TRefund[];
        }
      ).value.map((one) => one._id);
    expect(await found(row!.codeStr.toLowerCase())).toEqual([refund.id]);
    expect(await found('zineb ouazz')).toEqual([refund.id]);
    expect(await found('Ouazzani')).toEqual([refund.id]);
    expect(await found(row!.plate!.replace(/-/g, ' '))).toContain(refund.id);
    const [elsewhere] = await t.handle.db.select().from(offices).where(ne(offices.id, officeId)).limit(1);
    const stranger = await staffMember(t, 'clerk', [elsewhere!.id]);
    const strangers = await api.get(`/backoffice/refunds?q=${row!.codeStr}`, { headers: stranger.headers });
    expect(strangers.json().value).toEqual([]);
  });

  it('name their office in French and Arabic; one office at a time for whoever acts for several, never another', async () => {
    const { refund, officeId } = await cancelledWithRefund();
    const named = await officeNamedInArabic(t, officeId);
    const listed = async (headers: Record<string, string>, query: string) => {
      const answer = await api.get(`/backoffice/refunds?$top=100${query}`, { headers });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { count: number; value: (TRefund & { office: object | null })[] };
    };
    const clerk = await staffMember(t, 'clerk', [officeId]);
    expect((await listed(clerk.headers, '')).value.find((one) => one._id === refund.id)?.office).toEqual(
      named,
    );

    const [other] = await t.handle.db.select().from(offices).where(ne(offices.id, officeId)).limit(1);
    const admin = await staffMember(t, 'admin');
    const narrowed = await listed(admin.headers, `&office=${officeId}`);
    expect(narrowed.value.map((one) => one._id)).toContain(refund.id);
    expect(narrowed.value.every((one) => (one.office as typeof named).intermediaire_Id === officeId)).toBe(
      true,
    );
    expect((await listed(admin.headers, `&office=${other!.id}`)).value.map((one) => one._id)).not.toContain(
      refund.id,
    );
    // A clerk asking for an office they do not act for gets nothing, not that office's list.
    const stranger = await staffMember(t, 'clerk', [other!.id]);
    expect(await listed(stranger.headers, `&office=${officeId}`)).toMatchObject({ count: 0, value: [] });
    const malformed = await api.get('/backoffice/refunds?office=0', { headers: clerk.headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().result).toEqual([expect.objectContaining({ field: 'office' })]);

    // The recorded refund's answer keeps the office, so the card shows it still.
    const done = await api.post(
      `/backoffice/refunds/${refund.id}/refunded`,
      { reference: 'VIR-2026-0101' },
      { headers: clerk.headers },
    );
    expect(done.json().office).toEqual(named);
  });

  it('fall due 20 working days later, the public holidays on the way not counted', async () => {
    const start = dayBeforeAHoliday(clock.today());
    const days = (Date.parse(start) - Date.parse(clock.today())) / 86_400_000;
    clock.travel(days);
    try {
      const { refund, officeId } = await cancelledWithRefund();
      expect(refund.dueBy).toBe(refundDueDate(start));
      // Four weeks hold 20 weekdays: a holiday among them pushes the date further.
      expect(refund.dueBy > addDays(start, 28)).toBe(true);
      const clerk = await staffMember(t, 'clerk', [officeId]);
      expect((await pending(clerk.headers)).value.find((one) => one._id === refund.id)?.due_by).toBe(
        refund.dueBy,
      );
    } finally {
      clock.travel(-days);
    }
  });

  it('recorded once with the bank reference: the customer mailed, their card says refunded', async () => {
    const { id, refund, officeId, customer } = await cancelledWithRefund();
    const clerk = await staffMember(t, 'clerk', [officeId]);
    const url = `/backoffice/refunds/${refund.id}/refunded`;
    expect(
      (await api.post(url, { reference: 'VIR-2026-0042' }, { headers: customer.headers })).statusCode,
    ).toBe(403);

    const done = await api.post(url, { reference: 'VIR-2026-0042' }, { headers: clerk.headers });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'refunded', reference: 'VIR-2026-0042', overdue: false });
    const [row] = await t.handle.db.select().from(refunds).where(eq(refunds.id, refund.id));
    expect(row).toMatchObject({ status: 'refunded', refundedBy: clerk.id });

    const detail = (
      await api.get(`/users/souscriptions/${id}`, { headers: customer.headers })
    ).json() as TSouscriptionAnswer;
    expect(detail.refund?.statut).toBe('refunded');
    const [mail] = await t.handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, customer.email), eq(outbox.template, 'refund_made')))
      .orderBy(desc(outbox.createdAt));
    expect(mail!.bodyText).toContain('VIR-2026-0042');
    expect(mail!.bodyText).toContain(formatMad(refund.amountCentimes));
    const [line] = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, refund.id), eq(auditLog.action, 'refund.recorded')));
    expect(line).toMatchObject({
      actor: 'staff',
      actorUserId: clerk.id,
      fromStatus: 'pending',
      toStatus: 'refunded',
    });

    const again = await api.post(url, { reference: 'VIR-2026-0043' }, { headers: clerk.headers });
    expect(again.statusCode).toBe(409);
    const refunded = (
      await api.get('/backoffice/refunds?status=refunded', { headers: clerk.headers })
    ).json();
    expect(refunded.value.map((one: TRefund) => one._id)).toContain(refund.id);
    expect((await pending(clerk.headers)).value.map((one) => one._id)).not.toContain(refund.id);
  });
});
