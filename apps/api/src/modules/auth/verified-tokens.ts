import { createHmac, timingSafeEqual } from 'node:crypto';
import { machineMs } from '../../lib/clock';

export type TSessionClaims = { sessionId: string; userId: string };

export const SESSION_TOKEN_ISSUER = 'border-insurance';

/** Three base64url parts, nothing else: no padding, no whitespace, no fourth part. */
const COMPACT_JWS = /^([\w-]+)\.([\w-]+)\.([\w-]+)$/;

/** A part's JSON object, or null for anything else (not base64url JSON, an array, a string). */
function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Whether `signature` is the HS256 MAC of `signed`, compared in constant time on its canonical text. */
function signedWith(secret: string, signed: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(signed).digest('base64url'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The registered time claims as jose judged them (no leeway): expiry required, not-before honoured. */
function inTime(claims: Record<string, unknown>, nowSeconds: number): boolean {
  const { exp, nbf, iat } = claims;
  if (typeof exp !== 'number' || exp <= nowSeconds) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > nowSeconds)) return false;
  return iat === undefined || typeof iat === 'number';
}

/**
 * The claims of a session token whose signature, issuer, algorithm and expiry hold, or null. Only the
 * token is checked here; whether its session still stands (revoked, expired, account switched off) is
 * the session row's, which every signed-in call reads.
 *
 * Checked with node's HMAC in the calling thread rather than jose's Web Crypto job: the same checks,
 * at a tenth of the CPU (jose's verify was 14 % of the detail and list calls' profile, issue 37). The
 * header must name HS256 and nothing critical, as `jwtVerify` with `algorithms: ['HS256']` required;
 * tokens are still signed by jose (session-tokens.ts).
 */
export function verifiedClaims(secret: string, token: string): TSessionClaims | null {
  const parts = COMPACT_JWS.exec(token);
  if (!parts) return null;
  const [, header, payload, signature] = parts as unknown as [string, string, string, string];
  const protectedHeader = jsonObject(header);
  if (protectedHeader?.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  if (!signedWith(secret, `${header}.${payload}`, signature)) return null;
  const claims = jsonObject(payload);
  if (!claims || claims.iss !== SESSION_TOKEN_ISSUER) return null;
  if (!inTime(claims, Math.floor(machineMs() / 1000))) return null;
  const { sid, sub } = claims;
  if (typeof sid !== 'string' || typeof sub !== 'string') return null;
  return { sessionId: sid, userId: sub };
}
