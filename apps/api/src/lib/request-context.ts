import type { TIsoDate, TLanguage } from '@bi/domain';
import type { FastifyRequest } from 'fastify';

/**
 * What a use case needs to know of the request: who, from where, in which language, for the audit, and
 * when on the server's business clock (the dates it writes and today in Morocco for every date rule).
 */
export type TRequestContext = {
  ip: string;
  userAgent: string | undefined;
  language: TLanguage;
  requestId: string;
  now: Date;
  today: TIsoDate;
};

export const contextOf = (request: FastifyRequest): TRequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
  requestId: request.id,
  now: request.server.clock.now(),
  today: request.server.clock.today(),
});
