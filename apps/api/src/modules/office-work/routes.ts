import {
  ZErrorAnswer,
  ZRefundDoneBody,
  ZRefundItem,
  ZRefundList,
  ZRefundQuery,
  ZTerminationApplyBody,
  ZTerminationItem,
  ZTerminationList,
  ZTerminationQuery,
  ZTerminationRefuseBody,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { contextOf } from '../../lib/request-context';
import { applyTermination } from './apply-termination';
import { listRefunds } from './list-refunds';
import { listTerminations } from './list-terminations';
import { recordRefund } from './record-refund';
import { refuseTermination } from './refuse-termination';
import { actorOf } from '../../lib/request-actor';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer, 404: ZErrorAnswer };
const WRITE_ERRORS = { ...ERRORS, 409: ZErrorAnswer };
/** An id in a path: opaque; a malformed one is the same 404 as another office's. */
const ZIdParams = z.object({ id: z.string().max(64) });

/** The offices' terminations and refunds: a clerk sees and decides their own offices' only. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/terminations',
    {
      schema: {
        ...ROUTE,
        description:
          "The termination requests of the caller's offices (or of one of them: `office`) in one status (open by default), those of the contracts `q` finds if given: open ones oldest first, decided ones last decided first. Each names its office; an open one says what applying it today would refund.",
        querystring: ZTerminationQuery,
        response: { 200: ZTerminationList, ...ERRORS },
      },
    },
    async (request) => listTerminations(app.db, actorOf(request, 'staff'), request.query, app.clock.today()),
  );

  app.post(
    '/terminations/:id/apply',
    {
      schema: {
        ...ROUTE,
        description:
          "Terminates the contract today: status cancelled through the lifecycle, its certificate revoked (the verification answers `cancelled`), the premium of the days left refunded pro rata without the stamp (due in 20 working days), the customer mailed. An optional note is kept as the decision's reason. A request already decided is a 409.",
        params: ZIdParams,
        body: ZTerminationApplyBody,
        response: { 200: ZTerminationItem, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      applyTermination(
        app.db,
        actorOf(request, 'staff'),
        { id: request.params.id, note: request.body?.note },
        contextOf(request),
      ),
  );

  app.post(
    '/terminations/:id/refuse',
    {
      schema: {
        ...ROUTE,
        description:
          'Refuses the request with a reason the customer reads in their mail; the contract stays in force. A request already decided is a 409.',
        params: ZIdParams,
        body: ZTerminationRefuseBody,
        response: { 200: ZTerminationItem, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      refuseTermination(
        app.db,
        actorOf(request, 'staff'),
        { id: request.params.id, reason: request.body.reason },
        contextOf(request),
      ),
  );

  app.get(
    '/refunds',
    {
      schema: {
        ...ROUTE,
        description:
          "The refunds of the caller's offices (or of one of them: `office`), cancellations and terminations, in one status, those of the contracts `q` finds if given: pending ones by due date, the overdue first (due before the server's today); refunded ones last made first. Each names its office.",
        querystring: ZRefundQuery,
        response: { 200: ZRefundList, ...ERRORS },
      },
    },
    async (request) => listRefunds(app.db, actorOf(request, 'staff'), request.query, app.clock.today()),
  );

  app.post(
    '/refunds/:id/refunded',
    {
      schema: {
        ...ROUTE,
        description:
          "Records the refund as made, with the bank's or the gateway's reference; the customer is mailed and their card shows it refunded. Recording it twice is a 409.",
        params: ZIdParams,
        body: ZRefundDoneBody,
        response: { 200: ZRefundItem, ...WRITE_ERRORS },
      },
    },
    async (request) =>
      recordRefund(
        app.db,
        actorOf(request, 'staff'),
        { id: request.params.id, reference: request.body.reference },
        contextOf(request),
      ),
  );
};

export default routes;
