import type { TTestApp } from './test-app';

type TCall = { headers?: Record<string, string>; language?: string };

/** JSON calls as the web app makes them, with an optional bearer token and language. */
export function caller(t: TTestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, body?: object, options: TCall = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(options.language && { 'accept-language': options.language }), ...options.headers },
      ...(body && { payload: body }),
    });
  return {
    get: (url: string, options?: TCall) => call('GET', url, undefined, options),
    post: (url: string, body: object, options?: TCall) => call('POST', url, body, options),
    put: (url: string, body: object, options?: TCall) => call('PUT', url, body, options),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
