import type { TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { officeEmails } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { loadOfficesWithMailboxes } from './offices-with-mailboxes';

/**
 * PUT /backoffice/offices/{id}/emails: the office's mailboxes, the whole set replaced (an empty list
 * silences the office's mail; its queue still shows its work). The same address twice, in any case,
 * is kept once.
 */
export async function setOfficeEmails(
  db: TDatabase,
  admin: TStaffActor,
  input: { officeId: number; emails: string[] },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const [before] = await loadOfficesWithMailboxes(tx, input.officeId);
    if (!before) throw new AppError(404, 'backoffice.staff.unknownOffice', { id: input.officeId });
    const seen = new Set<string>();
    const emails = input.emails.filter(
      (email) => !seen.has(email.toLowerCase()) && seen.add(email.toLowerCase()),
    );
    await tx.delete(officeEmails).where(eq(officeEmails.officeId, input.officeId));
    if (emails.length > 0) {
      await tx.insert(officeEmails).values(emails.map((email) => ({ officeId: input.officeId, email })));
    }
    await audit(tx, {
      actor: admin,
      action: 'office.emails_set',
      entityType: 'office',
      entityId: String(input.officeId),
      data: { before: before.emails, after: emails },
      requestId: context.requestId,
    });
    const [after] = await loadOfficesWithMailboxes(tx, input.officeId);
    return after!;
  });
}
