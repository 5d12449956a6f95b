import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpCustomer } from '../../test/accounts';
import { multipart } from '../../test/sample-files';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { MAX_UPLOAD_BODY_BYTES } from './body-size';
import { JPEG } from './sample-images';

/*
 * Through a real listening server: what inject cannot show is when the server answers while the
 * client is still sending, and whether it then stops reading and closes the connection.
 */
let t: TTestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

type TAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; writtenBefore: number };

/**
 * An upload sent by hand: `head` at once, then whatever the test writes. `answer` settles with the
 * response and the bytes written before it came; `closed` when the connection is gone.
 */
function openUpload(headers: Record<string, string>, head: Buffer, declaredLength?: number) {
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/v1/files',
    headers: {
      'accept-language': 'en',
      ...headers,
      ...(declaredLength !== undefined && { 'content-length': String(declaredLength) }),
    },
  });
  let written = 0;
  // The server may close while we write: that is what is tested, not an error of the test.
  request.on('error', () => undefined);
  const write = (bytes: Buffer) => {
    written += bytes.length;
    return request.write(bytes);
  };
  const answer = new Promise<TAnswer>((resolve, reject) => {
    request.on('response', (response) => {
      const writtenBefore = written;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks).toString(),
          writtenBefore,
        }),
      );
    });
    request.on('close', () => setTimeout(() => reject(new Error('closed without an answer')), 100));
  });
  answer.catch(() => undefined);
  const closed = new Promise<void>((resolve) => request.on('close', () => resolve()));
  write(head);
  return { request, write, written: () => written, answer, closed };
}

/** A whole multipart upload of `content`, cut after its part's headers. */
function uploadBody(content: Buffer) {
  const body = multipart('file', 'permis.jpg', content);
  const headEnd = body.payload.indexOf('\r\n\r\n') + 4;
  return {
    headers: body.headers,
    head: body.payload.subarray(0, headEnd),
    rest: body.payload.subarray(headEnd),
    length: body.payload.length,
  };
}

const tooLarge = 'The file is larger than 10 MB.';

/** The server's side of the next connection, to read how many bytes the server took from it. */
const nextServerSocket = () => new Promise<net.Socket>((resolve) => t.app.server.once('connection', resolve));

describe('an upload past the limit', () => {
  it('is refused on its Content-Length before its body is read, and the connection closed', async () => {
    const customer = await signUpCustomer(t);
    const body = uploadBody(JPEG);
    for (const headers of [customer.headers, {}]) {
      const serverSide = nextServerSocket();
      const upload = openUpload({ ...headers, ...body.headers }, body.head, 1024 ** 3);
      const answer = await upload.answer;
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        message: tooLarge,
        result: [{ field: 'file', message: tooLarge }],
      });
      expect(answer.headers.connection).toBe('close');
      // Only the part's headers had been written: the answer did not wait for the gigabyte.
      expect(answer.writtenBefore).toBe(body.head.length);
      await upload.closed;
      expect((await serverSide).bytesRead).toBeLessThan(4096);
    }
  });

  it('sent chunked, is read up to the limit only, answered 413, and its connection closed', async () => {
    const customer = await signUpCustomer(t);
    const body = uploadBody(JPEG);
    const serverSide = nextServerSocket();
    const upload = openUpload({ ...customer.headers, ...body.headers }, body.head);
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    let open = true;
    void upload.closed.then(() => (open = false));
    // Pushes as fast as the server takes it, as the endless upload of the issue did, until it is cut off.
    const push = async () => {
      while (open && upload.written() < 1024 ** 3) {
        if (!upload.write(chunk))
          await Promise.race([new Promise((r) => upload.request.once('drain', r)), upload.closed]);
        else await new Promise((r) => setImmediate(r));
      }
    };
    const pushing = push();
    const answer = await upload.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe(tooLarge);
    expect(answer.headers.connection).toBe('close');
    await upload.closed;
    await pushing;
    // The client got past the limit onto the wire (socket buffers took the rest); the server read the
    // limit and at most a few chunks more.
    expect(answer.writtenBefore).toBeGreaterThan(MAX_UPLOAD_BODY_BYTES);
    expect((await serverSide).bytesRead).toBeLessThan(MAX_UPLOAD_BODY_BYTES + 512 * 1024);
  });

  it('sent by a client that ignores the answer, is not read further, and its connection is cut', async () => {
    const customer = await signUpCustomer(t);
    const serverSide = nextServerSocket();
    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => undefined);
    const cut = new Promise((resolve) => client.once('close', resolve));
    await new Promise((resolve) => client.once('connect', resolve));
    /** One chunk of the body, settled once the socket took it, or failed: an error once the server cut it. */
    const chunked = (bytes: string) =>
      new Promise<Error | null | undefined>((resolve) =>
        client.write(`${bytes.length.toString(16)}\r\n${bytes}\r\n`, resolve),
      );
    client.write(
      `POST /api/v1/files HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${customer.headers.authorization}\r\n` +
        'Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    void chunked('--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n');
    const chunk = 'A'.repeat(64 * 1024);
    const started = Date.now();
    // Until the server cuts the connection: its answer is not even read.
    while (Date.now() - started < 5000) if (await chunked(chunk)) break;
    // Cut, not merely left unread: a server that stopped reading without closing would leave this
    // waiting until the test's timeout.
    await cut;
    expect((await serverSide).bytesRead).toBeLessThan(MAX_UPLOAD_BODY_BYTES + 512 * 1024);
  });
});

describe('uploads in flight', () => {
  it('are three at once per customer: the fourth waits with a 429, a slot frees when one is abandoned', async () => {
    const customer = await signUpCustomer(t);
    const other = await signUpCustomer(t);
    const body = uploadBody(JPEG);
    /** An upload whose body stops after its part's headers: it keeps its slot once the handler has it. */
    const holding = () => {
      const upload = openUpload({ ...customer.headers, ...body.headers }, body.head, body.length);
      const state = { upload, answered: false };
      void upload.answer.then(
        () => (state.answered = true),
        () => (state.answered = true),
      );
      return state;
    };
    /** A whole upload, sent until its answer is the one expected. */
    const sendUntil = async (headers: Record<string, string>, status: number) => {
      for (let attempt = 0; ; attempt += 1) {
        const upload = openUpload(
          { ...headers, ...body.headers },
          Buffer.concat([body.head, body.rest]),
          body.length,
        );
        const answer = await upload.answer;
        if (answer.status === status || attempt === 100) return answer;
        await sleep(50);
      }
    };

    // The held uploads reach the handler in their own time, and a whole one sent meanwhile may take a
    // slot first: a held upload refused that way is opened again, until three hold and the next is refused.
    let held = [holding(), holding(), holding()];
    let refused: TAnswer | undefined;
    for (let attempt = 0; attempt < 100 && refused?.status !== 429; attempt += 1) {
      await sleep(50);
      held = held.map((state) => (state.answered ? holding() : state));
      const whole = openUpload(
        { ...customer.headers, ...body.headers },
        Buffer.concat([body.head, body.rest]),
        body.length,
      );
      refused = await whole.answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused!.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused!.body).message).toBe(
      'You are already sending 3 files. Wait for one of them to finish, then send this one again.',
    );
    expect(held.every((state) => !state.answered)).toBe(true);
    // Another customer is not held up by this one.
    expect((await sendUntil(other.headers, 200)).status).toBe(200);

    held[0]!.upload.request.destroy();
    await held[0]!.upload.closed;
    expect((await sendUntil(customer.headers, 200)).status).toBe(200);

    // The two others finish their bodies and are stored; their slots free as well.
    for (const { upload } of held.slice(1)) upload.write(body.rest);
    for (const { upload } of held.slice(1)) expect((await upload.answer).status).toBe(200);
    const again = await Promise.all([0, 1, 2].map(() => sendUntil(customer.headers, 200)));
    expect(again.map((answer) => answer.status)).toEqual([200, 200, 200]);
  });
});
