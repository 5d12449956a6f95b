import {
  ZErrorAnswer,
  ZQueueAnswer,
  ZQueueQuery,
  ZStaffLanguageBody,
  ZStaffMe,
  ZStaffVerificationAnswer,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, customerOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import { listQueue } from './list-queue';
import { BACKOFFICE_ERRORS, BACKOFFICE_ROUTE } from './route-schemas';
import { scanCertificate } from './scan-certificate';
import { setStaffLanguage } from './set-staff-language';
import { staffMe } from './staff-me';

/** The counter's entry: who is signed in and in which language, what waits, a scanned certificate. */
const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          'The signed-in staff member and the offices they act for (every active office for an administrator).',
        response: { 200: ZStaffMe, 401: ZErrorAnswer, 403: ZErrorAnswer },
      },
    },
    async (request) => staffMe(app.db, actorOf(request, 'staff'), customerOf(request)),
  );

  app.put(
    '/me/language',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "The staff member's language, chosen in the console: kept on their account, the back office opens in it on any device and their mails follow it (a sign-in does not change it).",
        body: ZStaffLanguageBody,
        response: { 200: ZStaffMe, 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer },
      },
    },
    async (request) =>
      setStaffLanguage(app.db, actorOf(request, 'staff'), customerOf(request), request.body.language),
  );

  app.get(
    '/queue',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "What waits at the caller's counters: paid or signed contracts whose certificate is not handed over yet, effect date today first, then the coming ones, then the past ones, with each one's documents still to check. `office` narrows to one of the caller's offices (another office's id narrows to nothing: an empty list). With `q`, a search among the offices' paid, signed and cancelled contracts, handed over or not, by code, plate, insured name or certificate number; `counts` stay those of the queue.",
        querystring: ZQueueQuery,
        response: { 200: ZQueueAnswer, ...BACKOFFICE_ERRORS },
      },
    },
    async (request) => listQueue(app.db, actorOf(request, 'staff'), request.query, app.clock.today()),
  );

  app.get(
    '/verification/:code',
    {
      schema: {
        ...BACKOFFICE_ROUTE,
        description:
          "A scanned certificate (its QR code's code; at the caller's offices, also its number or the contract's code): its validity as anyone sees it, plus, for a contract of the caller's offices, the insured's name, identity number, status and handover (`contract`, null for another office's).",
        params: z.object({ code: z.string().max(64) }),
        response: { 200: ZStaffVerificationAnswer, ...BACKOFFICE_ERRORS },
      },
    },
    async (request, reply) => {
      // Judged on the day, and a revocation must show at once.
      reply.header('cache-control', 'no-store');
      return scanCertificate(app.db, actorOf(request, 'staff'), request.params.code, contextOf(request));
    },
  );
};

export default queueRoutes;
