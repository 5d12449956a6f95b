import { customerActor, isStaff, type TActor } from '@bi/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { sessionRefusal } from '../modules/auth/session-refusal';
import { resolveSession, type TSessionRead, type TSessionUser } from '../modules/auth/session-tokens';
import { staffActor } from '../modules/auth/staff-actor';

export type { TSessionCheck, TSessionRead } from '../modules/auth/session-tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for every route behind a bearer token: before validation, so the caller language is known. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of the staff's routes: a signed-in clerk or administrator, with their offices. */
    authenticateStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook of the administrator's routes (after authenticateStaff). */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyContextConfig {
    /**
     * The route's own statement reading the session beside its data, for this call (see
     * `TSessionRead`): the same check of the session, one round trip instead of two.
     */
    sessionRead?: (request: FastifyRequest) => TSessionRead;
  }
  interface FastifyRequest {
    user: TSessionUser | null;
    /**
     * Who acts, read through `actorOf`: on a customer's route the account acting for itself (a staff
     * member there acts as any account does, decision 023), on a staff route the staff member with
     * their offices.
     */
    actor: TActor | null;
  }
}

export default fp<{ jwtSecret: string }>(
  async (app, { jwtSecret }) => {
    app.decorateRequest('user', null);
    app.decorateRequest('actor', null);

    const authenticate = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
      const read = request.routeOptions.config.sessionRead?.(request);
      const user = token ? await resolveSession(app.db, jwtSecret, token, read) : null;
      if (!user) throw await sessionRefusal(app.db, jwtSecret, token);
      request.user = user;
      request.actor = customerActor(user.id);
      if (!request.languageFromHeader) request.language = user.language;
      return user;
    };
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await authenticate(request);
    });

    app.decorate('authenticateStaff', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      const role = user.role;
      if (!isStaff(role)) throw new AppError(403, 'backoffice.staffOnly');
      request.actor = await staffActor(app.db, { id: user.id, role });
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (request.actor?.kind !== 'staff' || request.actor.role !== 'admin')
        throw new AppError(403, 'backoffice.adminOnly');
    });
  },
  { name: 'authenticate', dependencies: ['database', 'language'] },
);
