import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller } from '../../test/api-calls';
import { paidSubscription } from '../../test/paid-subscription';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { archiveDocument } from '../archive/archive-document';
import { enqueue } from './enqueue';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the dev mailbox and attachments', () => {
  it('lists the documents a mail carries and downloads them, and nothing that no mail carries', async () => {
    const api = caller(t);
    const { id } = await paidSubscription(t);
    const archive = (fileName: string, text: string) =>
      archiveDocument(t.handle.db, t.app.fileStorage, {
        subscriptionId: id,
        kind: 'certificate',
        fileName,
        bytes: Buffer.from(`%PDF-1.7\n${text}\n%%EOF\n`),
      });
    const attached = await archive('ATT-DEV-1.pdf', 'attached');
    const kept = await archive('ATT-DEV-2.pdf', 'never mailed');
    await enqueue(t.handle.db, {
      channel: 'email',
      to: 'attachments@example.com',
      language: 'fr',
      template: 'welcome',
      params: { name: 'Karim', link: 'https://x.ma' },
      attachments: [attached.id],
    });

    const [mail] = (await api.get('/dev/outbox?to=attachments@example.com')).json().result;
    expect(mail.attachments).toEqual([
      { id: attached.id, file_name: 'ATT-DEV-1.pdf', url: `/api/v1/dev/outbox/attachments/${attached.id}` },
    ]);
    const file = await t.app.inject({ method: 'GET', url: mail.attachments[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('ATT-DEV-1.pdf');
    expect(file.rawPayload.toString()).toContain('attached');

    for (const other of [kept.id, 'not-an-id'])
      expect((await api.get(`/dev/outbox/attachments/${other}`)).statusCode).toBe(404);
  }, 60_000);
});
