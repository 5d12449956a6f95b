import { STEP_PAGES, type TResumeTarget } from '@bi/domain';

/**
 * Every screen of the flow under /souscriptions (spec §2), the steps in the domain's order. Free of the
 * steps' schemas, so the landing and the offer page link into the flow without bringing zod.
 */
export const FLOW_PAGES = [
  'commencer',
  'email',
  'password',
  ...STEP_PAGES,
  'payment',
  // Where the payment gateway sends the browser back after a refusal (PAYMENT_RETURN_PAGES.fail).
  'paiement-refuse',
  'signature',
] as const;
export type TFlowPage = (typeof FLOW_PAGES)[number];

export const FLOW_ROOT = '/souscriptions';

/** The address of a flow screen; only the pages above type-check. */
export const flowPath = (page: TFlowPage | TResumeTarget) => `${FLOW_ROOT}/${page}` as const;
