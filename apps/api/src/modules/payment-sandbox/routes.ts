import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TConfig } from '../../config';
import { SANDBOX_GATEWAY_PATH } from '../../config';
import { acceptsHtml } from '../../lib/auto-submit-form';
import { acceptFormBodies } from '../../lib/form-body';
import { findPaymentByOrder } from '../payment/find-payment';
import { fetchCallbackSender, type TCmiCallbackSender } from '../../providers/payment/callback-sender';
import { orderLanguage, packOrder, readOrder, unpackOrder, type TGatewayOrder } from './gateway-order';
import {
  CARD_ACTION,
  CARD_PAGE,
  cardPage,
  paidPage,
  refusedRequestPage,
  returnPage,
  SANDBOX_CSS_PATH,
  SECURE_ACTION,
  secureCodePage,
} from './sandbox-pages';
import { SANDBOX_RECHECK_PATH, SANDBOX_RECHECK_SCRIPT } from './sandbox-recheck';
import { SANDBOX_CSS } from './sandbox-style';
import { settleOrder, type TBankVerdict } from './settle-order';
import { cardOutcome, maskCard, readCard, THREE_D_SECURE_CODE } from './test-cards';
import { sandboxText } from './texts';

const PREFIX = '/sandbox/cmi';
const ZForm = z.record(z.string().max(100), z.string().max(8000));
const schema = { hide: true, body: ZForm };

/** A gateway's page: never cached (it carries an order), never framed (helmet's CSP). */
const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);

/** A browser reads the page; any other client gets the API's `{ message }` for the same refusal. */
const sendRefusal = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  message: string,
) =>
  acceptsHtml(request.headers.accept)
    ? sendPage(reply, status, html)
    : reply.status(status).send({ message });

/**
 * The development gateway: the CMI test gate's side of the protocol, served by this server when no
 * CMI_GATEWAY_URL is set. It checks the merchant's HASH, asks for a test card (facts.md), runs the
 * 3-D Secure step for the card that needs it, makes the signed server-to-server callback, then sends
 * the browser back to okUrl or failUrl — the merchant's code path is the one the real gateway meets.
 * `sendCallback` is how the callback travels (HTTP by default; tests route it through `app.inject`).
 */
const routes: FastifyPluginAsyncZod<{ config: TConfig; sendCallback?: TCmiCallbackSender }> = async (
  app,
  { config, sendCallback = fetchCallbackSender },
) => {
  acceptFormBodies(app);
  const merchant = { clientId: config.payment.clientId, storeKey: config.payment.storeKey };

  // CMI remembers the orders it approved and answers them "already processed"; the sandbox, in the
  // merchant's own process, reads that from the attempt the verified callback approved.
  const isApproved = async (order: TGatewayOrder) =>
    (await findPaymentByOrder(app.db, order.fields.oid!))?.status === 'approved';

  const refuse = (request: FastifyRequest, form: Record<string, string>, reply: FastifyReply) => {
    const language = orderLanguage(form);
    return sendRefusal(
      request,
      reply,
      400,
      refusedRequestPage(language),
      sandboxText(language, 'badRequest'),
    );
  };

  async function finish(
    reply: FastifyReply,
    order: TGatewayOrder,
    verdict: TBankVerdict,
    maskedCard: string,
  ) {
    const settlement = await settleOrder(
      order,
      { verdict, maskedCard },
      { storeKey: merchant.storeKey, sendCallback, log: reply.log },
    );
    return sendPage(reply, 200, returnPage(order, settlement, verdict === 'approved'));
  }

  app.get(SANDBOX_CSS_PATH.slice(PREFIX.length), { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_CSS),
  );

  app.get(SANDBOX_RECHECK_PATH.slice(PREFIX.length), { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(SANDBOX_RECHECK_SCRIPT),
  );

  // The merchant's auto-posted form arrives here (the test gate's path). The card page is then read by
  // GET (post, redirect, get): the merchant's pay page replaced itself with this entry of the history,
  // so Back from the merchant's page after paying lands here, and a page that answered a POST would
  // be the browser's "confirm form resubmission" (no-store keeps it out of every cache).
  app.post(SANDBOX_GATEWAY_PATH.slice(PREFIX.length), { schema }, async (request, reply) => {
    const order = readOrder(request.body, merchant);
    if (!order) return refuse(request, request.body, reply);
    return reply.redirect(`${CARD_PAGE}?order=${packOrder(order.fields)}`, 303);
  });

  app.get(
    CARD_PAGE.slice(PREFIX.length),
    { schema: { hide: true, querystring: z.object({ order: z.string().max(8000).optional() }) } },
    async (request, reply) => {
      const order = unpackOrder(request.query.order, merchant);
      if (!order) return refuse(request, {}, reply);
      if (await isApproved(order)) return sendPage(reply, 200, paidPage(order));
      return sendPage(reply, 200, cardPage(order));
    },
  );

  app.post(CARD_ACTION.slice(PREFIX.length), { schema }, async (request, reply) => {
    const order = unpackOrder(request.body.order, merchant);
    if (!order) return refuse(request, request.body, reply);
    // A card page left open in another tab: the order was paid meanwhile, no card is taken for it.
    if (await isApproved(order)) return sendPage(reply, 200, paidPage(order));
    const { card, problems } = readCard(request.body);
    if (Object.keys(problems).length > 0) {
      const message = sandboxText(order.language, 'fixErrors');
      return sendRefusal(request, reply, 422, cardPage(order, card, problems), message);
    }
    const outcome = cardOutcome(card.pan);
    if (outcome === 'three_d_secure') return sendPage(reply, 200, secureCodePage(order, maskCard(card.pan)));
    return finish(reply, order, outcome === 'approve' ? 'approved' : 'declined', maskCard(card.pan));
  });

  app.post(SECURE_ACTION.slice(PREFIX.length), { schema }, async (request, reply) => {
    const order = unpackOrder(request.body.order, merchant);
    if (!order) return refuse(request, request.body, reply);
    if (await isApproved(order)) return sendPage(reply, 200, paidPage(order));
    const maskedCard = /^\d{6}\*{3}\d{4}$/.test(request.body.card ?? '') ? request.body.card! : '';
    const verdict = request.body.code?.trim() === THREE_D_SECURE_CODE ? 'approved' : 'authentication_failed';
    return finish(reply, order, verdict, maskedCard);
  });
};

export default routes;
