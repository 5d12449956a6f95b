import { assertEffectDateAllowed, coverEndDate, formatDisplayDate, RuleViolation } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { issueCertificate } from '../certificates/issue-certificate';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { priceSubscription } from '../subscriptions/price-subscription';
import { updateSubscription, type TSubscriptionRow } from '../subscriptions/repository';
import { storedQuoteInput } from '../subscriptions/steps/stored-quote-input';
import { guardAfterSale, type TAfterSaleRequest } from './guard';
import { noticeToCustomer } from './notices';

export type TEffectDateDeps = { db: TDatabase; storage: TFileStorage; pdf: TPdfRenderer; publicUrl: string };

/**
 * The same premium must hold at the new date: a contract is moved, never repriced behind the
 * customer's back (a new tariff or an age limit crossed means cancelling and taking out a new one).
 */
function assertSamePrice(
  row: TSubscriptionRow,
  moved: Pick<TSubscriptionRow, 'vehiculeInfo' | 'periodeInfo'>,
  today: string,
) {
  if (!row.packInfo || !row.simulationResult) throw new AppError(409, 'subscription.quoteNotReady');
  try {
    const quote = priceSubscription({ ...storedQuoteInput(moved, today), cover: row.packInfo });
    if (quote.primeTotal === row.simulationResult.primeTotal) return;
  } catch (error) {
    if (!(error instanceof RuleViolation)) throw error;
  }
  throw new AppError(422, 'afterSale.priceChanged');
}

/**
 * PUT …/{id}/date_effet (spec §4): before the effect date and before the certificate is collected,
 * a new date in the usual range (today to three months ahead; an extension, after the cover it
 * extends), the same duration, the end date
 * recomputed. A signed contract gets a new certificate (the old one stops verifying), sent by mail.
 */
export async function changeEffectDate(
  deps: TEffectDateDeps,
  request: TAfterSaleRequest & { dateEffet: string },
  context: TRequestContext,
) {
  return deps.db.transaction(async (tx) => {
    const { row, extras } = await guardAfterSale(tx, request, 'changeEffectDate', context.today);
    const period = row.periodeInfo;
    if (!period) throw new AppError(409, 'subscription.quoteNotReady');
    if (request.dateEffet === period.date_effet) throw new AppError(422, 'afterSale.sameEffectDate');
    try {
      assertEffectDateAllowed(request.dateEffet, context.today, extras.oldPeriodeInfo?.date_fin);
    } catch (error) {
      if (error instanceof RuleViolation)
        throw new AppError(422, error.key, error.params, [
          { field: 'date_effet', key: error.key, params: error.params },
        ]);
      throw error;
    }
    const periodeInfo = {
      ...period,
      date_effet: request.dateEffet,
      date_fin: coverEndDate(request.dateEffet, period),
    };
    assertSamePrice(row, { vehiculeInfo: row.vehiculeInfo, periodeInfo }, context.today);
    const moved = await updateSubscription(tx, row, { periodeInfo });
    await audit(tx, {
      actorUserId: request.userId,
      action: 'subscription.effect_date_changed',
      entityType: 'subscription',
      entityId: row.id,
      data: { from: period.date_effet, to: periodeInfo.date_effet, end: periodeInfo.date_fin },
      requestId: context.requestId,
    });

    const dates = {
      from: formatDisplayDate(periodeInfo.date_effet),
      to: formatDisplayDate(periodeInfo.date_fin),
    };
    if (moved.statut !== 'signed') {
      await noticeToCustomer(tx, moved, {
        template: 'effect_date_changed',
        language: context.language,
        when: context.now,
        params: dates,
      });
      return moved;
    }
    const certificate = await issueCertificate(
      tx,
      { storage: deps.storage, pdf: deps.pdf, publicUrl: deps.publicUrl, now: context.now },
      moved,
      context.language,
    );
    await noticeToCustomer(
      tx,
      moved,
      {
        template: 'effect_date_changed_certificate',
        language: context.language,
        when: context.now,
        params: { ...dates, certificate: certificate.number, link: certificate.verificationUrl },
      },
      [certificate.documentId],
    );
    return moved;
  });
}
