import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { officeEmails } from '../../db/schema';
import { contractParams } from './customer-notices';
import { enqueue } from '../notifications/enqueue';
import type { TTemplate } from '../notifications/templates';
import type { TSubscriptionRow } from '../subscriptions/repository';

/** The back office's page of a contract, which every office mail links to. */
export const backofficeLink = (publicUrl: string, subscriptionId: string) =>
  `${publicUrl}/backoffice/souscriptions/${subscriptionId}`;

/**
 * Tells the mailboxes of the subscription's office (set by an administrator) what happened to one of its
 * contracts, in the transaction of the change. Offices in Morocco read French; an office without a
 * mailbox is told nothing (its queue still shows the contract).
 */
export async function notifyOffice(
  tx: TTransaction,
  publicUrl: string,
  row: TSubscriptionRow,
  message: { template: TTemplate; when: Date; params?: Record<string, string> },
): Promise<void> {
  if (row.officeId == null) return;
  const mailboxes = await tx
    .select({ email: officeEmails.email })
    .from(officeEmails)
    .where(eq(officeEmails.officeId, row.officeId));
  for (const { email } of mailboxes) {
    await enqueue(tx, {
      channel: 'email',
      to: email,
      language: 'fr',
      template: message.template,
      params: {
        ...contractParams(row, message.when),
        link: backofficeLink(publicUrl, row.id),
        refund: '',
        reason: '',
        ...message.params,
      },
    });
  }
}
