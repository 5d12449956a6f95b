import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { multipart, SAMPLE } from '../../test/sample-files';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (headers: Record<string, string>, name: string, content: Buffer, language = 'fr') => {
  const body = multipart('file', name, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers: { ...headers, ...body.headers, 'accept-language': language },
    payload: body.payload,
  });
};

describe('uploads', () => {
  it('accepts JPEG, PNG and PDF by their content, and shows them to their owner only', async () => {
    const owner = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    for (const [name, content, mime] of [
      ['permis.jpg', SAMPLE.jpeg, 'image/jpeg'],
      ['carte grise.png', SAMPLE.png, 'image/png'],
      ['../../cin.pdf', SAMPLE.pdf, 'application/pdf'],
    ] as const) {
      const answer = await upload(owner.headers, name, content);
      expect(answer.statusCode).toBe(200);
      const { file_id, file_name } = answer.json();
      expect(file_name).toBe(name.replace(/^.*\//, ''));
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${file_id}/view`,
        headers: owner.headers,
      });
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe(mime);
      expect(view.rawPayload.equals(content)).toBe(true);
      const stranger = await t.app.inject({
        method: 'GET',
        url: `/api/v1/files/${file_id}/view`,
        headers: other.headers,
      });
      expect(stranger.statusCode).toBe(404);
    }
  });

  it('refuses a renamed executable and a text file, whatever their names say', async () => {
    const owner = await signUpCustomer(t);
    const exe = await upload(owner.headers, 'permis.pdf', SAMPLE.exe, 'en');
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Only JPG or PNG images and PDF documents are accepted.');
    expect((await upload(owner.headers, 'photo.jpg', Buffer.from('just some text'))).statusCode).toBe(415);
  });

  it('refuses a file over 10 MB with a clear message', async () => {
    const owner = await signUpCustomer(t);
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const answer = await upload(owner.headers, 'big.pdf', big, 'en');
    expect(answer.statusCode).toBe(413);
    expect(answer.json().message).toBe('The file is larger than 10 MB.');
  });

  it('needs a token, a file, and a well-formed id', async () => {
    const owner = await signUpCustomer(t);
    expect((await upload({}, 'a.pdf', SAMPLE.pdf)).statusCode).toBe(401);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(noFile.statusCode).toBe(415);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/files/not-an-id/view', headers: owner.headers }))
        .statusCode,
    ).toBe(404);
  });
});
