import { jwtVerify } from 'jose';
import { hmacKey } from '../../lib/hmac-key';

export type TSessionClaims = { sessionId: string; userId: string };

export const SESSION_TOKEN_ISSUER = 'border-insurance';

/**
 * The claims of a session token whose signature, issuer, algorithm and expiry hold, or null. Only the
 * token is checked here; whether its session still stands (revoked, expired, account switched off) is
 * the session row's, which every signed-in call reads.
 */
export async function verifiedClaims(secret: string, token: string): Promise<TSessionClaims | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: SESSION_TOKEN_ISSUER,
      algorithms: ['HS256'],
    }));
  } catch {
    return null;
  }
  const { sid, sub } = payload;
  if (typeof sid !== 'string' || typeof sub !== 'string') return null;
  return { sessionId: sid, userId: sub };
}
