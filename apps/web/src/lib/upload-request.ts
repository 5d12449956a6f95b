import i18n, { currentLanguage } from './i18n/i18n';
import { API_BASE, ApiError, reportSessionExpired } from './api-client';
import { session } from './session';
import { readErrorAnswer } from './error-answer';

/**
 * An upload is given up only when nothing has moved for this long: at 250 kbit/s a photo takes longer
 * than the 30 s of an ordinary call, yet keeps progressing.
 */
export const UPLOAD_STALL_TIMEOUT_MS = 60_000;

export type TUploadOptions = {
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
  stallTimeoutMs?: number;
};

/**
 * A multipart POST through XMLHttpRequest, the one browser API that reports upload progress everywhere.
 * Same headers and errors as apiRequest: the language, the bearer token, ApiError with the server's
 * message, and a 401 or 403 handled as an expired session.
 */
export function uploadRequest<T>(
  path: string,
  form: FormData,
  { onProgress, signal, stallTimeoutMs = UPLOAD_STALL_TIMEOUT_MS }: TUploadOptions = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const token = session.token();
    const xhr = new XMLHttpRequest();
    let stall: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
    };
    const fail = (error: unknown) => {
      settle();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const moved = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        xhr.abort();
        fail(new ApiError(0, i18n.t('errors:http.timeout')));
      }, stallTimeoutMs);
    };
    // The abort's own reason (an AbortError), passed on as it is, as when the signal was aborted before.
    function onAbort() {
      xhr.abort();
      settle();
      reject(signal?.reason);
    }

    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      moved();
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    // Once every byte is sent, the server still reads and stores the file: the same patience applies.
    xhr.upload.onload = moved;
    xhr.onprogress = moved;
    xhr.onerror = () => fail(new ApiError(0, i18n.t('errors:http.network')));
    xhr.onload = () => {
      settle();
      let payload: unknown;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(payload as T);
      const { message, fields } = readErrorAnswer(payload);
      const expired = (xhr.status === 401 || xhr.status === 403) && token !== null;
      const text = message ?? i18n.t(expired ? 'errors:http.unauthorized' : 'errors:http.temporary');
      if (expired) reportSessionExpired(text);
      reject(new ApiError(xhr.status, text, fields, expired));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    moved();
    xhr.send(form);
  });
}
