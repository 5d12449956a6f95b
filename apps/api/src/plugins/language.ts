import { DEFAULT_LANGUAGE, negotiateLanguage, type TLanguage } from '@bi/domain';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Accept-Language first, then the signed-in user's stored language, then French. */
    language: TLanguage;
    languageFromHeader: boolean;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('language', DEFAULT_LANGUAGE);
    app.decorateRequest('languageFromHeader', false);
    app.addHook('onRequest', async (request) => {
      const negotiated = negotiateLanguage(request.headers['accept-language']);
      request.language = negotiated ?? DEFAULT_LANGUAGE;
      request.languageFromHeader = negotiated !== undefined;
    });
  },
  { name: 'language' },
);
