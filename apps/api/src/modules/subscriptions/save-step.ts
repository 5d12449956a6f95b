import {
  canSaveStep,
  carriesDocuments,
  carriesVehicle,
  coverWithoutChoice,
  isEditable,
  stepAfter,
  transition,
  type TCustomerActor,
  type TStepBody,
  type TStepNumber,
  type TTariffTable,
} from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TTariffBook } from '../tariffs/tariff-book';
import { assertFresh } from './optimistic-lock';
import { listOffersForSubscription } from './list-offers-for-subscription';
import { updateSubscription, type TSubscriptionRow } from './repository';
import { applyContact } from './steps/step-0-contact';
import { applyResidence } from './steps/step-1-residence';
import { applyOffice } from './steps/step-2-office';
import { applyVehicle } from './steps/step-3-vehicle';
import { applyPeriod } from './steps/step-4-period';
import { applyCover } from './steps/step-5-cover';
import { applyConfirmation } from './steps/step-6-confirm';
import { applyDocuments } from './steps/step-7-documents';
import type { TStepContext, TStepOutcome } from './steps/step-context';
import { subscriptionIn } from './subscription-scope';

type TApplier<N extends TStepNumber> = (
  context: TStepContext,
  body: TStepBody<N>,
) => TStepOutcome | Promise<TStepOutcome>;

/** One typed applier per step of the domain's step map. */
const APPLIERS: { [N in TStepNumber]: TApplier<N> } = {
  0: (context, body) => applyContact(context.row.userInfo, body),
  1: applyResidence,
  2: applyOffice,
  3: applyVehicle,
  4: applyPeriod,
  5: applyCover,
  6: applyConfirmation,
  7: applyDocuments,
};

/** The quote's steps: changing one of them after confirmation asks for a new confirmation. */
const LAST_QUOTE_STEP = 5;

type TWrite<N extends TStepNumber> = {
  tx: TTransaction;
  row: TSubscriptionRow;
  step: N;
  body: TStepBody<N>;
  actor: TCustomerActor;
  context: TRequestContext;
  tariffs: readonly TTariffTable[];
  passed?: true;
};

/** One step applied to the locked row and written with its audit line. */
async function writeStep<N extends TStepNumber>(write: TWrite<N>) {
  const { tx, row, step, body, actor, context, tariffs, passed } = write;
  const applier: TApplier<N> = APPLIERS[step];
  const outcome = await applier(
    {
      tx,
      row,
      userId: actor.userId,
      language: context.language,
      ip: context.ip,
      today: context.today,
      tariffs,
    },
    body,
  );
  const carried = {
    extended_from: row.extendedFromId,
    vehicule_info: row.vehiculeInfo,
    user_info: row.userInfo,
    documents_info: row.documentsInfo,
  };
  let currentStep = stepAfter(step, row.currentStep, carriesVehicle(carried), carriesDocuments(carried));
  if (outcome.redoFrom !== undefined) currentStep = Math.min(currentStep, outcome.redoFrom);
  // A change to the quote after its confirmation reopens it: it must be confirmed again.
  const reopens = step <= LAST_QUOTE_STEP && row.statut === 'confirmed';
  if (reopens) currentStep = Math.min(currentStep, 6);

  return updateSubscription(
    tx,
    row,
    { ...outcome.changes, currentStep },
    {
      event: reopens ? 'reopen' : outcome.event,
      actor,
      action: `subscription.step${step}_saved`,
      data: { currentStep, ...(passed && { passedAfterStep4: true }) },
      requestId: context.requestId,
    },
  );
}

/**
 * Step 5 saved by the server after step 4 when it leaves nothing to choose (decisions 031, 049): the
 * one pack with the trailer step 4 asked, judged like any step-5 choice. Only where step 4 left no
 * cover (first time, or a new period that cleared it): a cover the customer chose stays theirs.
 */
async function passCoverWithoutChoice(write: Omit<TWrite<4>, 'step' | 'body' | 'passed'>, trailer: boolean) {
  const { row, context, tariffs } = write;
  if (row.packInfo !== null) return row;
  const cover = coverWithoutChoice(listOffersForSubscription(row, context.today, tariffs), trailer);
  if (!cover) return row;
  return writeStep({ ...write, step: 5, body: cover, passed: true });
}

/**
 * Saves one step: the caller's own subscription, not paid yet, with every earlier step done, read at
 * the version the caller last saw. A change that clears later data moves current_step back to the first
 * step to do again; a change to the quote after its confirmation reopens it (back to simulation).
 */
export async function saveStep<N extends TStepNumber>(
  db: TDatabase,
  request: { actor: TCustomerActor; id: string; step: N; body: TStepBody<N>; expectedVersion?: number },
  context: TRequestContext,
  tariffBook: TTariffBook,
) {
  const { actor, step } = request;
  const tariffs = await tariffBook.approved();
  return db.transaction(async (tx) => {
    const row = await subscriptionIn(tx, actor, request.id, { lock: true });
    assertFresh(row, request.expectedVersion);
    if (!isEditable(row.statut)) transition(row.statut, 'reopen');
    if (!canSaveStep(step, row.currentStep))
      throw new AppError(409, 'subscription.stepOutOfOrder', { step: row.currentStep });

    const saved = await writeStep({ tx, row, step, body: request.body, actor, context, tariffs });
    const trailer = step === 4 ? (request.body as TStepBody<4>).remorque : undefined;
    if (trailer === undefined) return saved;
    return passCoverWithoutChoice({ tx, row: saved, actor, context, tariffs }, trailer);
  });
}
