import { displayName, formatDisplayDate, formatMoroccoDateTime, type TLanguage } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { enqueue } from '../notifications/enqueue';
import type { TTemplate } from '../notifications/templates';
import type { TSubscriptionRow } from '../subscriptions/repository';

/** The insurer's team reads French, whatever the customer's language. */
const TEAM_LANGUAGE: TLanguage = 'fr';

/** What every after-sale message says of the contract: who, what, when, where. */
export function contractParams(row: TSubscriptionRow, when: Date): Record<string, string> {
  const insured = row.userInfo;
  return {
    code: row.codeStr,
    name: displayName(insured),
    email: insured.email ?? '',
    phone: insured.phone ? `+${insured.country_code ?? ''} ${insured.phone}` : '',
    status: row.statut,
    from: row.effectDate ? formatDisplayDate(row.effectDate) : '',
    to: row.endDate ? formatDisplayDate(row.endDate) : '',
    plate: row.plate ?? '',
    office: insured.intermediaire_RS ?? '',
    when: formatMoroccoDateTime(when),
  };
}

/** To the customer, in the language they acted in; a subscription without an e-mail gets none. */
export async function noticeToCustomer(
  tx: TTransaction,
  row: TSubscriptionRow,
  message: { template: TTemplate; language: TLanguage; when: Date; params?: Record<string, string> },
  attachments?: string[],
) {
  if (!row.userInfo.email) return;
  await enqueue(tx, {
    channel: 'email',
    to: row.userInfo.email,
    language: message.language,
    template: message.template,
    params: { ...contractParams(row, message.when), ...message.params },
    attachments,
  });
}

/** To the insurer's management team, who act on cancellations, refunds and terminations. */
export async function noticeToInsurer(
  tx: TTransaction,
  insurerEmail: string,
  row: TSubscriptionRow,
  message: { template: TTemplate; when: Date; reason?: string; params?: Record<string, string> },
) {
  await enqueue(tx, {
    channel: 'email',
    to: insurerEmail,
    language: TEAM_LANGUAGE,
    template: message.template,
    params: { ...contractParams(row, message.when), reason: message.reason || '—', ...message.params },
  });
}
