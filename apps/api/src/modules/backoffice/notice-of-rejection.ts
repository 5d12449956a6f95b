import {
  displayName,
  documentName,
  fitsOneSms,
  rejectionText,
  type TDocumentField,
  type TRejectionReason,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueToInsured } from '../notifications/enqueue';
import { linkInLanguage, render } from '../notifications/templates';

/** The SMS's words, richest first: the first that goes as one message is sent. */
const SMS_BY_LENGTH = ['document_rejected_sms', 'document_rejected_sms_short'] as const;
import type { TSubscriptionRow } from '../subscriptions/repository';

/**
 * Tells the customer, in the language stored on their account, by mail and by SMS, which document
 * to send again and why. The mail names the document and the reason, with the link that opens the
 * contract's detail where they replace it; the SMS stays one message (a split one arrives in pieces,
 * out of order, and costs more): the contract's code and the site, or, where even that is too long
 * (Arabic goes as UCS-2, 70 characters), a word that the mail says more.
 */
export async function noticeOfRejection(
  tx: TTransaction,
  publicUrl: string,
  row: TSubscriptionRow,
  rejection: { kind: TDocumentField; reason: TRejectionReason; comment?: string },
) {
  const [owner] = await tx.select({ language: users.language }).from(users).where(eq(users.id, row.userId));
  const language = owner?.language ?? 'fr';
  const insured = row.userInfo;
  const params = {
    name: displayName(insured),
    code: row.codeStr,
    office: (language === 'ar' && insured.intermediaire_RS_AR) || insured.intermediaire_RS || '',
    document: documentName(rejection.kind, language, row.documentsInfo?.identity_type),
    reason: rejectionText(rejection.reason, rejection.comment, language),
    link: `${publicUrl}/?detail=${row.id}`,
    site: linkInLanguage(`${publicUrl}/`, language),
  };
  const smsTemplate =
    SMS_BY_LENGTH.find((template) => fitsOneSms(render(template, language, params).text)) ??
    'document_rejected_sms_short';
  await enqueueToInsured(tx, insured, {
    language,
    template: 'document_rejected',
    smsTemplate,
    params,
  });
}
