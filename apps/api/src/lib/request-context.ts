import type { TLanguage } from '@bi/domain';
import type { FastifyRequest } from 'fastify';

/** What a use case needs to know of the request: who, from where, in which language, for the audit. */
export type TRequestContext = {
  ip: string;
  userAgent: string | undefined;
  language: TLanguage;
  requestId: string;
};

export const contextOf = (request: FastifyRequest): TRequestContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
  language: request.language,
  requestId: request.id,
});
