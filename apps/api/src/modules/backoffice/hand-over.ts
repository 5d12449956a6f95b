import { handoverBlockers, type TStaffActor } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { handovers } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { findCertificateInForce } from '../certificates/certificate-in-force';
import { recordHandedOver } from '../subscriptions/repository';
import { handoverFactsOf, loadReviews } from './document-reviews';
import { subscriptionIn } from '../subscriptions/subscription-scope';
import { hasOpenTermination } from './open-termination';

/**
 * POST …/handover: the clerk gives the certificate in force to the insured at the counter, having
 * checked their identity and the vehicle's originals. Only a signed contract whose required documents
 * are all verified and whose termination, if asked, is decided (the domain's handover rule, decision
 * 050); from then on the customer can no longer cancel it online.
 */
export async function handOver(
  db: TDatabase,
  staff: TStaffActor,
  request: { id: string; identityChecked: boolean; originalsChecked: boolean },
  context: TRequestContext,
) {
  return db.transaction(async (tx) => {
    const row = await subscriptionIn(tx, staff, request.id, { lock: true });
    const reviews = (await loadReviews(tx, [row.id])).get(row.id) ?? new Map();
    const [blocker] = handoverBlockers(handoverFactsOf(row, reviews, await hasOpenTermination(tx, row.id)));
    if (blocker) throw new AppError(409, `backoffice.handover.blocked.${blocker}`);
    // Step 2 names the management office before anything can be paid: a signed contract has one.
    if (row.officeId === null) throw new Error(`subscription ${row.id}: signed without an office`);

    const certificate = await findCertificateInForce(tx, row.id);
    await tx.insert(handovers).values({
      subscriptionId: row.id,
      officeId: row.officeId,
      clerkUserId: staff.userId,
      certificateId: certificate?.id ?? null,
      identityChecked: request.identityChecked,
      originalsChecked: request.originalsChecked,
    });
    return recordHandedOver(tx, row, context.now, {
      actor: staff,
      action: 'subscription.handed_over',
      requestId: context.requestId,
      data: {
        office: row.officeId,
        certificate: certificate?.number ?? null,
        identity_checked: request.identityChecked,
        originals_checked: request.originalsChecked,
      },
    });
  });
}
