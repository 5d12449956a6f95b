import { PAYMENT_RETURN_PAGES, RuleViolation, ZPayLinkAnswer } from '@bi/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { AppError } from '../../lib/app-error';
import { acceptsHtml, AUTO_SUBMIT_SCRIPT, AUTO_SUBMIT_SCRIPT_PATH } from '../../lib/auto-submit-form';
import { acceptFormBodies } from '../../lib/form-body';
import { readLink } from '../../lib/signed-link';
import { SUBSCRIPTION_ERRORS, SUBSCRIPTION_ROUTE, ZIdParams } from '../subscriptions/route-schemas';
import { handleCmiCallback } from './handle-callback';
import { issuePayLink } from './issue-pay-link';
import { CMI_CALLBACK_BODY_LIMIT } from './invalid-callbacks';
import { CMI_CALLBACK_PATH, CMI_FAIL_PATH, CMI_OK_PATH } from './payment-fields';
import { gatewayFormPage, paymentRefusalPage } from './payment-pages';
import { startPayment } from './start-payment';
import { customerOf } from '../../lib/request-actor';

const tags = ['payment'];
const API = '/api/v1';
/** What a gateway posts: flat text fields, a few dozen of them. */
const ZGatewayForm = z.record(z.string().max(100), z.string().max(4000));

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .send(html);

/**
 * Card payment through the CMI hosted page (3D_PAY_HOSTING): pay link, payment form, gateway callback,
 * browser returns. Only the verified callback changes a payment; the browser's return only leads on.
 */
const routes: FastifyPluginAsyncZod<{ config: TConfig }> = async (app, { config }) => {
  acceptFormBodies(app);
  const settings = { ...config.payment, publicUrl: config.publicUrl, clock: app.clock };

  app.post(
    '/users/souscriptions/:id/pay-link',
    {
      onRequest: app.authenticate,
      schema: {
        ...SUBSCRIPTION_ROUTE,
        description:
          "A five-minute address, good for this subscription's payment only, that the browser opens by navigation (`GET …/{id}/pay?token=…`). 409 unless ready to pay.",
        params: ZIdParams,
        response: { 200: ZPayLinkAnswer, ...SUBSCRIPTION_ERRORS },
      },
    },
    async (request) =>
      issuePayLink(app.db, config.jwtSecret, {
        userId: customerOf(request).id,
        subscriptionId: request.params.id,
        language: request.language,
        today: app.clock.today(),
      }),
  );

  app.get(
    '/users/souscriptions/:id/pay',
    {
      schema: {
        ...SUBSCRIPTION_ROUTE,
        security: [],
        description:
          'Spec §7: opens a payment attempt and answers the page that posts the signed CMI form to the gateway; a paid subscription goes on to the signature page (303), even once its link has expired (Back after paying), and never gets a new form.',
        params: ZIdParams,
        querystring: z.object({ token: z.string().max(4000).optional() }),
      },
    },
    async (request, reply) => {
      const link = await readLink(config.jwtSecret, 'payment', request.query.token ?? '', request.params.id);
      const language = link?.language ?? request.language;
      try {
        if (!link) throw new AppError(401, 'payment.linkExpired');
        const started = await startPayment(
          app.db,
          { ...link, subscriptionId: request.params.id, requestId: request.id, today: app.clock.today() },
          settings,
        );
        if (started.kind === 'already_paid') return reply.redirect(PAYMENT_RETURN_PAGES.ok, 303);
        return sendHtml(reply, 200, gatewayFormPage(started.gatewayUrl, started.fields, language));
      } catch (error) {
        // A browser that navigated here reads a page with the way back; other clients get `{ message }`.
        const expected = error instanceof AppError || error instanceof RuleViolation;
        if (!expected || !acceptsHtml(request.headers.accept)) throw error;
        const back = error.status === 404 ? '/souscriptions/commencer' : '/souscriptions/payment';
        return sendHtml(reply, error.status, paymentRefusalPage(language, error.key, back));
      }
    },
  );

  app.get(AUTO_SUBMIT_SCRIPT_PATH.slice(API.length), { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(AUTO_SUBMIT_SCRIPT),
  );

  app.post(
    CMI_CALLBACK_PATH.slice(API.length),
    {
      // Every callback comes from the gateway's few addresses: a busy evening must not have the
      // per-address budget refuse them (each one is checked by its HASH instead).
      config: { rateLimit: false },
      // A real callback is the merchant's form echoed with the gateway's result: a few dozen short
      // fields, 0.7 kB from the sandbox and a few kB from CMI with its 3-D Secure fields. 16 kB
      // leaves room for more, while a larger body is refused (413) before it is read whole or stored.
      bodyLimit: CMI_CALLBACK_BODY_LIMIT,
      schema: {
        tags,
        description:
          "The gateway's server-to-server callback (form-encoded), checked by its ver3 HASH. Answers in plain text: `ACTION=POSTAUTH` to capture an approval, `APPROVED` to acknowledge a refusal, `FAILURE` otherwise. A body past 16 kB is refused (413); an address past its budget of wrongly signed callbacks gets a 429 and nothing is stored.",
        body: ZGatewayForm,
      },
    },
    async (request, reply) => {
      const answer = await handleCmiCallback(
        app.db,
        { ...settings, invalidCallbacksPer10MinutesPerIp: config.invalidCallbacksPer10MinutesPerIp },
        request.body,
        { ip: request.ip, log: request.log },
      );
      return reply.header('content-type', 'text/plain; charset=utf-8').send(answer);
    },
  );

  // The browser's return from the gateway (okUrl, failUrl): it only leads to the app's page, since
  // anyone can post it; the payment's state is the callback's alone.
  for (const [path, page] of [
    [CMI_OK_PATH, PAYMENT_RETURN_PAGES.ok],
    [CMI_FAIL_PATH, PAYMENT_RETURN_PAGES.fail],
  ] as const) {
    app.route({
      method: ['GET', 'POST'],
      url: path.slice(API.length),
      schema: { tags, description: `The browser's return from the gateway: 303 to ${page}.` },
      handler: async (_request, reply) => reply.redirect(page, 303),
    });
  }
};

export default routes;
