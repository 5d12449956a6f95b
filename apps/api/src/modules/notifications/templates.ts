import { directionOf, withCountedMinutes, type TLanguage } from '@bi/domain';
import { codeSmsText } from './code-sms';
import ar from './templates/ar.json';
import en from './templates/en.json';
import fr from './templates/fr.json';

const CATALOGUES = { fr, en, ar } as const;

export type TTemplate =
  | 'email_code'
  | 'sms_code'
  | 'password_reset'
  | 'password_changed'
  | 'welcome'
  | 'account_exists'
  | 'payment_receipt'
  | 'signature_invitation'
  | 'signature_invitation_sms'
  | 'signature_code_sms'
  | 'contract_signed'
  | 'cancellation_recorded'
  | 'cancellation_refund'
  | 'termination_requested'
  | 'effect_date_changed'
  | 'effect_date_changed_certificate'
  | 'insurer_cancellation'
  | 'insurer_cancellation_refund'
  | 'insurer_termination'
  | 'staff_invite'
  | 'document_rejected'
  | 'document_rejected_sms'
  | 'document_rejected_sms_short'
  | 'termination_applied'
  | 'termination_refused'
  | 'refund_made'
  | 'office_contract_signed'
  | 'office_effect_date_changed'
  | 'office_cancellation'
  | 'withdrawal_recorded'
  | 'insurer_withdrawal'
  | 'office_withdrawal'
  | 'office_termination_requested'
  | 'office_document_replaced'
  | 'office_digest'
  | 'renewal_reminder'
  | 'renewal_reminder_sms';

/** Templates sent by SMS: text only, no subject. */
const SMS_TEMPLATES: ReadonlySet<TTemplate> = new Set([
  'sms_code',
  'signature_invitation_sms',
  'signature_code_sms',
  'document_rejected_sms',
  'document_rejected_sms_short',
  'renewal_reminder_sms',
]);

/** SMS carrying a one-time code, by the parameter holding it: they are bound to our origin (code-sms.ts). */
const CODE_SMS_TEMPLATES: Partial<Record<TTemplate, string>> = {
  sms_code: 'code',
  signature_code_sms: 'otp',
};

/** Messages carrying a code or a link that opens an account: their body is erased once delivered. */
export const SENSITIVE_TEMPLATES: ReadonlySet<TTemplate> = new Set([
  'email_code',
  'sms_code',
  'password_reset',
  'staff_invite',
  'signature_code_sms',
]);

export type TRendered = { subject: string | null; text: string; html: string | null };

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

/**
 * A link in a message opens the app in the recipient's language (`?lng=`, which the app then
 * remembers), whatever the language of the phone or browser it is opened on.
 */
export function linkInLanguage(link: string, language: TLanguage): string {
  const url = new URL(link);
  url.searchParams.set('lng', language);
  return url.href;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * Only the template's own {{link}} becomes a link; every value a person typed (a name) stays plain,
 * escaped text, so a branded mail can never carry someone else's link.
 */
function toHtml(language: TLanguage, template: string, params: Record<string, string | number>): string {
  const { layout } = CATALOGUES[language];
  const paragraphs = template
    .split('\n\n')
    .map((block) =>
      escapeHtml(block)
        .replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
          const value = escapeHtml(String(params[name] ?? ''));
          return name === 'link' ? `<a href="${value}" style="color:#00623a">${value}</a>` : value;
        })
        .replaceAll('\n', '<br>'),
    )
    .map((block) => `<p>${block}</p>`)
    .join('');
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><body style="font-family:Arial,sans-serif;color:#1b1f1c;max-width:560px">${paragraphs}<p>${escapeHtml(layout.signature)}</p><p style="color:#4a524c;font-size:12px">${escapeHtml(layout.automatic)}</p></body></html>`;
}

/**
 * Plain text and HTML, in the recipient's language. SMS have text only; an SMS carrying a code is
 * bound to `publicUrl`'s host.
 */
export function render(
  template: TTemplate,
  language: TLanguage,
  given: Record<string, string | number>,
  publicUrl?: string,
): TRendered {
  const entry = CATALOGUES[language][template] as { subject?: string; text: string };
  const counted = withCountedMinutes(language, given);
  const params =
    typeof counted.link === 'string' ? { ...counted, link: linkInLanguage(counted.link, language) } : counted;
  const text = fill(entry.text, params);
  const codeParam = CODE_SMS_TEMPLATES[template];
  if (codeParam) {
    if (!publicUrl) throw new Error(`${template}: an SMS carrying a code needs the origin it is bound to`);
    return { subject: null, text: codeSmsText(text, String(params[codeParam]), publicUrl), html: null };
  }
  if (SMS_TEMPLATES.has(template)) return { subject: null, text, html: null };
  return { subject: fill(entry.subject ?? '', params), text, html: toHtml(language, entry.text, params) };
}
