import type { FastifyRequest } from 'fastify';

/**
 * A query's values never reach the log, its names do: a plate an authority looked up, a search a
 * customer typed, a token a link carries are personal or secret (law 09-08), and a log is kept and
 * read more widely than the data it describes.
 */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** How the app logs: Fastify's request line without the query's values, no credentials. */
export const loggerOptions = (level: string) => ({
  level,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      url: urlForLog(request.url),
      host: request.host,
      remoteAddress: request.ip,
    }),
  },
});
