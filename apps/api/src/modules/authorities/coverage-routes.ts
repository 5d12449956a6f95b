import { formatDisplayDate, ZCoverageAnswer, ZCoverageQuery, ZErrorAnswer } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { authorityOf, type TAuthority, type TKeyRefusal } from './authority-of';
import { checkCoverage } from './check-coverage';
import { spendLookup } from './lookup-budget';
import { recordRefusal } from './lookup-refusal';

/** No key says which header to send; an unknown and a revoked key are alike; an expired one says so. */
function keyRefusal(reason: TKeyRefusal, authority: TAuthority | undefined): AppError {
  if (reason === 'no_key') return new AppError(401, 'authorities.keyRequired');
  if (reason === 'expired' && authority)
    return new AppError(401, 'authorities.keyExpired', { day: formatDisplayDate(authority.expiresOn) });
  return new AppError(401, 'authorities.keyRefused');
}

/** The authorities' check by plate (police, customs), one key per authority (decision 047). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coverage',
    {
      schema: {
        tags: ['authorities'],
        security: [{ authorityKey: [] }],
        description:
          "Whether a vehicle is covered today in Morocco, until when and by which certificate: nothing about the person insured. `Authorization: Bearer <key>` with the authority's key; a missing, unknown, revoked or expired key is a 401; past the key's lookups per minute or per hour a 429 with `Retry-After`. Plates are compared without spaces, dashes, dots or case. Every answer is in the audit log, and every refusal too, counted by caller, reason and minute (never the plate).",
        querystring: ZCoverageQuery,
        response: { 200: ZCoverageAnswer, 400: ZErrorAnswer, 401: ZErrorAnswer, 429: ZErrorAnswer },
      },
    },
    async (request, reply) => {
      // Judged on the day, and a revocation must show at once: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      const refusal = { source: request.ip, now: app.clock.now(), requestId: request.id };
      const caller = await authorityOf(app.db, request.headers.authorization, app.clock.today());
      if (caller.refused) {
        await recordRefusal(app.db, { ...refusal, reason: caller.refused, authority: caller.authority });
        throw keyRefusal(caller.refused, caller.authority);
      }
      const { authority } = caller;
      const budget = await spendLookup(app.db, authority);
      if (budget.refused) {
        await recordRefusal(app.db, { ...refusal, reason: budget.refused, authority });
        reply.header('retry-after', String(budget.retryInSeconds));
        throw new AppError(429, 'http.tooManyRequests', { seconds: budget.retryInSeconds });
      }
      return checkCoverage(app.db, authority, {
        plate: request.query.plate,
        today: app.clock.today(),
        requestId: request.id,
      });
    },
  );
};

export default routes;
