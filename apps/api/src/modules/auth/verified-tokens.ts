import { jwtVerify } from 'jose';
import { machineMs } from '../../lib/clock';
import { hmacKey } from '../../lib/hmac-key';

export type TSessionClaims = { sessionId: string; userId: string };

type TVerified = TSessionClaims & { expiresAtMs: number };

export const SESSION_TOKEN_ISSUER = 'border-insurance';
/** About a busy day's live sessions on one instance; past it the oldest is forgotten, and verified again. */
const MOST_REMEMBERED = 10_000;
const remembered = new Map<string, Map<string, TVerified>>();

/**
 * The claims of a session token whose signature, issuer and algorithm were checked, by the token's
 * text: jose's HMAC is a Web Crypto job that cost a tenth of a signed-in read's CPU, and a token's
 * signature never changes, so it is checked once per token and instance. Its expiry is checked on
 * every call; a revocation is the session row's, which every call reads.
 */
export async function verifiedClaims(secret: string, token: string): Promise<TSessionClaims | null> {
  let tokens = remembered.get(secret);
  if (!tokens) remembered.set(secret, (tokens = new Map()));
  const known = tokens.get(token);
  if (known) {
    if (known.expiresAtMs > machineMs()) return { sessionId: known.sessionId, userId: known.userId };
    tokens.delete(token);
    return null;
  }
  let payload;
  try {
    ({ payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: SESSION_TOKEN_ISSUER,
      algorithms: ['HS256'],
    }));
  } catch {
    return null;
  }
  const { sid, sub, exp } = payload;
  if (typeof sid !== 'string' || typeof sub !== 'string' || typeof exp !== 'number') return null;
  if (tokens.size >= MOST_REMEMBERED) tokens.delete(tokens.keys().next().value!);
  tokens.set(token, { sessionId: sid, userId: sub, expiresAtMs: exp * 1000 });
  return { sessionId: sid, userId: sub };
}
