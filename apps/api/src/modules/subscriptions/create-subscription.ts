import type { TCustomerActor, TDocumentsInfo, TInsured, TIsoDate, TVehicle } from '@bi/domain';
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

/** What an extension carries over from the contract it extends (spec §4). */
export type TCarriedOver = {
  extendedFromId: string;
  vehiculeInfo: TVehicle;
  documentsInfo: TDocumentsInfo | null;
};

/**
 * A new subscription in simulation, with the insured's step 0 data already saved (and, for an
 * extension, the vehicle and documents of the extended contract).
 */
export async function createSubscription(
  tx: TTransaction,
  input: {
    actor: TCustomerActor;
    userInfo: TInsured;
    today: TIsoDate;
    requestId?: string;
    carriedOver?: TCarriedOver;
  },
) {
  const carried = input.carriedOver;
  const [row] = await tx
    .insert(subscriptions)
    .values({
      codeStr: await nextCode(tx, Number(input.today.slice(0, 4))),
      userId: input.actor.userId,
      statut: 'simulation',
      currentStep: 1,
      userInfo: input.userInfo,
      ...(carried && {
        extendedFromId: carried.extendedFromId,
        vehiculeInfo: carried.vehiculeInfo,
        plate: carried.vehiculeInfo.immatriculation,
        usageCode: carried.vehiculeInfo.usage_Code,
        documentsInfo: carried.documentsInfo,
      }),
    })
    .returning();
  await audit(tx, {
    actor: input.actor,
    action: carried ? 'subscription.extension_created' : 'subscription.created',
    entityType: 'subscription',
    entityId: row!.id,
    toStatus: 'simulation',
    data: carried ? { extendedFrom: carried.extendedFromId } : undefined,
    requestId: input.requestId,
  });
  return row!;
}
