import { extensionStartDate, RuleViolation, type TCoverInfo, type TTariffTable } from '@bi/domain';
import type { TTransaction } from '../../db/client';
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

/**
 * The returning driver's extension, filled as the contract it extends was (decision 027): the same
 * duration and cover, starting the day after that contract ends, priced today through steps 4 and 5's
 * own rules; it waits at step 6, the quote. Where an old answer no longer holds (a rule or the tariff
 * refuses it today), the extension is left as it was made and the customer answers those steps again.
 */
export async function prefillExtension(
  tx: TTransaction,
  rows: { extension: TSubscriptionRow; extended: TSubscriptionRow; tariffs: readonly TTariffTable[] },
  context: TRequestContext,
): Promise<TSubscriptionRow> {
  const { extension, extended, tariffs } = rows;
  const previous = extended.periodeInfo;
  const cover = extended.packInfo;
  if (!previous || !cover) return extension;
  const step = {
    tx,
    userId: extension.userId,
    language: context.language,
    ip: context.ip,
    today: context.today,
    tariffs,
  };
  try {
    const immediateEffect = extension.userInfo.effetImmediat === true;
    const period = await applyPeriod(
      { ...step, row: extension },
      {
        date_effet: extensionStartDate(context.today, previous.date_fin, immediateEffect),
        periode_Id: previous.periode_Id,
      },
    );
    const priced = applyCover({ ...step, row: { ...extension, ...period.changes } }, choiceOf(cover));
    return await updateSubscription(
      tx,
      extension,
      { ...period.changes, ...priced.changes, currentStep: 6 },
      {
        actor: 'customer',
        actorUserId: extension.userId,
        action: 'subscription.extension_prefilled',
        data: { currentStep: 6 },
        requestId: context.requestId,
      },
    );
  } catch (error) {
    if (error instanceof RuleViolation || error instanceof AppError) return extension;
    throw error;
  }
}
