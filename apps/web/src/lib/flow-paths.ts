import { nextStep, resumeTarget, STEPS, type TSouscriptionAnswer, type TStepNumber } from '@bi/domain';
import { flowPath } from './flow-pages';

/** The screen of a step, from the domain's step map. */
export const stepPath = (step: TStepNumber) => flowPath(STEPS[step].page);

/**
 * Where Next leads after saving a step: the following step (the domain's nextStep: an extension whose
 * vehicle is carried skips step 3, whose documents are carried skips step 7), or the payment page
 * after the last.
 */
export function nextAfterStep(step: TStepNumber, vehicleCarried = false, documentsCarried = false) {
  const following = nextStep(step, vehicleCarried, documentsCarried);
  const next = STEPS.find((entry) => entry.step === following);
  return next ? flowPath(next.page) : flowPath('payment');
}

/**
 * Where a subscription is taken up again (spec §4), its effect date judged on the server's today and
 * against the office its step 2 recorded.
 */
export const resumePath = (
  subscription: Pick<TSouscriptionAnswer, 'current_step' | 'statut' | 'periode_info' | 'user_info' | 'today'>,
) =>
  flowPath(
    resumeTarget(
      subscription.current_step,
      subscription.statut,
      subscription.periode_info?.date_effet,
      subscription.today,
      subscription.user_info.effetImmediat === true,
    ),
  );
