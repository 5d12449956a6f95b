import { API_BASE, ApiError } from './api-client';
import { currentLanguage } from './i18n/i18n';
import { readErrorAnswer } from './error-answer';
import { session } from './session';

/** A file behind the session, answered or refused in the reader's words (an ApiError). */
export async function fetchOk(path: string, signal?: AbortSignal): Promise<Response> {
  const token = session.token();
  const response = await fetch(`${API_BASE}${path}`, {
    headers: { 'accept-language': currentLanguage(), ...(token && { authorization: `Bearer ${token}` }) },
    signal,
  });
  if (!response.ok) {
    const { message } = readErrorAnswer(await response.json().catch(() => undefined));
    throw new ApiError(response.status, message ?? response.statusText);
  }
  return response;
}

/**
 * A document behind the session (an uploaded photo, the contract, the certificate) as a blob: an
 * <img>, an <iframe> or a new tab cannot send the bearer header, so the page fetches it and shows a
 * local address. The bytes never sit in an address a proxy could log.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchOk(path, signal)).blob();
}
