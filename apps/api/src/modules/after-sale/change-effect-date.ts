import {
  assertEffectDateAllowed,
  coverEndDate,
  formatDisplayDate,
  RuleViolation,
  todayInMorocco,
  type TIsoDate,
  type TPeriodInfo,
  type TTariffTable,
} from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { prepareThenCommit } from '../../lib/prepare-then-commit';
import type { TRequestContext } from '../../lib/request-context';
import type { TSigningProvider } from '../../providers/signing/signing-provider';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { archiveDocument } from '../archive/archive-document';
import {
  recordCertificate,
  renderCertificate,
  type TRenderedCertificate,
} from '../certificates/issue-certificate';
import type { TEndorsementHeading } from '../documents/contract-html';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { notifyOffice } from '../notices/notify-office';
import { renderSealedEndorsement } from '../documents/contract-pdf';
import { currentContractDocument } from '../documents/signed-contract';
import { priceSubscription } from '../subscriptions/price-subscription';
import { updateSubscription, type TSubscriptionRow } from '../subscriptions/repository';
import { storedQuoteInput } from '../subscriptions/steps/stored-quote-input';
import { tariffFor } from '../subscriptions/tariff-for';
import type { TTariffBook } from '../tariffs/tariff-book';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { noticeToCustomer } from '../notices/customer-notices';

export type TEffectDateDeps = {
  db: TDatabase;
  tariffs: TTariffBook;
  storage: TFileStorage;
  pdf: TPdfRenderer;
  publicUrl: string;
  signing: TSigningProvider;
};
type TEffectDateRequest = TAfterSaleRequest & { dateEffet: string };

/**
 * The same premium must hold at the new date: a contract is moved, never repriced behind the
 * customer's back (a new tariff or an age limit crossed means cancelling and taking out a new one).
 */
function assertSamePrice(
  row: TSubscriptionRow,
  moved: Pick<TSubscriptionRow, 'vehiculeInfo' | 'periodeInfo'>,
  today: string,
  tariffs: readonly TTariffTable[],
) {
  if (!row.packInfo || !row.simulationResult) throw new AppError(409, 'subscription.quoteNotReady');
  try {
    const input = storedQuoteInput(moved, today);
    // The contract keeps the tariff version it was made with (decision 053).
    const table = tariffFor(tariffs, input.effectDate, row.simulationResult.tarif_version);
    const quote = priceSubscription({ ...input, cover: row.packInfo }, table);
    if (quote.primeTotal === row.simulationResult.primeTotal) return;
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
  }
  throw new AppError(422, 'afterSale.priceChanged');
}

/**
 * The allowed move, checked on the row locked by the caller: the guard's card rules, a new date in
 * the usual range (today only where the office issues with immediate effect, decision 024; an
 * extension after the cover it extends), the same duration and premium, the end date recomputed.
 */
async function guardedMove(
  tx: TTransaction,
  request: TEffectDateRequest,
  today: TIsoDate,
  tariffs: readonly TTariffTable[],
) {
  const { row, extras } = await guardAfterSale(tx, request, 'changeEffectDate', today);
  const period = row.periodeInfo;
  if (!period) throw new AppError(409, 'subscription.quoteNotReady');
  if (request.dateEffet === period.date_effet) throw new AppError(422, 'afterSale.sameEffectDate');
  try {
    assertEffectDateAllowed(
      request.dateEffet,
      today,
      extras.oldPeriodeInfo?.date_fin,
      row.userInfo.effetImmediat === true,
    );
  } catch (error) {
    if (error instanceof RuleViolation)
      throw new AppError(422, error.key, error.params, [
        { field: 'date_effet', key: error.key, params: error.params },
      ]);
    throw error;
  }
  const periodeInfo: TPeriodInfo = {
    ...period,
    date_effet: request.dateEffet,
    date_fin: coverEndDate(request.dateEffet, period),
  };
  assertSamePrice(row, { vehiculeInfo: row.vehiculeInfo, periodeInfo }, today, tariffs);
  return { row, from: period, periodeInfo };
}
type TMove = Awaited<ReturnType<typeof guardedMove>>;

type TPreparedEndorsement = {
  version: number;
  endorsement?: { bytes: Buffer; heading: TEndorsementHeading; replacesId: string };
  certificate?: TRenderedCertificate;
};

/**
 * The endorsement of a signed contract and its new certificate, rendered and sealed before the row is
 * locked for the change (Chromium under a row lock would hold every other write of it for seconds, and
 * a renderer with a full line refuses before anything is written). The checks run once here, briefly
 * locked, so a refused change renders nothing; the change itself must then find the row at the same
 * version, else it is a 409 to read again.
 */
async function prepareEndorsement(
  deps: TEffectDateDeps,
  request: TEffectDateRequest,
  context: TRequestContext,
  tariffs: readonly TTariffTable[],
): Promise<TPreparedEndorsement> {
  const { row, periodeInfo } = await deps.db.transaction((tx) =>
    guardedMove(tx, request, context.today, tariffs),
  );
  if (row.statut !== 'signed') return { version: row.version };
  const current = await currentContractDocument(deps.db, row.id);
  if (!current) throw new Error(`subscription ${row.id}: signed without an archived contract`);
  const heading: TEndorsementHeading = {
    number: current.endorsements + 1,
    replaces: current.kind,
    replacesDate: todayInMorocco(current.createdAt),
  };
  const moved = { ...row, periodeInfo, effectDate: periodeInfo.date_effet, endDate: periodeInfo.date_fin };
  const [bytes, certificate] = await Promise.all([
    renderSealedEndorsement(deps, moved, context.language, context.now, heading),
    renderCertificate(
      deps.db,
      { pdf: deps.pdf, publicUrl: deps.publicUrl, now: context.now },
      moved,
      context.language,
    ),
  ]);
  return { version: row.version, endorsement: { bytes, heading, replacesId: current.id }, certificate };
}

/**
 * PUT …/{id}/date_effet (spec §4): before the effect date and before the certificate is collected,
 * a new date, the same duration, the end date recomputed; the office is told. A signed contract gets
 * an endorsement (avenant) that replaces the contract or the previous endorsement, and a new
 * certificate (the old one stops verifying), both sent by mail.
 */
export async function changeEffectDate(
  deps: TEffectDateDeps,
  request: TEffectDateRequest,
  context: TRequestContext,
) {
  const tariffs = await deps.tariffs.approved();
  return prepareThenCommit(deps.db, {
    prepare: () => prepareEndorsement(deps, request, context, tariffs),
    lock: (tx) => guardedMove(tx, request, context.today, tariffs),
    versionOf: (move) => move.row.version,
    commit: (tx, move, prepared) =>
      commitMove(tx, deps, { ...move, actor: request.actor }, prepared, context),
  });
}

/**
 * Under the lock, the move checked again on the row found at the version its documents were rendered
 * from: the endorsement archived, the dates written, the office told, the new certificate issued and
 * the customer told, with the documents where there are some.
 */
async function commitMove(
  tx: TTransaction,
  deps: TEffectDateDeps,
  { row, from, periodeInfo, actor }: TMove & Pick<TEffectDateRequest, 'actor'>,
  prepared: TPreparedEndorsement,
  context: TRequestContext,
) {
  // The endorsement is archived first, so that the row's audit line names the very document sealed.
  const endorsement = prepared.endorsement
    ? await archiveDocument(tx, deps.storage, {
        subscriptionId: row.id,
        kind: 'endorsement',
        fileName: `${row.codeStr}-avenant-${prepared.endorsement.heading.number}.pdf`,
        bytes: prepared.endorsement.bytes,
        replacesId: prepared.endorsement.replacesId,
      })
    : undefined;
  const moved = await updateSubscription(
    tx,
    row,
    { periodeInfo },
    {
      actor,
      action: 'subscription.effect_date_changed',
      data: {
        from: from.date_effet,
        to: periodeInfo.date_effet,
        end: periodeInfo.date_fin,
        ...(endorsement && { endorsement: endorsement.id, sha256: endorsement.sha256 }),
      },
      requestId: context.requestId,
    },
  );
  await notifyOffice(tx, deps.publicUrl, moved, {
    template: 'office_effect_date_changed',
    when: context.now,
  });

  const dates = {
    from: formatDisplayDate(periodeInfo.date_effet),
    to: formatDisplayDate(periodeInfo.date_fin),
  };
  if (!endorsement || !prepared.certificate) {
    await noticeToCustomer(tx, moved, {
      template: 'effect_date_changed',
      language: context.language,
      when: context.now,
      params: dates,
    });
    return moved;
  }
  const certificate = await recordCertificate(tx, deps.storage, moved.id, prepared.certificate);
  await noticeToCustomer(
    tx,
    moved,
    {
      template: 'effect_date_changed_certificate',
      language: context.language,
      when: context.now,
      params: { ...dates, certificate: certificate.number, link: certificate.verificationUrl },
    },
    [endorsement.id, certificate.documentId],
  );
  return moved;
}
