import {
  previewTariff,
  type TIsoDate,
  type TTariffTable,
  type TTariffVersionDetail,
  type TTariffVersionSummary,
  type TStaffActor,
} from '@bi/domain';
import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDatabase, TTransaction } from '../../db/client';
import { tariffVersions, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { listOfferedPeriodCodes } from '../reference/repository';
import type { TTariffBook } from '../tariffs/tariff-book';
import { tariffTableOf } from '../tariffs/tariff-table-of';
import type { TTariffVersionRow } from '../tariffs/tariff-version-rows';

const deciders = alias(users, 'deciders');
const COLUMNS = { version: tariffVersions, author: users.email, decider: deciders.email };

type TViewRow = { version: TTariffVersionRow; author: string | null; decider: string | null };

/** Versions with their author's and decider's e-mails, the newest first; one when `id` is given. */
export async function readTariffVersions(db: TDatabase | TTransaction, id?: string): Promise<TViewRow[]> {
  return db
    .select(COLUMNS)
    .from(tariffVersions)
    .leftJoin(users, eq(users.id, tariffVersions.authorId))
    .leftJoin(deciders, eq(deciders.id, tariffVersions.decidedBy))
    .where(id ? eq(tariffVersions.id, id) : undefined)
    .orderBy(desc(tariffVersions.number));
}

/** A version as the console lists it, for the administrator `viewerId`, with the version in force today. */
export function summaryOf(row: TViewRow, viewerId: string, inForce: TTariffTable): TTariffVersionSummary {
  const { version } = row;
  return {
    id: version.id,
    numero: version.number,
    label: version.label,
    statut: version.status,
    date_effet: version.effectiveFrom,
    auteur: row.author,
    auteur_moi: version.authorId === viewerId,
    soumise_le: version.submittedAt?.toISOString() ?? null,
    decideur: row.decider,
    decidee_le: version.decidedAt?.toISOString() ?? null,
    motif_refus: version.rejectionReason,
    en_vigueur: version.status === 'approved' && version.label === inForce.version,
  };
}

/**
 * A version with its rates and the preview of its prices beside those of the version in force, its
 * starting prices for the durations still `offered`, as the offer page quotes them.
 */
export function detailOf(
  row: TViewRow,
  viewerId: string,
  inForce: TTariffTable,
  offered: readonly string[],
): TTariffVersionDetail {
  return {
    ...summaryOf(row, viewerId, inForce),
    tarif: row.version.rates,
    apercu: previewTariff(tariffTableOf(row.version), inForce, offered),
  };
}

/** One version as the console reads it and as every administrator's action on it answers. Unknown: 404. */
export async function answerTariffVersion(
  db: TDatabase,
  tariffs: TTariffBook,
  request: { admin: TStaffActor; id: string },
  context: { today: TIsoDate },
): Promise<TTariffVersionDetail> {
  const [row] = await readTariffVersions(db, request.id);
  if (!row) throw new AppError(404, 'tariff.unknownVersion');
  const offered = await listOfferedPeriodCodes(db);
  return detailOf(row, request.admin.userId, await tariffs.inForce(context.today), offered);
}
