import { ZDeclarationQuery, ZErrorAnswer, ZFiguresAnswer, ZFiguresQuery } from '@bi/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../lib/request-actor';
import { contextOf } from '../../lib/request-context';
import { exportContracts } from './export-contracts';
import { exportDeclaration } from './export-declaration';
import { readFigures } from './read-figures';

const ROUTE = { tags: ['backoffice'], security: [{ bearer: [] }] };
const ERRORS = { 400: ZErrorAnswer, 401: ZErrorAnswer, 403: ZErrorAnswer };

/** A download, never kept by a browser or a proxy: it holds contract data. */
const sendCsv = (reply: FastifyReply, file: { filename: string; body: string }) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.body, 'utf8'));

/**
 * The figures (decision 054): the dashboard, an administrator's of every office, a clerk's of their own
 * offices; the accounting exports, the administrators' only.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticateStaff);

  app.get(
    '/figures',
    {
      schema: {
        ...ROUTE,
        description:
          'The dashboard of a period (days in Morocco, at most 366; the month so far by default) for every office the caller acts for (an administrator: all; a clerk: their own) or one of them (another office: 404): contracts sold (paid in the period) and their premiums as stored, by day, entry city, office, usage and duration; the funnel of the subscriptions opened in the period; refunds due, overdue and made; contracts waiting at each counter.',
        querystring: ZFiguresQuery,
        response: { 200: ZFiguresAnswer, ...ERRORS, 404: ZErrorAnswer },
      },
    },
    async (request) => readFigures(app.db, actorOf(request, 'staff'), request.query, contextOf(request)),
  );

  app.get(
    '/figures/contracts.csv',
    {
      schema: {
        ...ROUTE,
        description:
          'One line per contract sold in the period (`;`-separated, UTF-8 with BOM, amounts in MAD with a decimal comma): numbers, dates, usage, duration, office, status, net premium, tax on insurance contracts, contributions, stamp and total, then the totals line. No personal data; each export is in the audit log.',
        querystring: ZFiguresQuery,
        response: ERRORS,
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const file = await exportContracts(
        app.db,
        actorOf(request, 'staff'),
        request.query,
        contextOf(request),
      );
      return sendCsv(reply, file);
    },
  );

  app.get(
    '/figures/declaration.csv',
    {
      schema: {
        ...ROUTE,
        description:
          "The month's declaration, its movements in three columns: the contracts paid in the month (net premiums, the tax on insurance contracts, the solidarity and FGAC contributions, stamps, total), the refunds made in the month whatever month their contract was paid (the part of each figure they gave back; a termination never gives back the stamp), and the net to declare, the first less the second. Then the contracts behind the first column and the refunds behind the second, one line each. Each export is in the audit log.",
        querystring: ZDeclarationQuery,
        response: ERRORS,
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const file = await exportDeclaration(
        app.db,
        actorOf(request, 'staff'),
        request.query,
        contextOf(request),
      );
      return sendCsv(reply, file);
    },
  );
};

export default routes;
