import {
  canSaveStep,
  isEditable,
  LAST_STEP,
  STEP_SCHEMAS,
  type TStep0,
  type TStep1,
  type TStep2,
  type TStep3,
  type TStep4,
  type TStep5,
  type TStep7,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../auth/request-context';
import { findOwnSubscription, updateSubscription } from './repository';
import { applyContact } from './steps/step-0-contact';
import { applyResidence } from './steps/step-1-residence';
import { applyOffice } from './steps/step-2-office';
import { applyVehicle } from './steps/step-3-vehicle';
import { applyPeriod } from './steps/step-4-period';
import { applyCover } from './steps/step-5-cover';
import { applyConfirmation } from './steps/step-6-confirm';
import { applyDocuments } from './steps/step-7-documents';
import type { TStepContext, TStepOutcome } from './steps/step-context';

const APPLIERS: ((context: TStepContext, body: never) => TStepOutcome | Promise<TStepOutcome>)[] = [
  (context, body: TStep0) => applyContact(context, body),
  (context, body: TStep1) => applyResidence(context, body),
  (context, body: TStep2) => applyOffice(context, body),
  (context, body: TStep3) => applyVehicle(context, body),
  (context, body: TStep4) => applyPeriod(context, body),
  (context, body: TStep5) => applyCover(context, body),
  (context) => applyConfirmation(context),
  (context, body: TStep7) => applyDocuments(context, body),
];

/**
 * Saves one step: the caller's own subscription, not paid yet, with every earlier step done. A change
 * that clears later data moves current_step back to the first step to do again; a change to the quote
 * after its confirmation returns it to simulation.
 */
export async function saveStep(
  db: TDatabase,
  userId: string,
  id: string,
  step: number,
  rawBody: unknown,
  context: TRequestContext,
) {
  const body = STEP_SCHEMAS[step]!.parse(rawBody ?? {});
  return db.transaction(async (tx) => {
    const row = await findOwnSubscription(tx, id, userId, { lock: true });
    if (!row) throw new AppError(404, 'subscription.notFound');
    if (!isEditable(row.statut)) throw new AppError(409, 'subscription.notEditable');
    if (!canSaveStep(step, row.currentStep))
      throw new AppError(409, 'subscription.stepOutOfOrder', { step: row.currentStep });

    const outcome = await APPLIERS[step]!({ tx, row, userId, language: context.language }, body as never);
    let currentStep = Math.max(row.currentStep, Math.min(step + 1, LAST_STEP));
    if (outcome.redoFrom !== undefined) currentStep = Math.min(currentStep, outcome.redoFrom);
    let statut = outcome.changes.statut ?? row.statut;
    if (step <= 5 && row.statut === 'confirmed') {
      statut = 'simulation';
      currentStep = Math.min(currentStep, 6);
    }

    const updated = await updateSubscription(tx, row, { ...outcome.changes, statut, currentStep });
    await audit(tx, {
      actorUserId: userId,
      action: `subscription.step${step}_saved`,
      entityType: 'subscription',
      entityId: row.id,
      fromStatus: row.statut,
      toStatus: statut,
      data: { currentStep },
      requestId: context.requestId,
    });
    return updated;
  });
}
