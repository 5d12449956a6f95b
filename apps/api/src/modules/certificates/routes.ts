import { ZErrorAnswer, ZVerificationAnswer, customerActor } from '@bi/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { LINK_TTL_SECONDS, linkOrBearer, signLink } from '../../lib/signed-link';
import { readCurrentCertificate } from './current-certificate';
import { recordMiss, refuseAfterTooManyMisses } from './verification-misses';
import { verifyCertificate } from './verify-certificate';
import { customerOf } from '../../lib/request-actor';
import { subscriptionIn } from '../subscriptions/subscription-scope';

const ZIdParams = z.object({ id: z.string().max(64) });

/** Certificates: download by the customer, and the public verification behind the QR code. */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  /** The customer's own certificate in force; another customer's subscription answers as unknown. */
  async function ownCertificate(id: string, userId: string) {
    const row = await subscriptionIn(app.db, customerActor(userId), id);
    const certificate = await readCurrentCertificate(app.db, app.fileStorage, row.id);
    if (!certificate) throw new AppError(404, 'certificate.notFound');
    return { row, certificate };
  }

  app.post(
    '/users/souscriptions/:id/certificate-link',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['documents'],
        security: [{ bearer: [] }],
        params: ZIdParams,
        response: {
          200: z.object({ url: z.string(), expires_in: z.number() }),
          401: ZErrorAnswer,
          404: ZErrorAnswer,
        },
      },
    },
    async (request) => {
      const { row } = await ownCertificate(request.params.id, customerOf(request).id);
      const token = await signLink(config.jwtSecret, {
        purpose: 'certificate_pdf',
        subscriptionId: row.id,
        userId: customerOf(request).id,
        language: request.language,
      });
      return {
        url: `/api/v1/users/souscriptions/${row.id}/certificate?token=${token}`,
        expires_in: LINK_TTL_SECONDS,
      };
    },
  );

  app.get(
    '/users/souscriptions/:id/certificate',
    {
      schema: {
        tags: ['documents'],
        params: ZIdParams,
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
      onRequest: linkOrBearer(app, config.jwtSecret, 'certificate_pdf'),
    },
    async (request, reply) => {
      const { certificate } = await ownCertificate(request.params.id, customerOf(request).id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${certificate.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(certificate.bytes);
    },
  );

  app.get(
    '/verification/:code',
    {
      schema: {
        tags: ['verification'],
        params: z.object({ code: z.string().max(64) }),
        response: { 200: ZVerificationAnswer, 404: ZErrorAnswer, 429: ZErrorAnswer },
      },
    },
    async (request, reply) => {
      // Judged on the day, and a revocation must show at once: never kept by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      await refuseAfterTooManyMisses(app.db, request.ip, config.verificationMissesPer10MinutesPerIp);
      const answer = await verifyCertificate(
        app.db,
        request.params.code,
        request.language,
        app.clock.today(),
      );
      if (!answer) {
        await recordMiss(app.db, request.ip);
        throw new AppError(404, 'verification.notFound');
      }
      return answer;
    },
  );
};

export default routes;
