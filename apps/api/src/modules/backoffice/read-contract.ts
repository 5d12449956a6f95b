import {
  displayName,
  handoverBlockers,
  isTerminationOpen,
  normalizePhone,
  type TBackofficeContract,
  type TIsoDate,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { handovers, offices, refunds, terminationRequests, users } from '../../db/schema';
import { loadAfterSaleOf } from '../subscriptions/after-sale-facts';
import { toRefundItem } from '../office-work/refund-item';
import { toTerminationItem } from '../office-work/termination-item';
import { officeNameOf } from '../office-work/office-name';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';
import { certificatesOf } from './certificates-of';
import { archivedRefs, reviewedDocuments } from './contract-documents';
import { handoverFactsOf, loadReviews } from './document-reviews';
import { loadOfficeRefs } from './office-refs';

/** One contract as the office sees it: the subscription, its documents and their checks, what the counter did. */
export async function readContract(
  db: TDatabase | TTransaction,
  row: TSubscriptionRow,
  today: TIsoDate,
): Promise<TBackofficeContract> {
  const [extras, [owner], officeRefs, reviews, certificates, [handover], [termination], [refund]] =
    await Promise.all([
      loadAfterSaleOf(db, row),
      db
        .select({
          email: users.email,
          phone: users.phone,
          countryCode: users.countryCode,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, row.userId)),
      row.officeId === null ? [] : loadOfficeRefs(db, [row.officeId]),
      loadReviews(db, [row.id]).then((byId) => byId.get(row.id) ?? new Map()),
      certificatesOf(db, [row.id]),
      db
        .select({
          handover: handovers,
          clerk: { email: users.email, first_name: users.firstName, last_name: users.lastName },
          office: offices,
        })
        .from(handovers)
        .innerJoin(users, eq(users.id, handovers.clerkUserId))
        .innerJoin(offices, eq(offices.id, handovers.officeId))
        .where(eq(handovers.subscriptionId, row.id)),
      db.select().from(terminationRequests).where(eq(terminationRequests.subscriptionId, row.id)),
      db.select().from(refunds).where(eq(refunds.subscriptionId, row.id)),
    ]);
  const [documents, archived] = await Promise.all([
    reviewedDocuments(db, row, reviews),
    archivedRefs(db, row.id),
  ]);
  const certificate = certificates.get(row.id);
  const office = officeRefs[0] ?? null;
  return {
    souscription: toSouscriptionAnswer(row, today, extras),
    customer: {
      email: owner?.email ?? row.userInfo.email ?? '',
      phone: owner?.phone
        ? (normalizePhone(owner.phone, owner.countryCode ?? '')?.e164 ?? owner.phone)
        : null,
      language: owner?.language ?? 'fr',
    },
    office,
    documents,
    archived,
    certificate: certificate
      ? {
          number: certificate.number,
          verification_code: certificate.verificationCode,
          valid_from: certificate.validFrom,
          valid_to: certificate.validTo,
          revoked_at: certificate.revokedAt?.toISOString() ?? null,
        }
      : null,
    // Both are written by the handover's one transaction: the row holds when, the handover who and what.
    handover:
      handover && row.certificateCollectedAt
        ? {
            handed_at: row.certificateCollectedAt.toISOString(),
            // Named as colleagues know them; an account with no name yet, by its address.
            clerk: displayName(handover.clerk) || handover.clerk.email,
            office: officeNameOf(handover.office),
            identity_checked: handover.handover.identityChecked,
            originals_checked: handover.handover.originalsChecked,
          }
        : null,
    handover_blockers: handoverBlockers(
      handoverFactsOf(row, reviews, isTerminationOpen(termination?.status)),
    ),
    termination: termination ? toTerminationItem(termination, row, office, today) : null,
    refund: refund ? toRefundItem(refund, row, office, today) : null,
  };
}
