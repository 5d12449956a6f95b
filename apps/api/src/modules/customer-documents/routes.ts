import { ZReplaceDocumentBody, ZReplaceDocumentParams, ZSouscriptionAnswer } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TConfig } from '../../config';
import { contextOf } from '../../lib/request-context';
import { loadAfterSaleOf } from '../subscriptions/after-sale-facts';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_ROUTE } from '../subscriptions/route-schemas';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';
import { replaceDocument } from './replace-document';
import { actorOf } from '../../lib/request-actor';

/** The customer's side of the offices' document checks: a rejected or unchecked document replaced. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  app.post(
    '/:id/documents/:kind',
    {
      onRequest: app.authenticate,
      schema: {
        ...SUBSCRIPTION_ROUTE,
        description:
          'Replaces a document of a paid or signed contract that the office rejected or has not checked yet, until the certificate is handed over; the new file (an upload of this customer) goes back to the office for checking.',
        params: ZReplaceDocumentParams,
        body: ZReplaceDocumentBody,
        response: { 200: ZSouscriptionAnswer, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) => {
      const row = await replaceDocument(
        { db: app.db, publicUrl: config.publicUrl },
        {
          actor: actorOf(request, 'customer'),
          id: request.params.id,
          kind: request.params.kind,
          fileId: request.body.file_id,
        },
        contextOf(request),
      );
      return toSouscriptionAnswer(row, app.clock.today(), await loadAfterSaleOf(app.db, row));
    },
  );
};

export default routes;
