import i18n, { currentLanguage } from './i18n/i18n';
import { session } from './session';
import { readErrorAnswer } from './error-answer';

export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;

/** A refused or failed call, with the server's message (already in the user's language) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: { field: string; message: string }[] = [],
    /** The session ended; the app already told the user and moved to /auth. */
    readonly sessionExpired = false,
    /** When the server said to try again (`Retry-After`, a 503 or a 429), in seconds. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TRequestOptions = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Calls made before there is a session: no bearer token (spec §6). */
const WITHOUT_TOKEN = ['/auth/users/signin', '/auth/users/forgot', '/auth/users/signup'];
/** Calls whose key is in their body (the reminder's link, decision 039): no session goes, none expires. */
const KEYED_BY_LINK = '/extension-links/';
/** The insurer's staff's calls (decision 023). */
export const STAFF_API = '/backoffice/';
/** Where a 401 is an answer, not an expired session (spec §8). */
const NOT_EXPIRY = [...WITHOUT_TOKEN, '/auth/users/signout'];

let onSessionExpired: (message: string) => void = () => undefined;
/** The app decides what expiry does (clear, notice, go to /auth); the client only detects it. */
export function setSessionExpiredHandler(handler: (message: string) => void) {
  onSessionExpired = handler;
}
/** For calls that cannot go through apiRequest (an upload with progress): the same expiry handling. */
export const reportSessionExpired = (message: string) => onSessionExpired(message);

/**
 * Every call: JSON, the current language, the bearer token (but on sign-in, sign-up and forgot), a 30 s time-out ('Response timed out'), and errors turned into ApiError with the server's
 * message or result[].message. A 401 or 403 on a call made with a session means it has expired.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, signal, headers = {} }: TRequestOptions = {},
): Promise<T> {
  const token = WITHOUT_TOKEN.includes(path) || path.startsWith(KEYED_BY_LINK) ? null : session.token();
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        ...(body !== undefined && !(body instanceof FormData) && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      // Uploads go as multipart: the browser sets the content type with its boundary.
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, i18n.t('errors:http.timeout'));
    if (signal?.aborted) throw error;
    throw new ApiError(0, i18n.t('errors:http.network'));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, fields } = readErrorAnswer(payload);
    // On the staff's calls a 403 is a role's refusal (a clerk on an administrator's call), not an expiry.
    const refusedByRole = response.status === 403 && path.startsWith(STAFF_API);
    const expired =
      (response.status === 401 || response.status === 403) &&
      !refusedByRole &&
      token !== null &&
      !NOT_EXPIRY.includes(path);
    const text = message ?? i18n.t(expired ? 'errors:http.unauthorized' : 'errors:http.temporary');
    if (expired) onSessionExpired(text);
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    throw new ApiError(
      response.status,
      text,
      fields,
      expired,
      Number.isFinite(retryAfter) ? retryAfter : null,
    );
  }
  return payload as T;
}

/** The field's own message from the server's refusal (`result[].field`), shown under it. */
export const fieldError = (error: Error | null, field: string): string | undefined =>
  error instanceof ApiError ? error.fields.find((item) => item.field === field)?.message : undefined;

/** What to tell the user of a failed call: the server's message, or "try again" when none came. */
export const errorMessage = (error: unknown): string =>
  error instanceof ApiError ? error.message : i18n.t('errors:http.temporary');

/**
 * Whether asking again may get another answer: a lost network, a time-out, the server busy or failing.
 * A refusal (not allowed, not found, invalid) answers the same the next time, so Retry would mislead.
 */
export const mayAnswerOtherwise = (error: unknown): boolean =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;
