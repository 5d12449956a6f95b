import { ZErrorAnswer } from '@bi/domain';
import { z } from 'zod';

/** What every counter route shares in its OpenAPI description. */
export const BACKOFFICE_ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };

export const BACKOFFICE_ERRORS = {
  400: ZErrorAnswer,
  401: ZErrorAnswer,
  403: ZErrorAnswer,
  404: ZErrorAnswer,
};

/** A subscription's id in a path: opaque; a malformed one is the same 404 as another office's. */
export const ZIdParams = z.object({ id: z.string().max(64) });
