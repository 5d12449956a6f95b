import { LEGAL_TEXT_VERSIONS } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { consents } from '../../db/schema';

/** accept_cgu covers the terms of sale and the personal-data notice: one row each, with their version. */
export async function recordTermsConsent(
  tx: TTransaction,
  userId: string,
  ip: string,
  subscriptionId?: string,
) {
  await tx.insert(consents).values(
    (['cgv', 'pdc'] as const).map((kind) => ({
      userId,
      subscriptionId: subscriptionId ?? null,
      kind,
      textVersion: LEGAL_TEXT_VERSIONS[kind],
      ip,
    })),
  );
}
