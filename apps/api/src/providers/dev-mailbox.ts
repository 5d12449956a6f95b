import type { TMailer } from './mail/mailer';
import type { TSmsSender } from './sms/sms-sender';

/**
 * Without a provider, a message is "delivered" by staying readable in the outbox, where the dev
 * mailbox (/dev/mailbox, GET /api/v1/dev/outbox) shows it. Refused in production by the configuration.
 */
export const devMailbox: TMailer & TSmsSender = { name: 'dev-mailbox', send: async () => undefined };
