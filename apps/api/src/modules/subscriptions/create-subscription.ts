import type { TInsured } from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { subscriptionCodeSequence, subscriptions } from '../../db/schema';
import { audit } from '../../lib/audit';

/** BRD-2026-000123: the year of creation and a number from a sequence every instance shares. */
async function nextCode(tx: TTransaction, year: number): Promise<string> {
  const result = await tx.execute(sql`select nextval(${subscriptionCodeSequence.seqName}) as value`);
  const value = Number((result as unknown as { rows: { value: string | number }[] }).rows[0]!.value);
  return `BRD-${year}-${String(value).padStart(6, '0')}`;
}

/** A new subscription in simulation, with the insured's step 0 data already saved. */
export async function createSubscription(
  tx: TTransaction,
  input: { userId: string; userInfo: TInsured; requestId?: string },
) {
  const [row] = await tx
    .insert(subscriptions)
    .values({
      codeStr: await nextCode(tx, new Date().getUTCFullYear()),
      userId: input.userId,
      statut: 'simulation',
      currentStep: 1,
      userInfo: input.userInfo,
    })
    .returning();
  await audit(tx, {
    actorUserId: input.userId,
    action: 'subscription.created',
    entityType: 'subscription',
    entityId: row!.id,
    toStatus: 'simulation',
    requestId: input.requestId,
  });
  return row!;
}
