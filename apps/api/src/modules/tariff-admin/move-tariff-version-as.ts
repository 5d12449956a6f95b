import {
  canMoveTariffVersion,
  type TAuditAction,
  type TTariffVersionDetail,
  type TTariffVersionEvent,
  type TStaffActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { moveTariffVersion, type TMoveFacts, type TTariffVersionRow } from '../tariffs/tariff-version-rows';
import { lockTariffVersion } from './lock-tariff-version';
import { auditTariffVersion } from './tariff-audit';
import { answerTariffVersion } from './tariff-version-view';

/** One administrator's move of a version: what the use case checks, writes and tells the journal. */
export type TTariffMove<E extends TTariffVersionEvent> = {
  event: E;
  action: TAuditAction;
  /** The domain's rules for this move (author, second administrator, dates), on the row read under lock. */
  check: (row: TTariffVersionRow) => void;
  facts: TMoveFacts[E];
  /** What the journal line adds to the version's number, label and date. */
  auditData?: (before: TTariffVersionRow, after: TTariffVersionRow) => Record<string, unknown>;
};

/**
 * The one path of every move of a version (decision 053): locked, refused in words if its status has no
 * such move (409 before any other refusal, so an approved version always answers the same), checked,
 * moved by the rows' one writer, journalled in the same transaction, then answered as the console shows
 * it. An approval makes this instance's book read the versions again at once.
 */
export async function moveTariffVersionAs<E extends TTariffVersionEvent>(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { admin: TStaffActor; id: string; move: TTariffMove<E> },
  context: TRequestContext,
): Promise<TTariffVersionDetail> {
  const { admin, move } = request;
  const moved = await db.transaction(async (tx) => {
    const row = await lockTariffVersion(tx, request.id);
    if (!canMoveTariffVersion(row.status, move.event))
      throw new AppError(409, `tariff.refused.${move.event}`);
    move.check(row);
    const after = await moveTariffVersion(tx, row, move.event, move.facts, context.now);
    const data = move.auditData?.(row, after);
    await auditTariffVersion(
      tx,
      { admin, action: move.action, from: row.status, version: after, ...(data && { data }) },
      context,
    );
    return after;
  });
  if (moved.status === 'approved') tariffs.forget();
  return answerTariffVersion(db, tariffs, { admin, id: moved.id }, context);
}
