import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config';
import type { TDatabaseHandle } from './db/client';
import afterSaleRoutes from './modules/after-sale/routes';
import authRoutes from './modules/auth/routes';
import authorityCoverageRoutes from './modules/authorities/coverage-routes';
import authorityKeyRoutes from './modules/authorities/key-routes';
import figuresRoutes from './modules/figures/routes';
import backofficeRoutes from './modules/backoffice/routes';
import certificateRoutes from './modules/certificates/routes';
import customerDocumentRoutes from './modules/customer-documents/routes';
import documentRoutes from './modules/documents/routes';
import fileRoutes from './modules/files/routes';
import healthRoutes from './modules/health/routes';
import devOutboxRoutes from './modules/notifications/dev-outbox-routes';
import renewalRemindersDevRoute from './modules/after-sale/renewal-reminders-dev-route';
import offerRoutes from './modules/offer/routes';
import officeWorkRoutes from './modules/office-work/routes';
import paymentRoutes from './modules/payment/routes';
import paymentSandboxRoutes from './modules/payment-sandbox/routes';
import profileRoutes from './modules/profile/routes';
import referenceRoutes from './modules/reference/routes';
import referenceListRoutes from './modules/reference-lists/routes';
import signatureRoutes from './modules/signature/routes';
import extensionLinkRoutes from './modules/extension-link/routes';
import staffRoutes from './modules/staff/routes';
import tariffRoutes from './modules/tariff-admin/routes';
import subscriptionRoutes from './modules/subscriptions/routes';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { loggerOptions } from './lib/logger-options';
import { createClock, type TClock } from './lib/clock';
import authenticate from './plugins/authenticate';
import backgroundWork from './plugins/background-work';
import clock from './plugins/clock';
import database from './plugins/database';
import errors from './plugins/errors';
import housekeeping from './plugins/housekeeping';
import language from './plugins/language';
import notifications from './plugins/notifications';
import pdf from './plugins/pdf';
import openapi from './plugins/openapi';
import security from './plugins/security';
import storage from './plugins/storage';
import tariffs from './plugins/tariffs';
import referenceData from './plugins/reference-data';
import textInput from './plugins/text-input';
import webApp from './plugins/web-app';
import type { TMailer } from './providers/mail/mailer';
import type { TCmiCallbackSender } from './providers/payment/callback-sender';
import type { TSmsSender } from './providers/sms/sms-sender';
import { APP_VERSION } from './version';

export type TBuildOptions = {
  config: TConfig;
  database: TDatabaseHandle;
  /** Whether closing the app closes the database (tests share one handle per file). */
  closeDatabase?: boolean;
  /** The server runs its background jobs (outbox, clean-up); tests run what they need themselves. */
  runDispatcher?: boolean;
  /** Providers handed in by tests (an SMTP sink, a failing gateway); otherwise from the configuration. */
  providers?: { mailer?: TMailer; sms?: TSmsSender; cmiCallback?: TCmiCallbackSender; clock?: TClock };
  logger?: FastifyServerOptions['logger'];
};

/** Plugins in order: outside concerns, then the app's own services, then the routes. */
export async function buildApp({
  config,
  database: handle,
  closeDatabase = true,
  runDispatcher = false,
  providers = {},
  logger,
}: TBuildOptions) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Trust exactly the configured number of proxy hops, counted from this server outwards.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    bodyLimit: 1_048_576,
    connectionTimeout: config.idleConnectionTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Zod checks every answer in the tests; elsewhere each is written by its schema's compiled writer.
  app.setSerializerCompiler(answerSerializerCompiler({ check: config.env === 'test' }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(clock, { clock: providers.clock ?? createClock(config.clockOffsetDays) });
  await app.register(language);
  await app.register(errors);
  await app.register(textInput);
  await app.register(security, {
    perMinute: config.rateLimitPerMinute,
    formTargets: [config.payment.gatewayUrl],
    budgetDatabase: config.requestBudgetStore === 'database' ? handle.db : undefined,
  });
  await app.register(openapi);

  await app.register(database, { handle, closeOnShutdown: closeDatabase });
  // After the database: plugins close in reverse order, so the work it tracks ends before the database.
  await app.register(backgroundWork);
  await app.register(tariffs);
  await app.register(referenceData);
  await app.register(storage, { config });
  await app.register(authenticate, { jwtSecret: config.jwtSecret });
  await app.register(notifications, { config, runDispatcher, ...providers });
  await app.register(housekeeping, {
    run: runDispatcher,
    links: { publicUrl: config.publicUrl, secret: config.jwtSecret },
  });
  await app.register(pdf, config.pdf);

  await app.register(healthRoutes, { version: APP_VERSION });
  await app.register(offerRoutes, { prefix: '/api/v1' });
  await app.register(authRoutes, { prefix: '/api/v1/auth/users', config });
  await app.register(profileRoutes, { prefix: '/api/v1/users', config });
  await app.register(referenceRoutes, { prefix: '/api/v1/users/souscriptions' });
  await app.register(subscriptionRoutes, { prefix: '/api/v1/users/souscriptions' });
  await app.register(afterSaleRoutes, { prefix: '/api/v1/users/souscriptions', config });
  await app.register(fileRoutes, { prefix: '/api/v1/files', config });
  await app.register(documentRoutes, { prefix: '/api/v1/users/souscriptions', config });
  await app.register(customerDocumentRoutes, { prefix: '/api/v1/users/souscriptions', config });
  await app.register(paymentRoutes, { prefix: '/api/v1', config });
  await app.register(signatureRoutes, { prefix: '/api/v1', config });
  await app.register(extensionLinkRoutes, { prefix: '/api/v1', config });
  await app.register(certificateRoutes, { prefix: '/api/v1', config });
  await app.register(backofficeRoutes, { prefix: '/api/v1/backoffice', config });
  await app.register(officeWorkRoutes, { prefix: '/api/v1/backoffice', config });
  await app.register(staffRoutes, { prefix: '/api/v1/backoffice', config });
  await app.register(authorityKeyRoutes, { prefix: '/api/v1/backoffice' });
  await app.register(referenceListRoutes, { prefix: '/api/v1/backoffice' });
  await app.register(tariffRoutes, { prefix: '/api/v1/backoffice' });
  await app.register(figuresRoutes, { prefix: '/api/v1/backoffice' });
  await app.register(authorityCoverageRoutes, { prefix: '/api/v1/authorities' });
  if (config.payment.sandbox)
    await app.register(paymentSandboxRoutes, {
      prefix: '/sandbox/cmi',
      config,
      sendCallback: providers.cmiCallback,
    });
  if (config.devMailbox) await app.register(devOutboxRoutes, { prefix: '/api/v1' });
  if (config.devMailbox)
    await app.register(renewalRemindersDevRoute, {
      prefix: '/api/v1',
      links: { publicUrl: config.publicUrl, secret: config.jwtSecret },
    });
  await app.register(webApp, { distDir: config.webDistDir });

  return app;
}

export type TApp = Awaited<ReturnType<typeof buildApp>>;
