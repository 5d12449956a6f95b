import {
  resumeTarget,
  STEPS,
  type TResumeTarget,
  type TSouscriptionAnswer,
  type TStepNumber,
} from '@bi/domain';

/** Every screen of the flow under /souscriptions (spec §2), the steps in the domain's order. */
export const FLOW_PAGES = [
  'commencer',
  'email',
  'password',
  ...STEPS.map((entry) => entry.page),
  'payment',
  // Where the payment gateway sends the browser back after a refusal (PAYMENT_RETURN_PAGES.fail).
  'paiement-refuse',
  'signature',
] as const;
export type TFlowPage = (typeof FLOW_PAGES)[number];

export const FLOW_ROOT = '/souscriptions';

/** The address of a flow screen; only the pages above type-check. */
export const flowPath = (page: TFlowPage | TResumeTarget) => `${FLOW_ROOT}/${page}` as const;

/** The screen of a step, from the domain's step map. */
export const stepPath = (step: TStepNumber) => flowPath(STEPS[step].page);

/** Where Next leads after saving a step: the following step, or the payment page after the last. */
export function nextAfterStep(step: TStepNumber) {
  const next = STEPS.find((entry) => entry.step === step + 1);
  return next ? flowPath(next.page) : flowPath('payment');
}

/** Where a subscription is taken up again (spec §4), its effect date judged on the server's today. */
export const resumePath = (
  subscription: Pick<TSouscriptionAnswer, 'current_step' | 'statut' | 'periode_info' | 'today'>,
) =>
  flowPath(
    resumeTarget(
      subscription.current_step,
      subscription.statut,
      subscription.periode_info?.date_effet,
      subscription.today,
    ),
  );
