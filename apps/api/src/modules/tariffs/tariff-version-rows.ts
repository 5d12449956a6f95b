import {
  RefusedMove,
  tariffVersionTransition,
  type TTariffRates,
  type TTariffTable,
  type TTariffVersionEvent,
  type TStaffActor,
} from '@bi/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { tariffVersionNumberSequence, tariffVersions } from '../../db/schema';

export type TTariffVersionRow = typeof tariffVersions.$inferSelect;

/**
 * The one writer of tariff versions (decisions 030, 053). A row moves only by the domain's
 * TARIFF_VERSION_TRANSITIONS, from the status its caller read under lock, and only where it still has
 * it; approved has no move, so nothing here can ever write an approved version again.
 */

/** Version 1 is the seed's tariff, approved since it was launched; a database that has it keeps it. */
export async function seedFirstTariffVersion(db: TDatabase | TTransaction, seed: TTariffTable) {
  const { version, effective_from, effective_to: _open, ...rates } = seed;
  await db
    .insert(tariffVersions)
    .values({ number: 1, label: version, status: 'approved', effectiveFrom: effective_from, rates })
    .onConflictDoNothing();
}

/** A new draft numbered by the sequence, labelled by its number. */
export async function insertTariffDraft(
  tx: TTransaction,
  draft: { rates: TTariffRates; effectiveFrom: string; basedOnId: string; authorId: string; at: Date },
): Promise<TTariffVersionRow> {
  const result = await tx.execute(sql`select nextval(${tariffVersionNumberSequence.seqName}) as value`);
  const number = Number((result as unknown as { rows: { value: string | number }[] }).rows[0]!.value);
  const [row] = await tx
    .insert(tariffVersions)
    .values({
      number,
      label: String(number),
      status: 'draft',
      effectiveFrom: draft.effectiveFrom,
      rates: draft.rates,
      basedOnId: draft.basedOnId,
      authorId: draft.authorId,
      createdAt: draft.at,
      updatedAt: draft.at,
    })
    .returning();
  return row!;
}

/** What each move writes besides the status, given by the use case that makes it. */
export type TMoveFacts = {
  edit: { rates: TTariffRates; effectiveFrom: string };
  submit: Record<string, never>;
  approve: { by: TStaffActor };
  reject: { by: TStaffActor; reason: string };
  discard: Record<string, never>;
};

function columnsOf<E extends TTariffVersionEvent>(event: E, facts: TMoveFacts[E], at: Date) {
  switch (event) {
    case 'edit': {
      const edit = facts as TMoveFacts['edit'];
      // A rejected version edited again is a draft once more: the earlier verdict no longer applies.
      return { ...edit, submittedAt: null, decidedBy: null, decidedAt: null, rejectionReason: null };
    }
    case 'submit':
      return { submittedAt: at };
    case 'approve':
      return { decidedBy: (facts as TMoveFacts['approve']).by.userId, decidedAt: at };
    case 'reject': {
      const reject = facts as TMoveFacts['reject'];
      return { decidedBy: reject.by.userId, decidedAt: at, rejectionReason: reject.reason };
    }
    default:
      return {};
  }
}

/** Moves a version read under lock by `event`, writing what the event says and nothing else. */
export async function moveTariffVersion<E extends TTariffVersionEvent>(
  tx: TTransaction,
  row: Pick<TTariffVersionRow, 'id' | 'status'>,
  event: E,
  facts: TMoveFacts[E],
  at: Date,
): Promise<TTariffVersionRow> {
  const status = tariffVersionTransition(row.status, event);
  const [moved] = await tx
    .update(tariffVersions)
    .set({ ...columnsOf(event, facts, at), status, updatedAt: at })
    .where(and(eq(tariffVersions.id, row.id), eq(tariffVersions.status, row.status)))
    .returning();
  if (!moved) throw new RefusedMove('tariff version', row.status, event);
  return moved;
}
