import {
  extensionStartDate,
  RuleViolation,
  type TCoverInfo,
  type TOfferedPeriod,
  type TPeriodInfo,
  type TTariffTable,
  waitsForPeriod,
  customerActor,
} from '@bi/domain';
import { asc, eq } from 'drizzle-orm';
import type { TTransaction } from '../../db/client';
import { periods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { updateSubscription, type TSubscriptionRow } from '../subscriptions/repository';
import { applyPeriod } from '../subscriptions/steps/step-4-period';
import { applyCover } from '../subscriptions/steps/step-5-cover';

/** The customer's step 5 choice as it was made, from the cover as stored. */
const choiceOf = (cover: TCoverInfo) => ({
  type: cover.type,
  pack_Id: cover.pack_Id ?? undefined,
  selected_garanties: cover.selected_garanties.map(({ grnt_Id, selected_formule }) => ({
    grnt_Id,
    selected_formule,
  })),
  remorque: cover.remorque,
});

export type TExtensionRows = {
  extension: TSubscriptionRow;
  extended: TSubscriptionRow;
  tariffs: readonly TTariffTable[];
};

/** The contract's period and cover, which its extension copies; none before that contract was priced. */
const soldWith = (extended: TSubscriptionRow) =>
  extended.periodeInfo && extended.packInfo
    ? { period: extended.periodeInfo, cover: extended.packInfo }
    : undefined;

/**
 * The extension's period and price for `periodeId` (its contract's, or one offered today instead of a
 * switched-off one) with its contract's cover, from the day after that contract ends, by steps 4 and 5's
 * own rules: a period switched off is their 422 (`reference.periodOff`), in the caller's language.
 */
async function pricedWith(
  tx: TTransaction,
  { extension, tariffs }: TExtensionRows,
  context: TRequestContext,
  sold: { period: TPeriodInfo; cover: TCoverInfo },
  periodeId: number,
) {
  const step = {
    tx,
    userId: extension.userId,
    language: context.language,
    ip: context.ip,
    today: context.today,
    tariffs,
  };
  const immediateEffect = extension.userInfo.effetImmediat === true;
  const period = await applyPeriod(
    { ...step, row: extension },
    {
      date_effet: extensionStartDate(context.today, sold.period.date_fin, immediateEffect),
      periode_Id: periodeId,
    },
  );
  const priced = applyCover({ ...step, row: { ...extension, ...period.changes } }, choiceOf(sold.cover));
  return { ...period.changes, ...priced.changes };
}

const isOffered = async (tx: TTransaction, periodeId: number) => {
  const [stored] = await tx.select({ active: periods.active }).from(periods).where(eq(periods.id, periodeId));
  return stored?.active === true;
};

/**
 * The returning driver's extension, filled as the contract it extends was (decision 027): the same
 * duration and cover, starting the day after that contract ends, priced today through steps 4 and 5's
 * own rules; it waits at step 6, the quote. Its contract's duration switched off since in the console,
 * it still waits at the quote with everything else it copies (the cover kept, unpriced): only the period
 * is asked there, among those offered today (decision 040's addendum). Where another old answer no
 * longer holds (a rule or the tariff refuses it today), the extension is left as it was made and the
 * customer answers those steps again.
 */
export async function prefillExtension(
  tx: TTransaction,
  rows: TExtensionRows,
  context: TRequestContext,
): Promise<TSubscriptionRow> {
  const { extension } = rows;
  const sold = soldWith(rows.extended);
  if (!sold) return extension;
  const record = (data: Record<string, unknown>) => ({
    // The extension's owner, whether by their session or by the reminder's link.
    actor: customerActor(extension.userId),
    action: 'subscription.extension_prefilled' as const,
    data: { currentStep: 6, ...data },
    requestId: context.requestId,
  });
  try {
    if (!(await isOffered(tx, sold.period.periode_Id)))
      return await updateSubscription(
        tx,
        extension,
        { packInfo: sold.cover, currentStep: 6 },
        record({ periodOff: sold.period.periode_Id }),
      );
    const changes = await pricedWith(tx, rows, context, sold, sold.period.periode_Id);
    return await updateSubscription(tx, extension, { ...changes, currentStep: 6 }, record({}));
  } catch (error) {
    if (error instanceof RuleViolation || error instanceof AppError) return extension;
    throw error;
  }
}

/**
 * An extension waiting at its quote for a period, its contract's having been switched off since it was
 * sold (the cover kept, no period yet): the link's page and step 6 offer the periods of today.
 */
export const extensionWaitsForPeriod = (extension: TSubscriptionRow) =>
  waitsForPeriod({
    extended: extension.extendedFromId !== null,
    statut: extension.statut,
    hasPeriod: extension.periodeInfo !== null,
    hasCover: extension.packInfo !== null,
  });

/**
 * POST …/{id}/extension-period and the link's pay with `periode_Id`: the period chosen instead of the
 * switched-off one, priced with the cover kept; the extension stays at its quote, to be confirmed. A
 * period switched off (or unknown) is step 4's 422, whatever the client showed.
 */
export async function choosePeriod(
  tx: TTransaction,
  rows: TExtensionRows,
  context: TRequestContext,
  periodeId: number,
): Promise<TSubscriptionRow> {
  const { extension } = rows;
  const sold = soldWith(rows.extended);
  if (!sold) throw new AppError(409, 'subscription.quoteNotReady');
  const changes = await pricedWith(tx, rows, context, sold, periodeId);
  return updateSubscription(
    tx,
    extension,
    // At its quote, to be confirmed (again, if it was: the period and the price changed).
    { ...changes, currentStep: 6 },
    {
      // A confirmed quote whose period changes is confirmed again, as a step 4 change would have it.
      ...(extension.statut === 'confirmed' && { event: 'reopen' as const }),
      actor: customerActor(extension.userId),
      action: 'subscription.extension_period_chosen',
      data: { periode_Id: periodeId },
      requestId: context.requestId,
    },
  );
}

/**
 * The periods offered today to an extension that waits for one, each priced as choosing it would price
 * it (the same rules, the same day, the same cover): the price shown is the one paid. Empty otherwise.
 */
export async function offeredPeriods(
  tx: TTransaction,
  rows: TExtensionRows,
  context: TRequestContext,
): Promise<TOfferedPeriod[]> {
  const sold = soldWith(rows.extended);
  if (!sold || !extensionWaitsForPeriod(rows.extension)) return [];
  const offered = await tx.select().from(periods).where(eq(periods.active, true)).orderBy(asc(periods.id));
  const priced: TOfferedPeriod[] = [];
  for (const period of offered) {
    try {
      const changes = await pricedWith(tx, rows, context, sold, period.id);
      if (!changes.periodeInfo || !changes.simulationResult) continue;
      priced.push({
        periode_Id: period.id,
        periode_Name: period.name,
        periode_Name_EN: period.nameEn,
        periode_Name_AR: period.nameAr,
        periode_Nbr: period.count,
        periode_ParJour: period.inDays,
        date_effet: changes.periodeInfo.date_effet,
        date_fin: changes.periodeInfo.date_fin,
        primeTotal: changes.simulationResult.primeTotal,
      });
    } catch (error) {
      // A period the tariff or a rule refuses for this vehicle today is not offered.
      if (!(error instanceof RuleViolation || error instanceof AppError)) throw error;
    }
  }
  return priced;
}
