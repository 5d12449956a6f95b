import { ALL_STEPS_DONE } from '../contracts/steps';

/**
 * The funnel's stages in order: a subscription opened (step 0 saved with it), each step of the flow
 * reached (its `current_step` at or past it: the steps before are saved), every step done (ready to
 * pay), paid, signed. Each stage counts the subscriptions of the period that got that far, so each is at
 * most the one before.
 */
export const FUNNEL_STAGES = [
  'started',
  'step1',
  'step2',
  'step3',
  'step4',
  'step5',
  'step6',
  'step7',
  'ready_to_pay',
  'paid',
  'signed',
] as const;
export type TFunnelStage = (typeof FUNNEL_STAGES)[number];

/** The `current_step` a stage of the flow needs; paid and signed are read from their own dates. */
export const stepOfStage = (stage: TFunnelStage): number | null =>
  stage === 'started'
    ? 0
    : stage === 'ready_to_pay'
      ? ALL_STEPS_DONE
      : stage.startsWith('step')
        ? Number(stage.slice(4))
        : null;

/**
 * Where an unpaid subscription stopped: the step it is at (`step0` is the contact details), or
 * `payment` once every step is done. Its end is told beside it: still open, expired (its effect date
 * passed unpaid) or cancelled by the customer.
 */
export const STOP_POINTS = [
  'step0',
  'step1',
  'step2',
  'step3',
  'step4',
  'step5',
  'step6',
  'step7',
  'payment',
] as const;
export type TStopPoint = (typeof STOP_POINTS)[number];

export const stopPointOf = (currentStep: number): TStopPoint =>
  STOP_POINTS[Math.min(Math.max(0, currentStep), ALL_STEPS_DONE)] ?? 'payment';
