import {
  ZErrorAnswer,
  ZExtensionLinkAnswer,
  ZExtensionLinkBody,
  ZExtensionPayAnswer,
  ZExtensionPayBody,
} from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import { contextOf } from '../../lib/request-context';
import { ZIdParams } from '../subscriptions/route-schemas';
import { openExtension } from './open-extension';
import { payExtension } from './pay-extension';

const tags = ['extension link'];
const errors = { 400: ZErrorAnswer, 401: ZErrorAnswer, 404: ZErrorAnswer, 409: ZErrorAnswer };
const payErrors = { ...errors, 422: ZErrorAnswer };

/**
 * The renewal reminder's one-purpose link (decision 039). Public: the token in the link, signed with
 * the server's key, names the contract and its owner, and opens that contract's extension alone. The
 * token travels in the body, never in an address a proxy would log.
 */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const settings = { secret: config.jwtSecret, publicUrl: config.publicUrl };

  app.post(
    '/extension-links/:id',
    {
      schema: {
        tags,
        description:
          "Makes (or takes up) the extension of contract `id` for its owner and answers its quote, or the extension already paid with its signing page's address while the signature waits. No personal data.",
        params: ZIdParams,
        body: ZExtensionLinkBody,
        response: { 200: ZExtensionLinkAnswer, ...errors },
      },
    },
    async (request) =>
      openExtension(
        app.db,
        { ...settings, tariffs: app.tariffs },
        { id: request.params.id, token: request.body.token },
        contextOf(request),
      ),
  );

  app.post(
    '/extension-links/:id/pay',
    {
      schema: {
        tags,
        description:
          "Moves the extension to `office` if one is sent (step 2's rule: an open office of its city, else a 422), gives it `periode_Id` if one is sent (a period offered today, priced as `offered_periods` showed it, else a 422; required, else a 409, while the answer says `period_off`), confirms its quote if it is not yet, and answers the card payment page's address (as the pay link does).",
        params: ZIdParams,
        body: ZExtensionPayBody,
        response: { 200: ZExtensionPayAnswer, ...payErrors },
      },
    },
    async (request) =>
      payExtension(
        app.db,
        app.tariffs,
        config.jwtSecret,
        {
          id: request.params.id,
          token: request.body.token,
          office: request.body.office,
          periodeId: request.body.periode_Id,
        },
        contextOf(request),
      ),
  );
};

export default routes;
