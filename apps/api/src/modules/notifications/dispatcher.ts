import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDatabase } from '../../db/client';
import { outbox } from '../../db/schema';
import type { TMailAttachment, TMailer } from '../../providers/mail/mailer';
import type { TSmsSender } from '../../providers/sms/sms-sender';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { readArchivedDocument } from '../archive/archive-document';
import { SENSITIVE_TEMPLATES, type TTemplate } from './templates';

const MAX_ATTEMPTS = 8;
const REDACTED = '[supprimé après envoi / removed after delivery]';

/** 30 s, 2 min, 4.5 min, 8 min … capped at one hour. */
export const backoffSeconds = (attempts: number) => Math.min(3_600, 30 * attempts * attempts);

type TOutboxRow = typeof outbox.$inferSelect;

export type TDispatcher = {
  dispatchDue: (limit?: number) => Promise<number>;
  start: () => void;
  stop: () => Promise<void>;
};

export function createDispatcher(options: {
  db: TDatabase;
  /** Where the archived documents a mail carries are read from. */
  storage: TFileStorage;
  mailer: TMailer;
  sms: TSmsSender;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** A claimed message not settled within this time (the process died mid-send) is claimed again. */
  leaseSeconds: number;
  /** Whether delivered codes and links are erased from the outbox (not while the dev mailbox shows them). */
  redactDelivered: boolean;
}): TDispatcher {
  const { db, mailer, sms, log, leaseSeconds } = options;

  async function claim(limit: number): Promise<TOutboxRow[]> {
    const result = await db.execute(sql`
      update ${outbox} set status = 'sending', attempts = attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
      where id in (
        select id from ${outbox}
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by created_at limit ${limit} for update skip locked)
      returning id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return db.query.outbox.findMany({ where: (row, { inArray }) => inArray(row.id, ids) });
  }

  /**
   * The archived documents a mail carries, read at each try and checked against their hash: a
   * missing or altered one fails the send (retried, then failed) rather than leave without it.
   */
  async function attachmentsOf(message: TOutboxRow): Promise<TMailAttachment[]> {
    return Promise.all(
      (message.attachments ?? []).map(async (id) => {
        const document = await readArchivedDocument(db, options.storage, id);
        if (!document) throw new Error(`attachment ${id} is not an archived document`);
        return { filename: document.row.fileName, content: document.bytes, contentType: 'application/pdf' };
      }),
    );
  }

  async function deliver(message: TOutboxRow) {
    if (message.channel === 'email') {
      await mailer.send({
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.bodyText,
        html: message.bodyHtml,
        attachments: await attachmentsOf(message),
      });
    } else {
      await sms.send({ to: message.recipient, text: message.bodyText });
    }
  }

  async function settle(message: TOutboxRow) {
    try {
      await deliver(message);
      const erase = options.redactDelivered && SENSITIVE_TEMPLATES.has(message.template as TTemplate);
      await db.execute(sql`update ${outbox} set status = 'sent', sent_at = now(), last_error = null
        ${erase ? sql`, subject = ${REDACTED}, body_text = ${REDACTED}, body_html = null` : sql``} where id = ${message.id}`);
    } catch (error) {
      const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown error';
      const failed = message.attempts >= MAX_ATTEMPTS;
      log.warn(
        { outboxId: message.id, channel: message.channel, attempts: message.attempts, reason },
        'message not delivered',
      );
      await db.execute(sql`update ${outbox} set status = ${failed ? 'failed' : 'pending'}, last_error = ${reason},
        next_attempt_at = now() + make_interval(secs => ${backoffSeconds(message.attempts)}) where id = ${message.id}`);
    }
  }

  async function dispatchDue(limit = 20): Promise<number> {
    const claimed = await claim(limit);
    for (const message of claimed) await settle(message);
    return claimed.length;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  return {
    dispatchDue,
    start: () => {
      timer = setInterval(() => {
        running = running
          .then(() => dispatchDue())
          .catch((error: unknown) => log.error({ err: error }, 'outbox dispatch failed'));
      }, options.pollMs ?? 1_000);
      timer.unref();
    },
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
