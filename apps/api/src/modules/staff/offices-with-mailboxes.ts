import { asc, eq, inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { cities, officeEmails, offices } from '../../db/schema';

/**
 * The active offices with the mailboxes that learn of their work, or the one office asked for (active
 * or not), by their French names as the staff's screens show them.
 */
export async function loadOfficesWithMailboxes(db: TDatabase | TTransaction, officeId?: number) {
  const rows = await db
    .select({ office: offices, cityName: cities.name })
    .from(offices)
    .innerJoin(cities, eq(cities.id, offices.cityId))
    .where(officeId === undefined ? eq(offices.active, true) : eq(offices.id, officeId))
    .orderBy(asc(offices.name), asc(offices.id));
  const mailboxes = rows.length
    ? await db
        .select()
        .from(officeEmails)
        .where(
          inArray(
            officeEmails.officeId,
            rows.map(({ office }) => office.id),
          ),
        )
        .orderBy(asc(officeEmails.id))
    : [];
  return rows.map(({ office, cityName }) => ({
    intermediaire_Id: office.id,
    intermediaire_RS: office.name,
    intermediaire_Code: office.code,
    ville_Name: cityName,
    posteFrontalier: office.kind === 'border_post',
    effetImmediat: office.immediateEffect,
    emails: mailboxes.filter((mailbox) => mailbox.officeId === office.id).map((mailbox) => mailbox.email),
  }));
}
