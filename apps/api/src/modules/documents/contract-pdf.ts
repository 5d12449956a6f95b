import { displayName, todayInMorocco, type TLanguage } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import type { TSigningProvider } from '../../providers/signing/signing-provider';
import { contractHtml, type TEndorsementHeading } from './contract-html';
import type { TPdfRenderer } from './pdf-renderer';
import { documentNames } from '../reference/repository';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';
import { NO_AFTER_SALE } from '../subscriptions/after-sale-facts';

/**
 * The particular conditions as a PDF, office and country named in the document's language: what the
 * customer reads before signing (marked as a draft) and, once the row is signed, what gets sealed;
 * with a heading, an endorsement of the signed contract.
 */
export async function renderContractPdf(
  db: TDatabase,
  pdf: Pick<TPdfRenderer, 'render'>,
  row: TSubscriptionRow,
  language: TLanguage,
  issuedAt: Date,
  endorsement?: TEndorsementHeading,
): Promise<Buffer> {
  const subscription = toSouscriptionAnswer(row, todayInMorocco(issuedAt), NO_AFTER_SALE);
  const names = await documentNames(
    db,
    { officeId: row.officeId, countryId: subscription.user_info.pays_Id },
    language,
  );
  return pdf.render(contractHtml(subscription, language, names, issuedAt, endorsement));
}

/**
 * An endorsement of a signed contract, rendered and sealed with the insurer's certificate as the
 * contract was; the customer asked for it in a signed-in session, so the seal names the insurer's
 * act on their request rather than a signature of theirs.
 */
export async function renderSealedEndorsement(
  deps: { db: TDatabase; pdf: TPdfRenderer; signing: TSigningProvider; publicUrl: string },
  row: TSubscriptionRow,
  language: TLanguage,
  issuedAt: Date,
  endorsement: TEndorsementHeading,
): Promise<Buffer> {
  const unsigned = await renderContractPdf(deps.db, deps.pdf, row, language, issuedAt, endorsement);
  const sealed = await deps.signing.seal(unsigned, {
    signerName: displayName(row.userInfo),
    reason: `Avenant n° ${endorsement.number} au contrat ${row.codeStr} : date d'effet changée à la demande de l'assuré`,
    location: 'Casablanca, Maroc',
    contactInfo: deps.publicUrl,
    signingTime: issuedAt,
  });
  return sealed.bytes;
}
