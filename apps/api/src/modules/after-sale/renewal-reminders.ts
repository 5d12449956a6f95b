import {
  addDays,
  BUSINESS_TIME_ZONE,
  displayName,
  formatDisplayDate,
  isActionAllowed,
  isLanguage,
  DEFAULT_LANGUAGE,
  type TIsoDate,
  type TLanguage,
} from '@bi/domain';
import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase } from '../../db/client';
import { renewalReminders, subscriptions, terminationRequests, users } from '../../db/schema';
import { enqueueToInsured } from '../notifications/enqueue';
import { afterSaleFacts, loadAfterSaleOf } from '../subscriptions/after-sale-facts';
import { parseSubscriptionRow, type TSubscriptionRow } from '../subscriptions/repository';
import { signExtensionLink } from '../extension-link/extension-token';

/** The reminder goes three days before a contract's last covered day (issue 17). */
export const REMINDER_DAYS_BEFORE_END = 3;

/** Reminders go out in the day in Morocco, 09:00 to 20:59: no SMS wakes a driver at night. */
const REMINDER_HOURS = { from: 9, until: 21 };

/** Whether the hourly job may send reminders at `now`; the first run after 09:00 catches the night up. */
export function isReminderHour(now: Date): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );
  return hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
}

/** Where a reminder's links lead, and the key that signs them. */
export type TReminderLinks = { publicUrl: string; secret: string };

/**
 * The link that opens the contract's extension already filled, in the customer's language. Its token
 * lets a phone that is not signed in quote, pay and sign that extension alone (decision 039).
 */
export function extensionLink(links: TReminderLinks, row: TSubscriptionRow, language: TLanguage) {
  const token = signExtensionLink(links.secret, row);
  return `${links.publicUrl}/?extend=${row.id}&lng=${language}&t=${token}`;
}

/**
 * The returning driver's reminder (decision 027): each signed contract whose cover ends within three
 * days, neither terminated (nor asked to be) nor already extended by a paid contract, and which the
 * card rules let extend, gets a mail and an SMS in its customer's language with the link to its
 * extension, once. A contract whose third day before its end was missed (no instance ran) is still
 * reminded while it runs. The renewal_reminders row is inserted in the transaction that queues the
 * messages, and they are queued only when the insert took: another instance running the same job at
 * the same time sends nothing. Answers how many contracts were reminded.
 */
export async function sendRenewalReminders(
  db: TDatabase,
  links: TReminderLinks,
  today: TIsoDate,
): Promise<number> {
  // Read only, the table joined to itself: no write goes through this name.
  // eslint-disable-next-line no-restricted-syntax
  const extension = alias(subscriptions, 'extension');
  const due = await db
    .select({ row: subscriptions, language: users.language, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.statut, 'signed'),
        gt(subscriptions.endDate, today),
        lte(subscriptions.endDate, addDays(today, REMINDER_DAYS_BEFORE_END)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(renewalReminders)
            .where(eq(renewalReminders.subscriptionId, subscriptions.id)),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(terminationRequests)
            .where(
              and(
                eq(terminationRequests.subscriptionId, subscriptions.id),
                inArray(terminationRequests.status, ['open', 'applied']),
              ),
            ),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(extension)
            .where(
              and(
                eq(extension.extendedFromId, subscriptions.id),
                inArray(extension.statut, ['paid', 'signed']),
              ),
            ),
        ),
      ),
    );
  let reminded = 0;
  for (const { row: raw, language: stored, email } of due) {
    const language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
    const row = parseSubscriptionRow(raw);
    // The card's own rule: the link must open an extension the API will make.
    if (!isActionAllowed(afterSaleFacts(row, await loadAfterSaleOf(db, row)), today, 'extend')) continue;
    const insured = row.userInfo;
    const params = {
      name: displayName(insured),
      code: row.codeStr,
      plate: row.plate ?? '',
      end: formatDisplayDate(row.endDate!),
      link: extensionLink(links, row, language),
    };
    await db.transaction(async (tx) => {
      const [sent] = await tx
        .insert(renewalReminders)
        .values({ subscriptionId: row.id })
        .onConflictDoNothing()
        .returning();
      if (!sent) return;
      await enqueueToInsured(tx, insured, {
        language,
        template: 'renewal_reminder',
        smsTemplate: 'renewal_reminder_sms',
        params,
        fallbackEmail: email,
      });
      reminded += 1;
    });
  }
  return reminded;
}
