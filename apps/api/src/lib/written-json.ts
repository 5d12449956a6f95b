import type { FastifyReply } from 'fastify';

/**
 * An answer written once by its route's response serializer (the schema's check included), to be kept
 * and sent again as it is (`sendWritten`). The app's serializer writes strings (`answer-serializer.ts`).
 */
export function writtenJson(reply: FastifyReply, answer: unknown): string {
  const written = reply.serialize(answer);
  if (typeof written !== 'string') throw new Error('the answer serializer wrote bytes, not JSON text');
  return written;
}

/** JSON already written by `writtenJson`: Fastify sends a string with a JSON type as it is. */
export function sendWritten(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
