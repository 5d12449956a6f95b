import { ZErrorAnswer } from '@bi/domain';
import { z } from 'zod';

/** What every route on a customer's subscription shares in its OpenAPI description. */
export const SUBSCRIPTION_ROUTE = { tags: ['subscriptions'], security: [{ bearer: [] }] };

export const SUBSCRIPTION_ERRORS = {
  400: ZErrorAnswer,
  401: ZErrorAnswer,
  404: ZErrorAnswer,
  409: ZErrorAnswer,
  422: ZErrorAnswer,
};

/** A subscription's id in a path: opaque; a malformed one is the same 404 as another customer's. */
export const ZIdParams = z.object({ id: z.string().max(64) });
