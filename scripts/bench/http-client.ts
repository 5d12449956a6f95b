import { Agent, request, type IncomingHttpHeaders } from 'node:http';

export type THttpRequest = {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON with its content type. */
  json?: unknown;
  /** Sent as it is, with the content type the caller puts in `headers`. */
  body?: string | Buffer;
};

export type THttpAnswer = { status: number; headers: IncomingHttpHeaders; text: string };

/**
 * Calls over real HTTP through one keep-alive agent, as a browser reuses its connections: a new
 * connection per call would time the TCP handshake instead of the server. No Accept-Encoding is sent,
 * so neither the bare endpoint nor ours spends time compressing.
 */
export function httpClient(base: string, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(base);

  function send({ method = 'GET', path, headers = {}, json, body }: THttpRequest): Promise<THttpAnswer> {
    const payload = json === undefined ? body : JSON.stringify(json);
    const sent = json === undefined ? headers : { ...headers, 'content-type': 'application/json' };
    return new Promise((resolve, reject) => {
      const outgoing = request(
        {
          agent,
          host: hostname,
          port,
          method,
          path,
          headers: payload === undefined ? sent : { ...sent, 'content-length': Buffer.byteLength(payload) },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  }

  return { send, close: () => agent.destroy() };
}

export type THttpClient = ReturnType<typeof httpClient>;

/** Every call the bench times must succeed: timing an error page would flatter the figures. */
export function expectStatus(answer: THttpAnswer, what: string, status = 200): THttpAnswer {
  if (answer.status !== status) {
    throw new Error(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer;
}

/** A client that waited for a busy server this long in all gives up: the server is not coming back. */
const MOST_RETRIES = 30;

/**
 * A call that renders a document, sent as a real client sends it: a 503 with a Retry-After (the
 * renderer's waiting line is full, and nothing was written) is sent again after the time it names.
 * `onRetry` counts each wait.
 */
export async function sendRetryingWhenBusy(
  client: THttpClient,
  call: THttpRequest,
  onRetry: () => void,
): Promise<THttpAnswer> {
  for (let retries = 0; ; retries += 1) {
    const answer = await client.send(call);
    const seconds = Number(answer.headers['retry-after']);
    if (answer.status !== 503 || !Number.isFinite(seconds) || retries === MOST_RETRIES) return answer;
    onRetry();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}
