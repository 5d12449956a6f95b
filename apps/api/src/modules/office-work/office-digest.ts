import {
  BUSINESS_TIME_ZONE,
  displayName,
  formatDisplayDate,
  isTerminationOpen,
  todayInMorocco,
  type TLanguage,
} from '@bi/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { digestRuns, officeEmails, offices, subscriptions, terminationRequests } from '../../db/schema';
import { enqueue } from '../notifications/enqueue';
import { parseSubscriptionRow } from '../subscriptions/repository';

/** The digest goes out once the offices open: from 07:00 in Morocco, on the first run after it. */
const DIGEST_HOUR = 7;
const DIGEST_LANGUAGE: TLanguage = 'fr';

/** An arrival whose customer asked to terminate is not handed over before the office decides. */
const TERMINATION_ASKED: Record<TLanguage, string> = {
  fr: 'RÉSILIATION DEMANDÉE : décider la demande avant toute remise',
  en: 'TERMINATION ASKED: decide the request before any handover',
  ar: 'طلب فسخ: قرروا في الطلب قبل أي تسليم',
};

const hourInMorocco = (now: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: BUSINESS_TIME_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );

/**
 * The morning digest: each office with a mailbox and arrivals today (paid or signed contracts whose
 * cover starts today and whose certificate is not handed over yet, a termination asked named so) is mailed the list, once per office
 * and day. The digest_runs row is inserted in the transaction that queues the mail, and the mail is
 * queued only when the insert took: another instance running the same job at the same time sends
 * nothing. Answers how many offices were mailed.
 */
export async function sendOfficeDigests(db: TDatabase, publicUrl: string, now: Date): Promise<number> {
  if (hourInMorocco(now) < DIGEST_HOUR) return 0;
  const day = todayInMorocco(now);
  const arrivals = await db
    .select({ row: subscriptions, officeName: offices.name, termination: terminationRequests.status })
    .from(subscriptions)
    .innerJoin(offices, eq(offices.id, subscriptions.officeId))
    .leftJoin(terminationRequests, eq(terminationRequests.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(subscriptions.effectDate, day),
        inArray(subscriptions.statut, ['paid', 'signed']),
        isNull(subscriptions.certificateCollectedAt),
        inArray(subscriptions.officeId, db.selectDistinct({ id: officeEmails.officeId }).from(officeEmails)),
      ),
    )
    .orderBy(asc(subscriptions.codeStr));
  const byOffice = new Map<number, typeof arrivals>();
  for (const arrival of arrivals) {
    const officeId = arrival.row.officeId!;
    byOffice.set(officeId, [...(byOffice.get(officeId) ?? []), arrival]);
  }
  let mailed = 0;
  for (const [officeId, contracts] of byOffice) {
    const office = contracts[0]!.officeName;
    const lines = contracts.map(({ row, termination }) => {
      const parsed = parseSubscriptionRow(row);
      const line = `${parsed.codeStr} — ${displayName(parsed.userInfo)} — ${parsed.plate ?? ''}`;
      return isTerminationOpen(termination) ? `${line} — ${TERMINATION_ASKED[DIGEST_LANGUAGE]}` : line;
    });
    await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(digestRuns)
        .values({ officeId, day, sentAt: now, arrivals: contracts.length })
        .onConflictDoNothing()
        .returning();
      if (!run) return;
      const mailboxes = await tx.select().from(officeEmails).where(eq(officeEmails.officeId, officeId));
      for (const { email } of mailboxes) {
        await enqueue(tx, {
          channel: 'email',
          to: email,
          language: DIGEST_LANGUAGE,
          template: 'office_digest',
          params: {
            day: formatDisplayDate(day),
            office,
            count: contracts.length,
            list: lines.join('\n'),
            link: `${publicUrl}/backoffice`,
          },
        });
      }
      mailed += 1;
    });
  }
  return mailed;
}
