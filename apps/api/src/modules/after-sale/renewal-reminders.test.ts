import { addDays, type TSouscriptionAnswer } from '@bi/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, renewalReminders, subscriptions, users } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { payByCard } from '../../test/card-payment';
import { movableClock } from '../../test/movable-clock';
import { signedSubscription } from '../../test/paid-subscription';
import { subscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { isReminderHour, sendRenewalReminders } from './renewal-reminders';

const clock = movableClock();
let t: TTestApp;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp({ providers: { clock }, env: { CODE_SENDS_PER_HOUR_PER_IP: '1000' } });
  api = caller(t);
});
afterAll(async () => t.close());

/** Runs `check` `days` ahead on the server's clock, then puts the clock back. */
async function later<T>(days: number, check: () => Promise<T>): Promise<T> {
  clock.travel(days);
  try {
    return await check();
  } finally {
    clock.travel(-days);
  }
}

/** A signed one-month contract starting tomorrow, with its last covered day. */
async function signedContract() {
  const signed = await signedSubscription(t, { startInDays: 1 });
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, signed.id));
  return { ...signed, end: row!.endDate!, code: row!.codeStr, userInfo: row!.userInfo };
}

/** The reminders queued for a contract: its code is in every one of them. */
async function remindersOf(code: string) {
  const rows = await t.handle.db
    .select()
    .from(outbox)
    .where(inArray(outbox.template, ['renewal_reminder', 'renewal_reminder_sms']));
  return rows.filter((row) => row.bodyText.includes(code));
}

const runOn = (day: string) =>
  sendRenewalReminders(t.handle.db, { publicUrl: t.config.publicUrl, secret: t.config.jwtSecret }, day);

describe('the reminder three days before a contract ends', () => {
  it('is sent once, by mail and SMS, in the customer’s language, with the link to the extension', async () => {
    const contract = await signedContract();
    await t.handle.db.update(users).set({ language: 'ar' }).where(eq(users.email, contract.customer.email));

    await runOn(addDays(contract.end, -4));
    expect(await remindersOf(contract.code)).toHaveLength(0);

    expect(await runOn(addDays(contract.end, -3))).toBeGreaterThanOrEqual(1);
    const sent = await remindersOf(contract.code);
    expect(sent.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    const mail = sent.find((row) => row.channel === 'email')!;
    const sms = sent.find((row) => row.channel === 'sms')!;
    expect(mail.recipient).toBe(contract.userInfo.email);
    expect(sms.recipient.replace(/\D/g, '')).toContain(contract.userInfo.phone!.replace(/\D/g, '').slice(-9));
    for (const message of sent) {
      expect(message.language).toBe('ar');
      expect(message.bodyText).toContain(`${t.config.publicUrl}/?extend=${contract.id}&lng=ar`);
      expect(message.bodyText).toContain(contract.end.split('-').reverse().join('/'));
    }
    expect(mail.subject).toMatch(/ينتهي تأمينك/);

    // Later runs, the same day (another instance) or the next days, send nothing more.
    await Promise.all([runOn(addDays(contract.end, -3)), runOn(addDays(contract.end, -3))]);
    await runOn(addDays(contract.end, -2));
    expect(await remindersOf(contract.code)).toHaveLength(2);
    const rows = await t.handle.db
      .select()
      .from(renewalReminders)
      .where(eq(renewalReminders.subscriptionId, contract.id));
    expect(rows).toHaveLength(1);
  });

  it('is not sent for a cancelled contract', async () => {
    const contract = await signedContract();
    const cancelled = await api.post(
      `/users/souscriptions/${contract.id}/cancel`,
      {},
      { headers: contract.customer.headers },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await runOn(addDays(contract.end, -3));
    expect(await remindersOf(contract.code)).toHaveLength(0);
  });

  it('is not sent once the customer asked to terminate the contract', async () => {
    const contract = await signedContract();
    await later(1, async () => {
      const asked = await api.post(
        `/users/souscriptions/${contract.id}`,
        {},
        { headers: contract.customer.headers },
      );
      expect(asked.statusCode, asked.body).toBe(200);
    });
    await runOn(addDays(contract.end, -3));
    expect(await remindersOf(contract.code)).toHaveLength(0);
  });

  it('is not sent for a contract already extended by a paid one', async () => {
    const contract = await signedContract();
    const { headers } = contract.customer;
    await later(1, async () => {
      const extension = (
        await api.post(`/users/souscriptions/${contract.id}/extend`, {}, { headers })
      ).json() as TSouscriptionAnswer;
      const fixture = await subscriptionFixture(t);
      expect((await fixture.step(extension._id, 6, {}, headers)).statusCode).toBe(200);
      await payByCard(t, extension._id, headers, 'fr');
    });
    await runOn(addDays(contract.end, -3));
    expect(await remindersOf(contract.code)).toHaveLength(0);
    const [paid] = await t.handle.db
      .select({ statut: subscriptions.statut })
      .from(subscriptions)
      .where(and(eq(subscriptions.extendedFromId, contract.id)));
    expect(paid?.statut).toBe('paid');
  });

  it('goes out in the day in Morocco only, never at night', () => {
    // Morocco is UTC+1 (no summer time since 2018; UTC during Ramadan).
    expect(isReminderHour(new Date('2026-11-25T07:59:00Z'))).toBe(false);
    expect(isReminderHour(new Date('2026-11-25T08:00:00Z'))).toBe(true);
    expect(isReminderHour(new Date('2026-11-25T19:59:00Z'))).toBe(true);
    expect(isReminderHour(new Date('2026-11-25T20:00:00Z'))).toBe(false);
    expect(isReminderHour(new Date('2026-11-25T02:00:00Z'))).toBe(false);
  });
});
