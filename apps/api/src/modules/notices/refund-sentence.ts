import { formatDisplayDate, formatMad, translate, type TLanguage } from '@bi/domain';
import type { TRefundRow } from '../refunds/refund-rows';

/** The line a mail gives to a refund opened with the change it reports: what and by when. */
export const customerRefundSentence = (language: TLanguage, refund: TRefundRow | undefined) =>
  refund
    ? translate(language, 'backoffice.mail.refundDue', {
        amount: formatMad(refund.amountCentimes, language),
        due: formatDisplayDate(refund.dueBy),
      })
    : '';

/** The same for the office's mailbox, which reads French. */
export const officeRefundSentence = (refund: { amountCentimes: number; dueBy: string } | undefined) =>
  refund
    ? translate('fr', 'backoffice.mail.officeRefund', {
        amount: formatMad(refund.amountCentimes),
        due: formatDisplayDate(refund.dueBy),
      })
    : '';
