import fp from 'fastify-plugin';
import type { TConfig } from '../config';
import { createDispatcher, type TDispatcher } from '../modules/notifications/dispatcher';
import { devMailbox } from '../providers/dev-mailbox';
import { smtpMailer, type TMailer } from '../providers/mail/mailer';
import { httpSmsSender, type TSmsSender } from '../providers/sms/sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    dispatcher: TDispatcher;
  }
}

/** The outbox dispatcher with the configured mail and SMS providers, or the dev mailbox without them. */
export default fp<{ config: TConfig; runDispatcher: boolean; mailer?: TMailer; sms?: TSmsSender }>(
  async (app, { config, runDispatcher, mailer, sms }) => {
    const dispatcher = createDispatcher({
      db: app.db,
      storage: app.fileStorage,
      mailer:
        mailer ?? (config.mail.smtpUrl ? smtpMailer(config.mail.smtpUrl, config.mail.from) : devMailbox),
      sms:
        sms ??
        (config.sms.httpUrl
          ? httpSmsSender(config.sms.httpUrl, config.sms.token, config.sms.sender)
          : devMailbox),
      log: app.log,
      leaseSeconds: config.outboxLeaseSeconds,
      redactDelivered: !config.devMailbox,
    });
    app.decorate('dispatcher', dispatcher);
    if (runDispatcher) {
      app.addHook('onReady', async () => dispatcher.start());
      app.addHook('onClose', () => dispatcher.stop());
    }
  },
  { name: 'notifications', dependencies: ['database', 'storage'] },
);
