import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../../lib/app-error';

/**
 * What a link opens: one kind of document of one subscription, and nothing else (`archived_pdf`: the
 * subscription's sealed documents, each of which its owner may read).
 */
export type TPdfLinkPurpose = 'contract_pdf' | 'certificate_pdf' | 'archived_pdf' | 'payment';
export const PDF_LINK_TTL_SECONDS = 300;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A new tab cannot send the bearer header, and a session token must never sit in an address: the
 * link carries a five-minute token good for one subscription's document of one purpose.
 */
export async function signPdfToken(
  secret: string,
  purpose: TPdfLinkPurpose,
  subscriptionId: string,
  userId: string,
): Promise<string> {
  return new SignJWT({ purpose, sub_id: subscriptionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${PDF_LINK_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** The user the link was made for, when it is genuine, unexpired, of this purpose and for this subscription. */
export async function verifyPdfToken(
  secret: string,
  purpose: TPdfLinkPurpose,
  token: string,
  subscriptionId: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (payload.purpose !== purpose || payload.sub_id !== subscriptionId || typeof payload.sub !== 'string')
      return null;
    return payload.sub;
  } catch {
    return null;
  }
}

/**
 * The onRequest of a document route that a new tab opens: the link's token when the address carries
 * one (it runs before validation, so the query and the params are still raw), else the bearer.
 */
export function pdfLinkOrBearer(app: FastifyInstance, secret: string, purpose: TPdfLinkPurpose) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.query as { token?: string };
    if (!token) return app.authenticate(request, reply);
    const userId = await verifyPdfToken(secret, purpose, token, (request.params as { id: string }).id);
    if (!userId) throw new AppError(401, 'http.unauthorized');
    request.user = { id: userId, sessionId: '', email: '', language: request.language, role: 'customer' };
  };
}
