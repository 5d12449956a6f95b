import { todayInMorocco, type TLanguage } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { contractHtml } from '../documents/contract-html';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { documentNames } from '../reference/repository';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';
import { NO_AFTER_SALE } from '../subscriptions/after-sale-facts';

/**
 * The particular conditions as a PDF, office and country named in the document's language: what the
 * customer reads before signing (marked as a draft) and, once the row is signed, what gets sealed.
 */
export async function renderContractPdf(
  db: TDatabase,
  pdf: TPdfRenderer,
  row: TSubscriptionRow,
  language: TLanguage,
  issuedAt: Date,
): Promise<Buffer> {
  const subscription = toSouscriptionAnswer(row, todayInMorocco(issuedAt), NO_AFTER_SALE);
  const names = await documentNames(
    db,
    { officeId: row.officeId, countryId: subscription.user_info.pays_Id },
    language,
  );
  return pdf.render(contractHtml(subscription, language, names, issuedAt));
}
