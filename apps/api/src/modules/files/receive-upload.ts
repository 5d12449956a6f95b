import { createHash } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@bi/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

const refusal = (status: number, key: 'files.missing' | 'files.tooLarge' | 'files.unreadable') => {
  const params: Record<string, number> =
    key === 'files.tooLarge' ? { max: MAX_UPLOAD_BYTES / 1024 / 1024 } : {};
  return new AppError(status, key, params, [{ field: 'file', key, params }]);
};

const isTooLarge = (error: unknown) => (error as { statusCode?: number }).statusCode === 413;

/**
 * Reads the one part `file` as it arrives, hashing each chunk on the way, so the event loop is never held
 * by a whole file at once. Whatever goes wrong while reading (a body cut short, a boundary that does not
 * match, a header busboy cannot parse) is the sender's upload, never our fault: a 400, not a 500.
 */
export async function receiveUpload(
  request: FastifyRequest,
): Promise<{ fileName: string; content: Buffer; sha256: string }> {
  if (!request.isMultipart()) throw refusal(415, 'files.missing');
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw isTooLarge(error) ? refusal(413, 'files.tooLarge') : refusal(400, 'files.unreadable');
  }
  if (!part || part.fieldname !== 'file') throw refusal(400, 'files.missing');
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      chunks.push(chunk);
    }
  } catch (error) {
    throw isTooLarge(error) ? refusal(413, 'files.tooLarge') : refusal(400, 'files.unreadable');
  }
  if (part.file.truncated) throw refusal(413, 'files.tooLarge');
  return { fileName: part.filename, content: Buffer.concat(chunks), sha256: hash.digest('hex') };
}
