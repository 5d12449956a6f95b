import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { smtpMailer } from '../../providers/mail/mailer';
import type { TSmsSender } from '../../providers/sms/sms-sender';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { archiveDocument } from '../archive/archive-document';
import { backoffSeconds, createDispatcher } from './dispatcher';
import { enqueue } from './enqueue';

type TReceived = { to: string; raw: string };
const received: TReceived[] = [];
let smtp: SMTPServer;
let smtpUrl: string;
let t: TTestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const failingSms: TSmsSender = { name: 'down', send: async () => Promise.reject(new Error('gateway down')) };
const silentLog = { warn: () => undefined, error: () => undefined } as never;

async function queued(to: string, template: 'welcome' | 'email_code' = 'welcome') {
  await enqueue(t.handle.db, {
    channel: 'email',
    to,
    language: 'ar',
    template,
    params: { name: 'Karim', link: 'https://x.ma', code: '1234567890', minutes: 10 },
  });
  const [row] = await t.handle.db.select().from(outbox).where(eq(outbox.recipient, to));
  return row!;
}

describe('outbox dispatcher', () => {
  it('sends mail through SMTP in the recipient language, text and HTML, and marks it sent', async () => {
    const dispatcher = createDispatcher({
      db: t.handle.db,
      storage: t.app.fileStorage,
      mailer: smtpMailer(smtpUrl, 'no-reply@example.ma'),
      sms: failingSms,
      log: silentLog,
      leaseSeconds: t.config.outboxLeaseSeconds,
      redactDelivered: false,
    });
    const message = await queued('karim@example.com');
    expect(await dispatcher.dispatchDue()).toBeGreaterThanOrEqual(1);
    const mail = received.find((entry) => entry.to === 'karim@example.com');
    expect(mail?.raw).toContain('text/html');
    expect(mail?.raw).toMatch(/Subject: =\?UTF-8\?/);
    const [after] = await t.handle.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
    expect(after!.bodyText).toContain('مرحبًا Karim');
  });

  it('keeps a message it could not send, for a later try with backoff, and gives up after eight', async () => {
    const dispatcher = createDispatcher({
      db: t.handle.db,
      storage: t.app.fileStorage,
      mailer: { name: 'down', send: () => Promise.reject(new Error('SMTP 421')) },
      sms: failingSms,
      log: silentLog,
      leaseSeconds: t.config.outboxLeaseSeconds,
      redactDelivered: false,
    });
    const message = await queued('retry@example.com');
    await dispatcher.dispatchDue();
    const [first] = await t.handle.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421' });
    expect(first!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + (backoffSeconds(1) - 5) * 1000);

    await t.handle.db
      .update(outbox)
      .set({ attempts: 7, nextAttemptAt: new Date(0) })
      .where(eq(outbox.id, message.id));
    await dispatcher.dispatchDue();
    const [last] = await t.handle.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(last).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('claims again a message whose sender died mid-send, once its lease is over', async () => {
    const dispatcher = createDispatcher({
      db: t.handle.db,
      storage: t.app.fileStorage,
      mailer: smtpMailer(smtpUrl, 'no-reply@example.ma'),
      sms: failingSms,
      log: silentLog,
      leaseSeconds: t.config.outboxLeaseSeconds,
      redactDelivered: false,
    });
    const message = await queued('crash@example.com');
    await t.handle.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(outbox.id, message.id));
    await dispatcher.dispatchDue();
    expect((await t.handle.db.select().from(outbox).where(eq(outbox.id, message.id)))[0]!.status).toBe(
      'sending',
    );
    await t.handle.db.execute(
      sql`update outbox set next_attempt_at = now() - interval '1 second' where id = ${message.id}`,
    );
    await dispatcher.dispatchDue();
    expect((await t.handle.db.select().from(outbox).where(eq(outbox.id, message.id)))[0]!.status).toBe(
      'sent',
    );
  });

  it('erases delivered codes from the outbox when no dev mailbox shows them', async () => {
    const dispatcher = createDispatcher({
      db: t.handle.db,
      storage: t.app.fileStorage,
      mailer: smtpMailer(smtpUrl, 'no-reply@example.ma'),
      sms: failingSms,
      log: silentLog,
      leaseSeconds: t.config.outboxLeaseSeconds,
      redactDelivered: true,
    });
    const message = await queued('secret@example.com', 'email_code');
    await dispatcher.dispatchDue();
    const [after] = await t.handle.db.select().from(outbox).where(eq(outbox.id, message.id));
    expect(after!.status).toBe('sent');
    expect(after!.bodyText).not.toContain('1234567890');
    expect(after!.subject).not.toContain('1234567890');
  });

  it('sends the archived documents a mail carries as PDF attachments, and holds the mail while one is missing', async () => {
    const dispatcher = createDispatcher({
      db: t.handle.db,
      storage: t.app.fileStorage,
      mailer: smtpMailer(smtpUrl, 'no-reply@example.ma'),
      sms: failingSms,
      log: silentLog,
      leaseSeconds: t.config.outboxLeaseSeconds,
      redactDelivered: false,
    });
    const { id } = await paidSubscription(t);
    const bytes = Buffer.from('%PDF-1.7\nthe certificate, byte for byte\n%%EOF\n');
    const document = await archiveDocument(t.handle.db, t.app.fileStorage, {
      subscriptionId: id,
      kind: 'certificate',
      fileName: 'ATT-TEST-1.pdf',
      bytes,
    });
    const send = (to: string, attachments: string[]) =>
      enqueue(t.handle.db, {
        channel: 'email',
        to,
        language: 'fr',
        template: 'welcome',
        params: { name: 'Karim', link: 'https://x.ma' },
        attachments,
      });

    await send('attached@example.com', [document.id]);
    await dispatcher.dispatchDue();
    const mail = received.find((entry) => entry.to === 'attached@example.com');
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=ATT-TEST-1\.pdf/);
    expect(mail?.raw).toContain('Content-Disposition: attachment; filename=ATT-TEST-1.pdf');
    const encoded = mail!.raw
      .split('filename=ATT-TEST-1.pdf')[1]!
      .split(/\r?\n\r?\n/)[1]!
      .split(/\r?\n--/)[0]!;
    expect(Buffer.from(encoded.replace(/\s/g, ''), 'base64')).toEqual(bytes);

    await send('unattached@example.com', ['00000000-0000-4000-8000-000000000000']);
    await dispatcher.dispatchDue();
    expect(received.find((entry) => entry.to === 'unattached@example.com')).toBeUndefined();
    const [held] = await t.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'unattached@example.com'));
    expect(held).toMatchObject({ status: 'pending', attempts: 1 });
    expect(held!.lastError).toContain('is not an archived document');
  }, 60_000);
});
