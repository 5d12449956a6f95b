import { normalizePhone, type TLanguage } from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { outbox } from '../../db/schema';
import { render, type TTemplate } from './templates';

export type TOutgoing = {
  channel: 'email' | 'sms';
  to: string;
  language: TLanguage;
  template: TTemplate;
  params: Record<string, string | number>;
  /** Archived document ids sent with a mail (the signed contract and the certificate). */
  attachments?: string[];
  /** The public origin an SMS carrying a code is bound to (code-sms.ts). */
  publicUrl?: string;
};

/**
 * Writes the message beside the change that causes it, in the same transaction: if the change is
 * rolled back there is no message, and if the process dies after commit the dispatcher still sends it.
 */
export async function enqueue(db: TDatabase | TTransaction, message: TOutgoing): Promise<void> {
  const rendered = render(message.template, message.language, message.params, message.publicUrl);
  await db.insert(outbox).values({
    channel: message.channel,
    recipient: message.to,
    language: message.language,
    template: message.template,
    subject: rendered.subject,
    bodyText: rendered.text,
    bodyHtml: rendered.html,
    attachments: message.attachments ?? null,
  });
}

/**
 * A message to the insured on both channels: by mail to their address (or `fallbackEmail`, the
 * account's), and by SMS when their number is a valid one. Templates come in pairs: `template` and
 * `smsTemplate` say the same thing, each in its channel's length.
 */
export async function enqueueToInsured(
  db: TDatabase | TTransaction,
  insured: { email?: string | null; phone?: string | null; country_code?: string | null },
  message: {
    language: TLanguage;
    template: TTemplate;
    smsTemplate: TTemplate;
    params: Record<string, string | number>;
    fallbackEmail?: string | null;
  },
): Promise<void> {
  const { language, params } = message;
  const email = insured.email || message.fallbackEmail;
  if (email) await enqueue(db, { channel: 'email', to: email, language, template: message.template, params });
  const phone = normalizePhone(insured.phone ?? '', insured.country_code ?? '');
  if (phone)
    await enqueue(db, { channel: 'sms', to: phone.e164, language, template: message.smsTemplate, params });
}
