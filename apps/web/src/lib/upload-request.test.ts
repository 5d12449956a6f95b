import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setSessionExpiredHandler } from './api-client';
import { UPLOAD_STALL_TIMEOUT_MS, uploadRequest } from './upload-request';

type THandler = ((event?: unknown) => void) | null;

/** Stands in for the browser's XMLHttpRequest: the test plays the network. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress: THandler; onload: THandler } = { onprogress: null, onload: null };
  onprogress: THandler = null;
  onerror: THandler = null;
  onload: THandler = null;
  status = 0;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.aborted = true;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem('bi.token', 'token-1');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const send = (options: Parameters<typeof uploadRequest>[2] = {}) =>
  uploadRequest<{ file_id: string }>('/files', new FormData(), options);

describe('uploadRequest', () => {
  it('sends the token and the language, reports progress and goes on for minutes while bytes move', async () => {
    const progress: number[] = [];
    const answer = send({ onProgress: (sent) => progress.push(sent) });
    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('/api/v1/files');
    expect(xhr.headers).toMatchObject({ authorization: 'Bearer token-1', 'accept-language': 'fr' });
    for (let sent = 1; sent <= 4; sent += 1) {
      vi.advanceTimersByTime(UPLOAD_STALL_TIMEOUT_MS - 1000);
      xhr.progress(sent * 100_000, 400_000);
    }
    xhr.respond(200, { file_id: 'f1' });
    await expect(answer).resolves.toEqual({ file_id: 'f1' });
    expect(progress).toEqual([100_000, 200_000, 300_000, 400_000]);
    expect(xhr.aborted).toBe(false);
  });

  it('gives up when nothing has moved for the stall time-out', async () => {
    const answer = send();
    const xhr = FakeXhr.last;
    xhr.progress(1000, 400_000);
    vi.advanceTimersByTime(UPLOAD_STALL_TIMEOUT_MS);
    await expect(answer).rejects.toMatchObject({ status: 0, message: 'Response timed out' });
    expect(xhr.aborted).toBe(true);
  });

  it("refuses with the server's message, and treats a 401 as an expired session", async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    const tooLarge = send();
    FakeXhr.last.respond(413, { message: 'Le fichier dépasse 10 Mo.' });
    await expect(tooLarge).rejects.toEqual(new ApiError(413, 'Le fichier dépasse 10 Mo.'));
    expect(expired).not.toHaveBeenCalled();

    const signedOut = send();
    FakeXhr.last.respond(401, { message: 'Session expirée' });
    await expect(signedOut).rejects.toMatchObject({ status: 401, sessionExpired: true });
    expect(expired).toHaveBeenCalledWith('Session expirée');
  });

  it('stops the request when the customer cancels', async () => {
    const controller = new AbortController();
    const answer = send({ signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
