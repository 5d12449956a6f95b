import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { watchBodySize } from './body-size';
import { tooLarge, uploadRefusal } from './upload-refusal';

const isTooLarge = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

const unreadable = (error: unknown) =>
  isTooLarge(error) ? tooLarge() : uploadRefusal(400, 'files.unreadable');

/**
 * Reads the one part `file` as it arrives, hashing each chunk on the way, so the event loop is never held
 * by a whole file at once. Whatever goes wrong while reading (a body cut short, a boundary that does not
 * match, a header busboy cannot parse) is the sender's upload, never our fault: a 400, not a 500.
 */
async function readFilePart(request: FastifyRequest) {
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw unreadable(error);
  }
  if (!part || part.fieldname !== 'file') throw uploadRefusal(400, 'files.missing');
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks.push(chunk);
    }
  } catch (error) {
    throw unreadable(error);
  }
  if (part.file.truncated) throw tooLarge();
  return { fileName: part.filename, content: Buffer.concat(chunks), sha256: hash.digest('hex') };
}

/**
 * The upload's file, read while the whole body is counted: busboy's limits bound the file and the fields,
 * not what surrounds them, and a chunked body could otherwise be pushed forever.
 */
export async function receiveUpload(
  request: FastifyRequest,
): Promise<{ fileName: string; content: Buffer; sha256: string }> {
  if (!request.isMultipart()) throw uploadRefusal(415, 'files.missing');
  // Started first: it pipes the body into busboy at once, so the count below sees every chunk busboy sees.
  const reading = readFilePart(request);
  const body = watchBodySize(request.raw);
  try {
    return await Promise.race([reading, body.exceeded]);
  } finally {
    body.stop();
  }
}
