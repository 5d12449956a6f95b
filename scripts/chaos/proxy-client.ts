/** Answers through the proxy by status, "no answer" when the connection failed or timed out. */
export type TTally = Map<string, number>;

/**
 * A failure the caller may simply try again after `waitMs`: no answer at all, the proxy finding no
 * instance (502, 504), the database gone for a moment (503), a budget spent (429 with Retry-After).
 */
export class TransientFailure extends Error {
  constructor(
    message: string,
    readonly waitMs: number,
  ) {
    super(message);
  }
}

export type TAnswer = { status: number; headers: Headers; text: string; json: <T>() => T };

export type TRequest = {
  method: 'GET' | 'POST';
  /** A path of the site, or an address on it (the pay link, the gateway's redirect). */
  path: string;
  token?: string;
  json?: object;
  form?: Record<string, string>;
  body?: { payload: Buffer; headers: Record<string, string> };
  headers?: Record<string, string>;
  /** A page a browser reads or a form it posts (the payment's), rather than an API call. */
  browser?: boolean;
};

/** A browser's wait after a failed call: short, since the other instance is usually there. */
const RETRY_MS = 500;
/** Signing renders two PDFs; under load an answer may take long, but not forever. */
const ANSWER_TIMEOUT_MS = 90_000;
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const count = (tally: TTally, key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

/**
 * Calls through the proxy as one client address: X-Forwarded-For names it, and the pair trusts the
 * hop that says so (the chaos run's TRUST_PROXY). Redirects are not followed: the journey reads
 * where it is sent, as the gateway's 303 needs.
 */
export function proxyClient(baseUrl: string, tally: TTally) {
  return (address: string) =>
    async (request: TRequest): Promise<TAnswer> => {
      const headers: Record<string, string> = {
        'x-forwarded-for': address,
        'accept-language': 'fr',
        accept: request.browser ? BROWSER_ACCEPT : 'application/json',
        ...(request.token && { authorization: `Bearer ${request.token}` }),
        ...(request.json && { 'content-type': 'application/json' }),
        ...(request.form && { 'content-type': 'application/x-www-form-urlencoded' }),
        ...request.body?.headers,
        ...request.headers,
      };
      const body = request.json
        ? JSON.stringify(request.json)
        : request.form
          ? new URLSearchParams(request.form).toString()
          : request.body?.payload;
      let answer: Response;
      let text: string;
      try {
        answer = await fetch(new URL(request.path, baseUrl), {
          method: request.method,
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
        });
        text = await answer.text();
      } catch (error) {
        count(tally, 'no answer');
        throw new TransientFailure(
          `${request.method} ${request.path}: ${(error as Error).message}`,
          RETRY_MS,
        );
      }
      count(tally, String(answer.status));
      const retryAfter = answer.headers.get('retry-after');
      if ([502, 503, 504].includes(answer.status) || (answer.status === 429 && retryAfter)) {
        const waitMs = retryAfter ? Number(retryAfter) * 1000 : RETRY_MS;
        throw new TransientFailure(`${request.method} ${request.path} answered ${answer.status}`, waitMs);
      }
      return { status: answer.status, headers: answer.headers, text, json: <T>() => JSON.parse(text) as T };
    };
}

export type TSend = ReturnType<ReturnType<typeof proxyClient>>;
