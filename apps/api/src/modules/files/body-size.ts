import type { IncomingMessage } from 'node:http';
import { MAX_UPLOAD_BYTES } from '@bi/domain';
import type { FastifyRequest } from 'fastify';
import { tooLarge } from './upload-refusal';

/**
 * The file plus its multipart envelope: boundaries, the part's headers (a name of 255 characters in
 * UTF-8), a few small fields. A body longer than this cannot hold a file the limit accepts.
 */
export const MAX_UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * onRequest: a body declared too long is refused before a byte of it is read (and before the session
 * is looked up), so sending one costs the server nothing.
 */
export async function refuseDeclaredOversize(request: FastifyRequest) {
  if (Number(request.headers['content-length'] ?? 0) > MAX_UPLOAD_BODY_BYTES) throw tooLarge();
}

/**
 * Counts a body's bytes as they arrive, whatever its framing: a chunked body declares no length and may
 * never end. Past `MAX_UPLOAD_BODY_BYTES` nothing more is read from the socket and `exceeded` rejects
 * with the 413; `stop` ends the count once the body has been read.
 */
export function watchBodySize(raw: IncomingMessage) {
  let received = 0;
  let refuse: (error: Error) => void = () => undefined;
  const exceeded = new Promise<never>((_, reject) => {
    refuse = reject;
  });
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_UPLOAD_BODY_BYTES) return;
    raw.off('data', count);
    raw.unpipe();
    raw.pause();
    refuse(tooLarge());
  };
  raw.on('data', count);
  return { exceeded, stop: () => raw.off('data', count) };
}
