import { ZErrorAnswer } from '@bi/domain';
import i18n, { currentLanguage } from '../app/i18n';

export const API_BASE = '/api/v1';
export const REQUEST_TIMEOUT_MS = 30_000;

/** A refused or failed call, with the server's message (already in the user's language) and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type TRequestOptions = { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal };

/**
 * Every call: JSON, the current language, a 30 s time-out ('Response timed out'), and errors turned
 * into ApiError with the server's message or result[].message.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, token, signal }: TRequestOptions = {},
): Promise<T> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'accept-language': currentLanguage(),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, i18n.t('errors:http.timeout'));
    if (signal?.aborted) throw error;
    throw new ApiError(0, i18n.t('errors:http.network'));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZErrorAnswer.safeParse(payload);
    const fields = parsed.success ? (parsed.data.result ?? []) : [];
    const message = parsed.success ? parsed.data.message || fields[0]?.message : undefined;
    throw new ApiError(response.status, message ?? i18n.t('errors:http.temporary'), fields);
  }
  return payload as T;
}
