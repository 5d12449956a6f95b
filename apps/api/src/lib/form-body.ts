import type { FastifyInstance } from 'fastify';

/** The payment protocol posts small forms: a few dozen short fields. */
const FORM_BODY_LIMIT = 64 * 1024;

/**
 * Reads `application/x-www-form-urlencoded` bodies (what CMI and browsers returning from it send) as
 * a flat record of strings; a repeated name keeps its last value. Registered per plugin, so the JSON
 * API does not start accepting forms.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
