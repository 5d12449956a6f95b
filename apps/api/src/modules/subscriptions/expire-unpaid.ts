import { canTransition, isEffectDatePassed, STATUSES, systemActor, type TIsoDate } from '@bi/domain';
import { and, inArray, isNotNull, lt } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { parseSubscriptionRow, updateSubscription } from './repository';

/** The statuses the transition table lets expire: the rows this job looks at. */
const EXPIRABLE = STATUSES.filter((statut) => canTransition(statut, 'expire'));

/** Rows changed per transaction: short locks, and a backlog still drains in one run. */
const BATCH = 100;

/**
 * Unpaid subscriptions (simulation, confirmed) whose effect date has passed did not come to anything:
 * they become non_abouti through the domain's transition, each with its audit line. Rows are taken
 * with SKIP LOCKED, so several API instances running this at once never change one row twice and
 * never wait on a customer's own write; a row a customer is saving is left for the next run.
 */
export async function expireUnpaidSubscriptions(db: TDatabase, today: TIsoDate): Promise<number> {
  let expired = 0;
  for (;;) {
    const changed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            inArray(subscriptions.statut, EXPIRABLE),
            isNotNull(subscriptions.effectDate),
            lt(subscriptions.effectDate, today),
          ),
        )
        // By customer: the versions of their lists (migration 0019) are locked at commit in the order
        // the rows were written, so two instances' batches take them in one order and never deadlock.
        .orderBy(subscriptions.userId, subscriptions.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const stored of due) {
        const row = parseSubscriptionRow(stored);
        if (!isEffectDatePassed(row.effectDate, today)) continue;
        await updateSubscription(
          tx,
          row,
          {},
          {
            event: 'expire',
            actor: systemActor('expire-unpaid'),
            action: 'subscription.expired',
            data: { effectDate: row.effectDate, today },
          },
        );
      }
      return due.length;
    });
    expired += changed;
    if (changed < BATCH) return expired;
  }
}
