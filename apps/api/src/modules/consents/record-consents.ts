import { LEGAL_TEXT_VERSIONS } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { consents } from '../../db/schema';
import { machineNow } from '../../lib/clock';

type TConsentKind = keyof typeof LEGAL_TEXT_VERSIONS;

/** Each consent is a row with the version of the text it was given to and the time (law 09-08). */
export async function recordConsents(
  tx: TTransaction,
  given: { userId: string; ip: string; subscriptionId?: string; at?: Date },
  kinds: readonly TConsentKind[],
) {
  await tx.insert(consents).values(
    kinds.map((kind) => ({
      userId: given.userId,
      subscriptionId: given.subscriptionId ?? null,
      kind,
      textVersion: LEGAL_TEXT_VERSIONS[kind],
      acceptedAt: given.at ?? machineNow(),
      ip: given.ip,
    })),
  );
}

/** accept_cgu covers the terms of sale and the personal-data notice: one row each. */
export const recordTermsConsent = (tx: TTransaction, userId: string, ip: string, subscriptionId?: string) =>
  recordConsents(tx, { userId, ip, subscriptionId }, ['cgv', 'pdc']);
