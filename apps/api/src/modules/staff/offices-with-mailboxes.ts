import { asc, inArray } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { officeEmails } from '../../db/schema';
import { loadOfficeRefs } from '../backoffice/office-refs';

/**
 * The active offices with the mailboxes that learn of their work, or the one office asked for (active
 * or not), by their French names as the staff's screens show them.
 */
export async function loadOfficesWithMailboxes(db: TDatabase | TTransaction, officeId?: number) {
  const refs = await loadOfficeRefs(db, officeId === undefined ? null : [officeId]);
  const mailboxes = refs.length
    ? await db
        .select()
        .from(officeEmails)
        .where(
          inArray(
            officeEmails.officeId,
            refs.map((office) => office.intermediaire_Id),
          ),
        )
        .orderBy(asc(officeEmails.id))
    : [];
  return refs.map((office) => ({
    ...office,
    emails: mailboxes
      .filter((mailbox) => mailbox.officeId === office.intermediaire_Id)
      .map((mailbox) => mailbox.email),
  }));
}
