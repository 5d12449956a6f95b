import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/client';
import healthRoutes from './modules/health/routes';
import offerRoutes from './modules/offer/routes';
import referenceRoutes from './modules/reference/routes';
import authenticate from './plugins/authenticate';
import database from './plugins/database';
import errors from './plugins/errors';
import language from './plugins/language';
import openapi from './plugins/openapi';
import security from './plugins/security';
import webApp from './plugins/web-app';
import { APP_VERSION } from './version';

export type TBuildOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  /** Whether closing the app closes the database (tests share one handle per file). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
};

/** Plugins in order: outside concerns, then the app's own services, then the routes. */
export async function buildApp({ config, database: handle, closeDatabase = true, logger }: TBuildOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(language);
  await app.register(errors);
  await app.register(security, { perMinute: config.rateLimitPerMinute });
  await app.register(openapi);

  await app.register(database, { handle, closeOnShutdown: closeDatabase });
  await app.register(authenticate, { jwtSecret: config.jwtSecret });

  await app.register(healthRoutes, { version: APP_VERSION });
  await app.register(offerRoutes, { prefix: '/api/v1' });
  await app.register(referenceRoutes, { prefix: '/api/v1/users/souscriptions' });
  await app.register(webApp, { distDir: config.webDistDir });

  return app;
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;
