import {
  displayName,
  documentName,
  rejectionText,
  type TDocumentField,
  type TRejectionReason,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { users } from '../../db/schema';
import { enqueueToInsured } from '../notifications/enqueue';
import type { TSubscriptionRow } from '../subscriptions/repository';

/**
 * Tells the customer, in the language stored on their account, by mail and by SMS, which document
 * to send again and why, with the link that opens the contract's detail where they replace it.
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
  };
  await enqueueToInsured(tx, insured, {
    language,
    template: 'document_rejected',
    smsTemplate: 'document_rejected_sms',
    params,
  });
}
