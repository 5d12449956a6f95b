import {
  isLanguage,
  ZErrorAnswer,
  ZSendSigningCodeBody,
  ZSignatureStatusAnswer,
  ZSignBody,
  ZSigningCodeAnswer,
  ZSigningRequestAnswer,
} from '@bi/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { contextOf } from '../../lib/request-context';
import { createSigningProvider } from '../../providers/signing/internal-signing-provider';
import { readCurrentCertificate } from '../certificates/current-certificate';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_ROUTE, ZIdParams } from '../subscriptions/route-schemas';
import { renderContractPdf } from '../documents/contract-pdf';
import { sendSigningCode } from './send-signing-code';
import { signatureStatus } from './signature-status';
import { signContract } from './sign-contract';
import { readSignedContract } from '../documents/signed-contract';
import { findSigningRequest, readSigningRequest } from './signing-request';
import { actorOf } from '../../lib/request-actor';
import { subscriptionIn } from '../subscriptions/subscription-scope';

const tags = ['signature'];
const ZDemandeParams = z.object({ demande: z.string().max(64) });
const errors = { 400: ZErrorAnswer, 404: ZErrorAnswer, 409: ZErrorAnswer, 422: ZErrorAnswer };
/** A code asked too soon or too often: when the next one can be sent. */
// `resend_in` when the code's own delay refused; absent when the per-address request budget did.
const ZCodeRefused = ZErrorAnswer.extend({ resend_in: z.number().int().optional() });

/** Shown in the page or a new tab, never kept by a cache: it carries personal data. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/**
 * Electronic signature. The signing page's calls are public: the `demande` id in the link is random
 * and unguessable, and signing needs the code sent by SMS to the subscription's verified phone too.
 * The status call is the customer's own (bearer).
 */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  const signing = createSigningProvider(config);
  const deps = { db: app.db, config, storage: app.fileStorage, pdf: app.pdf, signing };

  app.get(
    '/signature/requests/:demande',
    {
      schema: {
        tags,
        description:
          'What the signing page shows: the subscription code, the masked phone, the resend delay, and whether ' +
          'the code already sent can still sign (`code_alive`: the page then sends none as it opens).',
        params: ZDemandeParams,
        response: { 200: ZSigningRequestAnswer, ...errors },
      },
    },
    async (request) => readSigningRequest(app.db, config, request.params.demande, app.clock.now()),
  );

  app.get(
    '/signature/requests/:demande/document',
    {
      schema: {
        tags,
        description:
          'The contract to sign, as a PDF marked as a draft; once signed, the sealed contract as archived.',
        params: ZDemandeParams,
      },
    },
    async (request, reply) => {
      const { request: signatureRequest, subscription } = await findSigningRequest(
        app.db,
        request.params.demande,
        { now: app.clock.now() },
      );
      const fileName = `${subscription.codeStr}.pdf`;
      if (signatureRequest.status !== 'signed') {
        // The language the contract will be sealed in, so the signer reads what they sign.
        const language = isLanguage(signatureRequest.language) ? signatureRequest.language : request.language;
        return sendPdf(
          reply,
          fileName,
          await renderContractPdf(app.db, app.pdf, subscription, language, app.clock.now()),
        );
      }
      const sealed = await readSignedContract(app.db, app.fileStorage, subscription.id);
      if (!sealed) throw new Error(`subscription ${subscription.id}: signed, but no contract is archived`);
      return sendPdf(reply, fileName, sealed);
    },
  );

  app.get(
    '/signature/requests/:demande/certificate',
    {
      schema: {
        tags,
        description:
          'Once signed, the insurance certificate in force, so that a signer who is not signed in leaves the ' +
          'signing page with both documents (the request id is the key, as for the contract). 404 before.',
        params: ZDemandeParams,
        response: { 404: ZErrorAnswer },
      },
    },
    async (request, reply) => {
      const { request: signatureRequest, subscription } = await findSigningRequest(
        app.db,
        request.params.demande,
        { now: app.clock.now() },
      );
      const certificate =
        signatureRequest.status === 'signed'
          ? await readCurrentCertificate(app.db, app.fileStorage, subscription.id)
          : undefined;
      if (!certificate) throw new AppError(404, 'certificate.notFound');
      return sendPdf(reply, `${certificate.number}.pdf`, certificate.bytes);
    },
  );

  app.post(
    '/signature/requests/:demande/code',
    {
      schema: {
        tags,
        description:
          "Sends a 6-digit signing code by SMS to the subscription's verified phone (60 s apart, capped per hour). " +
          'Without `resend` (the page opening), a code still alive is kept and none is sent (`sent: false`), so ' +
          'a reload or a second tap on the link never voids the SMS already received; `resend: true` replaces it.',
        params: ZDemandeParams,
        body: ZSendSigningCodeBody.nullish(),
        response: { 200: ZSigningCodeAnswer, 429: ZCodeRefused, ...errors },
      },
    },
    async (request, reply) => {
      const { status, body } = await sendSigningCode(
        app.db,
        config,
        request.params.demande,
        request.body ?? {},
        contextOf(request),
      );
      return reply.status(status).send(body);
    },
  );

  app.post(
    '/signature/requests/:demande/sign',
    {
      schema: {
        tags,
        description:
          'Checks the SMS code (a wrong one is a 422 on `code`; too many tries lock it), then seals the contract ' +
          '(PAdES), archives it, moves the subscription from paid to signed, issues the certificate and mails ' +
          'both; the code is spent only once all of it is done. A request already signed, or signed by a ' +
          'simultaneous call, is a 409 whatever the code; so is a subscription changed while its documents ' +
          'were being rendered (the code kept, to try again).',
        params: ZDemandeParams,
        body: ZSignBody,
        response: { 200: ZSigningRequestAnswer, 429: ZErrorAnswer, ...errors },
      },
    },
    async (request) => signContract(deps, request.params.demande, request.body.code, contextOf(request)),
  );

  app.get(
    '/users/souscriptions/:id/signature',
    {
      onRequest: app.authenticate,
      schema: {
        ...SUBSCRIPTION_ROUTE,
        tags,
        description:
          "The signature page's status call, which spec §7 leaves open: the subscription's `statut`, its latest " +
          "signature request (`demande`: id, status pending | signed | cancelled, the signing page's address while " +
          'it can still be signed, the signing time) or null before payment, and which documents exist: ' +
          '`contract` once the sealed contract is archived (GET …/{id}/pdf then serves it), `certificate` once ' +
          "the insurance certificate is issued. Asked on load and on Refresh; only the owner's subscription.",
        params: ZIdParams,
        response: { 200: ZSignatureStatusAnswer, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) => {
      const row = await subscriptionIn(app.db, actorOf(request, 'customer'), request.params.id);
      return signatureStatus(app.db, row, config.publicUrl, app.clock.now());
    },
  );
};

export default routes;
