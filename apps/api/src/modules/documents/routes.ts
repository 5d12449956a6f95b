import { isLanguage, ZErrorAnswer, customerActor } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { LINK_TTL_SECONDS, linkOrBearer, signLink } from '../../lib/signed-link';
import { renderContractPdf } from './contract-pdf';
import { readSignedContract } from './signed-contract';
import { ownArchivedDocument } from './own-archived-document';
import { customerOf } from '../../lib/request-actor';
import { subscriptionIn } from '../subscriptions/subscription-scope';

const tags = ['documents'];
const ZIdParams = z.object({ id: z.string().max(64) });
const ZArchivedParams = ZIdParams.extend({ documentId: z.string().max(64) });
const ZLinkAnswer = z.object({ url: z.string(), expires_in: z.number() });

/**
 * GET /users/souscriptions/{id}/pdf opened in a new tab through a short-lived link, or with the bearer:
 * the draft rendered on demand, or once signed the sealed contract as archived. GET …/{id}/archive/
 * {documentId} the same way: any sealed document of the contract, replaced ones included.
 */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  async function ownQuote(id: string, userId: string) {
    const row = await subscriptionIn(app.db, customerActor(userId), id);
    if (!row.simulationResult) throw new AppError(409, 'subscription.quoteNotReady');
    return row;
  }

  app.post(
    '/:id/pdf-link',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: {
          200: ZLinkAnswer,
          401: ZErrorAnswer,
          404: ZErrorAnswer,
          409: ZErrorAnswer,
        },
      },
    },
    async (request) => {
      const row = await ownQuote(request.params.id, customerOf(request).id);
      const token = await signLink(config.jwtSecret, {
        purpose: 'contract_pdf',
        subscriptionId: row.id,
        userId: customerOf(request).id,
        language: request.language,
      });
      return {
        url: `/api/v1/users/souscriptions/${row.id}/pdf?token=${token}&lng=${request.language}`,
        expires_in: LINK_TTL_SECONDS,
      };
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags,
        params: ZIdParams,
        querystring: z.object({ token: z.string().max(2000).optional(), lng: z.string().max(5).optional() }),
      },
      onRequest: linkOrBearer(app, config.jwtSecret, 'contract_pdf'),
    },
    async (request, reply) => {
      const row = await ownQuote(request.params.id, customerOf(request).id);
      const language = isLanguage(request.query.lng) ? request.query.lng : request.language;
      // Once signed, the contract is the sealed one as archived, never a new rendering of it.
      const pdf =
        (await readSignedContract(app.db, app.fileStorage, row.id)) ??
        (await renderContractPdf(app.db, app.pdf, row, language, app.clock.now()));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${row.codeStr}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  const archived = (request: { params: { id: string; documentId: string }; user: { id: string } | null }) =>
    ownArchivedDocument(
      { db: app.db, storage: app.fileStorage },
      {
        userId: customerOf(request).id,
        subscriptionId: request.params.id,
        documentId: request.params.documentId,
      },
    );

  app.post(
    '/:id/archive/:documentId/link',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        description:
          'A five-minute address of one sealed document of the contract (see `archive` in the answer).',
        params: ZArchivedParams,
        response: { 200: ZLinkAnswer, 401: ZErrorAnswer, 404: ZErrorAnswer },
      },
    },
    async (request) => {
      const { subscription, document } = await archived(request);
      const token = await signLink(config.jwtSecret, {
        purpose: 'archived_pdf',
        subscriptionId: subscription.id,
        userId: customerOf(request).id,
        language: request.language,
      });
      return {
        url: `/api/v1/users/souscriptions/${subscription.id}/archive/${document.id}?token=${token}`,
        expires_in: LINK_TTL_SECONDS,
      };
    },
  );

  app.get(
    '/:id/archive/:documentId',
    {
      schema: {
        tags,
        params: ZArchivedParams,
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
      onRequest: linkOrBearer(app, config.jwtSecret, 'archived_pdf'),
    },
    async (request, reply) => {
      const { document, bytes } = await archived(request);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${document.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default routes;
