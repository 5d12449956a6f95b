import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@bi/domain';
import fp from 'fastify-plugin';
import { decodedPath } from '../lib/decoded-path';
import {
  findPrerenderedPages,
  pageLanguage,
  prerenderedFile,
  shellsByLanguage,
} from '../lib/prerendered-pages';

/**
 * The built web app on the same origin as the API. Unknown `/api` paths answer a JSON 404; any other
 * GET that asks for a page gets index.html so the client-side router decides what to show (the
 * verification page, the signing link…), or, for a page the build wrote out, that page; both in the
 * visitor's language (decision 022): the link's, the chosen one, else the browser's.
 */
export default fp<{ distDir: string }>(
  async (app, { distDir }) => {
    const hasWebApp = existsSync(path.join(distDir, 'index.html'));
    const prerendered = findPrerenderedPages(distDir);
    const shells = hasWebApp
      ? shellsByLanguage(readFileSync(path.join(distDir, 'index.html'), 'utf8'))
      : null;
    if (hasWebApp) {
      // The build writes .br and .gz beside each file (apps/web/build/precompress.ts): sent as they are.
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        maxAge: '1h',
        preCompressed: true,
      });
    }
    // Probing for addresses spends the same per-address budget as calling them (security.ts).
    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      const path = decodedPath(request.url);
      const isApi = path === '/api' || path.startsWith('/api/');
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && wantsPage && shells) {
        // Pages are checked again at every visit (`no-cache`, not the assets' hour): they name the
        // release's assets, which a new release replaces.
        const asPage = { cacheControl: false } as const;
        reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language');
        const language = pageLanguage(
          request.url,
          request.headers.cookie,
          request.headers['accept-language'],
        );
        if (!prerendered.get(path)?.has(language))
          return reply.type('text/html; charset=utf-8').send(shells[language]);
        return reply.sendFile(prerenderedFile(path, language), asPage);
      }
      return reply.status(404).send({
        message: translate(request.language, 'http.routeNotFound', {
          method: request.method,
          url: request.url.split('?')[0]!,
        }),
      });
    });
  },
  { name: 'web-app', dependencies: ['language', 'security'] },
);
