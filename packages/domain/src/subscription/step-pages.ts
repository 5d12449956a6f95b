/**
 * The flow page of each step, 0 to 7 (spec §2), without the step's body schema: a page that only
 * links into the flow (the landing) takes its address from here without bringing zod along.
 */
export const STEP_PAGES = ['create', 'step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7'] as const;
export type TStepPage = (typeof STEP_PAGES)[number];
