import { customerActor, DEFAULT_LANGUAGE, isLanguage, type TLanguage } from '@bi/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from './app-error';
import { hmacKey } from './hmac-key';

/**
 * What a link opens: one kind of document of one subscription (`archived_pdf`: its sealed documents,
 * each of which its owner may read), or its payment page; a link of one purpose opens nothing else.
 */
export type TLinkPurpose = 'contract_pdf' | 'certificate_pdf' | 'archived_pdf' | 'payment';

/** Long enough to open a new tab or leave the app for the payment page, too short to be worth copying from a history. */
export const LINK_TTL_SECONDS = 300;

/** Whom a link was made for, and in which language (a new tab or the payment page may not know it). */
export type TLinkHolder = { userId: string; language: TLanguage };

/**
 * A new tab or a full navigation cannot send the bearer header, and a session token must never sit
 * in an address: a link carries instead a token signed with `JWT_SECRET`, good for five minutes, for
 * one purpose on one subscription of one user.
 */
export async function signLink(
  secret: string,
  link: TLinkHolder & { purpose: TLinkPurpose; subscriptionId: string },
): Promise<string> {
  return new SignJWT({ purpose: link.purpose, sub_id: link.subscriptionId, lng: link.language })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(link.userId)
    .setIssuedAt()
    .setExpirationTime(`${LINK_TTL_SECONDS}s`)
    .sign(await hmacKey(secret));
}

/**
 * Whom a genuine link of this purpose and subscription was made for, and whether its five minutes are
 * over: only for a page that still has something to say to an expired link's holder (an order paid).
 */
export async function readLink(
  secret: string,
  purpose: TLinkPurpose,
  token: string,
  subscriptionId: string,
): Promise<(TLinkHolder & { expired: boolean }) | null> {
  let payload: JWTPayload;
  let expired = false;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(secret), { algorithms: ['HS256'] }));
  } catch (error) {
    // Thrown once the signature is verified: the payload is the genuine one.
    if (!(error instanceof errors.JWTExpired)) return null;
    payload = error.payload;
    expired = true;
  }
  if (payload.purpose !== purpose || payload.sub_id !== subscriptionId || typeof payload.sub !== 'string')
    return null;
  return { userId: payload.sub, language: isLanguage(payload.lng) ? payload.lng : DEFAULT_LANGUAGE, expired };
}

/** Whom the link was made for, when it is genuine, unexpired, of this purpose and for this subscription. */
export async function verifyLink(
  secret: string,
  purpose: TLinkPurpose,
  token: string,
  subscriptionId: string,
): Promise<TLinkHolder | null> {
  const link = await readLink(secret, purpose, token, subscriptionId);
  return link && !link.expired ? { userId: link.userId, language: link.language } : null;
}

/**
 * The onRequest of a document route that a new tab opens: the link's token when the address carries
 * one (it runs before validation, so the query and the params are still raw), else the bearer.
 */
export function linkOrBearer(app: FastifyInstance, secret: string, purpose: TLinkPurpose) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { token } = request.query as { token?: string };
    if (!token) return app.authenticate(request, reply);
    const holder = await verifyLink(secret, purpose, token, (request.params as { id: string }).id);
    if (!holder) throw new AppError(401, 'http.unauthorized');
    request.user = {
      id: holder.userId,
      sessionId: '',
      email: '',
      language: holder.language,
      role: 'customer',
    };
    request.actor = customerActor(holder.userId);
  };
}
