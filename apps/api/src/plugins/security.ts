import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { TDatabase } from '../db/client';
import { decodedPath } from '../lib/decoded-path';
import { databaseBudgetStore } from '../lib/request-budget-store';

/**
 * Headers, compression and a per-address request budget, counted in this process's memory or, given a
 * database, in it: shared then by every instance behind the proxy (see README, configuration).
 */
export default fp<{ perMinute: number; formTargets?: string[]; budgetDatabase?: TDatabase }>(
  async (app, { perMinute, formTargets = [], budgetDatabase }) => {
    // Helmet's middleware, made once: @fastify/helmet made it anew for every call, parsing every
    // directive again (8 % of our cheapest call's time in a profile, and its garbage).
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The document reader (decision 025) compiles tesseract's WebAssembly, served from here: that
          // compilation, and no other evaluation of code, is allowed.
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          // Its worker is a file of ours, never a blob: URL.
          workerSrc: ["'self'"],
          // MUI's emotion styles are injected at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          // The back office shows a customer's PDF in the page from a local copy fetched with the staff's token.
          frameSrc: ["'self'", 'blob:'],
          // The payment form goes to the configured gateway, and to no other site.
          formAction: ["'self'", ...formTargets.map((target) => new URL(target).origin)],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, () => done()));
    // Phones in a ferry queue: the web app's script shrinks from about 880 kB to 270 kB.
    await app.register(compress, { global: true, threshold: 1024 });
    await app.register(rateLimit, {
      max: perMinute,
      timeWindow: '1 minute',
      ...(budgetDatabase && {
        store: databaseBudgetStore(budgetDatabase),
        // A database that does not answer fails the call itself (503); the budget is not why.
        skipOnError: true,
      }),
      // Only API calls count: the app's own files must load even for the many phones that share one
      // carrier address in a ferry queue. Judged by the matched route, never the raw URL, which the
      // router decodes: `/%61pi/v1/…` reaches the same handler as `/api/v1/…` and must spend the same
      // budget. An unknown address has no route (web-app.ts counts it too): its decoded path decides.
      allowList: (request) => {
        const path = request.routeOptions.url ?? decodedPath(request.url);
        return !path.startsWith('/api/') || path === '/api/health';
      },
    });
  },
  { name: 'security' },
);
