import type { FastifyReply } from 'fastify';
import { nameForType } from '../files/served-name';

/** Printed at the counter, never kept by a browser or a proxy. */
export const sendPdf = (reply: FastifyReply, file: { fileName: string; bytes: Buffer }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(file.bytes);

/**
 * A customer's upload shown in the page: its sniffed type, never guessed again by the browser, never
 * cached, under a name ending as that type (an older row's image named `.pdf` too).
 */
export const sendDocument = (
  reply: FastifyReply,
  file: { mimeType: string; fileName: string; content: Buffer },
) =>
  reply
    .header('content-type', file.mimeType)
    .header(
      'content-disposition',
      `inline; filename*=UTF-8''${encodeURIComponent(nameForType(file.fileName, file.mimeType))}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.content);
