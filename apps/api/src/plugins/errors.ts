import { issueMessage, RuleViolation, translate, type TLanguage, type TMessageKey } from '@bi/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { isConnectionLost } from '../db/connection-lost';
import { AppError, ServiceBusy } from '../lib/app-error';
import { isConcurrencyConflict } from '../lib/database-error';

/** Enough for the pool to open new connections after a restart or a failover, yet feels instant. */
const RETRY_AFTER_SECONDS = 1;

type TIssue = ZodFastifySchemaValidationError & { params: Record<string, unknown> };

/** Zod's issue codes, said in the caller's language by the domain's one rule, as the web's forms say them. */
function issueText(language: TLanguage, issue: TIssue): string {
  const { key, params } = issueMessage({
    ...issue.params,
    code: issue.keyword,
    message: issue.message,
    missing: /received undefined/.test(issue.message ?? ''),
  });
  return translate(language, key, params);
}

/** A schema applied inside a handler fails the same way as one applied by the route. */
function fromZodError(error: ZodError): TIssue[] {
  return error.issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.join('/')}`,
    schemaPath: '',
    message,
    params: params as Record<string, unknown>,
  })) as TIssue[];
}

function fieldName(issue: TIssue): string {
  return issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function answerValidation(request: FastifyRequest, reply: FastifyReply, issues: TIssue[]) {
  const result = issues.map((issue) => ({
    field: fieldName(issue),
    message: issueText(request.language, issue),
  }));
  return reply.status(400).send({ message: translate(request.language, 'http.validation'), result });
}

/**
 * The one place errors become answers: refusals are 4xx in the caller's language, field errors list
 * each field; two writes that collided are a 409 to try again; a lost database connection is a 503 to
 * try again in a second (whatever the call did was not confirmed); anything unexpected is a 5xx logged
 * with its request id and shown without internals.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError | RuleViolation, request, reply) => {
      const language = request.language;
      if (error instanceof AppError) {
        if (error instanceof ServiceBusy) reply.header('retry-after', String(error.retryAfterSeconds));
        return reply.status(error.status).send({
          message: translate(language, error.key, error.params),
          ...(error.fields.length > 0 && {
            result: error.fields.map((field) => ({
              field: field.field,
              message: translate(language, field.key, field.params),
            })),
          }),
        });
      }
      if (error instanceof RuleViolation) {
        const message = translate(language, error.key, error.params);
        return reply
          .status(error.status)
          .send({ message, ...(error.field && { result: [{ field: error.field, message }] }) });
      }
      if (error instanceof ZodError) return answerValidation(request, reply, fromZodError(error));
      if (hasZodFastifySchemaValidationErrors(error)) {
        return answerValidation(request, reply, error.validation as TIssue[]);
      }
      if (isConcurrencyConflict(error)) {
        request.log.warn({ err: error, requestId: request.id }, 'concurrent write given up by the database');
        return reply.status(409).send({ message: translate(language, 'http.concurrentChange') });
      }
      if (isConnectionLost(error)) {
        request.log.warn({ err: error, requestId: request.id }, 'database connection lost');
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({ message: translate(language, 'http.databaseUnavailable') });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        const seconds = Math.ceil(Number(reply.getHeader('retry-after') ?? 60));
        return reply.status(429).send({ message: translate(language, 'http.tooManyRequests', { seconds }) });
      }
      if (status >= 400 && status < 500) {
        const key: TMessageKey =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'http.invalidJson'
            : status === 413
              ? 'http.payloadTooLarge'
              : status === 415
                ? 'http.unsupportedMediaType'
                : status === 404
                  ? 'http.notFound'
                  : 'http.badRequest';
        return reply.status(status).send({ message: translate(language, key) });
      }
      request.log.error({ err: error, requestId: request.id }, 'unexpected error');
      return reply
        .status(500)
        .send({ message: translate(language, 'http.internal', { requestId: request.id }) });
    });
  },
  { name: 'errors', dependencies: ['language'] },
);
