import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/app-error';
import { resolveSession, type TSessionUser } from '../modules/auth/session-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for every route behind a bearer token: before validation, so the caller language is known. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: TSessionUser | null;
  }
}

export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
      const user = token ? await resolveSession(app.db, jwtSecret, token) : null;
      if (!user) throw unauthorized();
      request.user = user;
      if (!request.languageFromHeader) request.language = user.language;
    });
  },
  { name: 'authenticate', dependencies: ['database', 'language'] },
);
