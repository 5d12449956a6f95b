import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hmacKey } from '../../lib/hmac-key';
import { SESSION_TOKEN_ISSUER, verifiedClaims } from './verified-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';

async function token(secret: string, expiresInSeconds = 3_600, issuer = SESSION_TOKEN_ISSUER) {
  return new SignJWT({ sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(await hmacKey(secret));
}

afterEach(() => vi.useRealTimers());

describe('the claims of a session token', () => {
  it('are those of a token signed with the secret', async () => {
    const signed = await token(SECRET);
    expect(await verifiedClaims(SECRET, signed)).toEqual({ sessionId: 'session-1', userId: 'user-1' });
    expect(await verifiedClaims(SECRET, signed)).toEqual({ sessionId: 'session-1', userId: 'user-1' });
  });

  it('are none for a token of another secret', async () => {
    const other = await token('another-secret-of-thirty-two-characters!!');
    expect(await verifiedClaims('another-secret-of-thirty-two-characters!!', other)).not.toBeNull();
    expect(await verifiedClaims(SECRET, other)).toBeNull();
  });

  it('are none for a tampered token and one from another issuer', async () => {
    const signed = await token(SECRET);
    const [header, , signature] = signed.split('.');
    const claims = Buffer.from(
      JSON.stringify({ sid: 'session-2', sub: 'user-2', iss: SESSION_TOKEN_ISSUER, exp: 9e9 }),
    );
    expect(await verifiedClaims(SECRET, `${header}.${claims.toString('base64url')}.${signature}`)).toBeNull();
    expect(await verifiedClaims(SECRET, await token(SECRET, 3_600, 'someone-else'))).toBeNull();
  });

  it('are none once the token has expired', async () => {
    const signed = await token(SECRET, 60);
    expect(await verifiedClaims(SECRET, signed)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(await verifiedClaims(SECRET, signed)).toBeNull();
  });
});
