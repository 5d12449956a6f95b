import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hmacKey } from '../../lib/hmac-key';
import { SESSION_TOKEN_ISSUER, verifiedClaims } from './verified-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const CLAIMS = { sessionId: 'session-1', userId: 'user-1' };

async function token(secret: string, expiresInSeconds = 3_600, issuer = SESSION_TOKEN_ISSUER) {
  return new SignJWT({ sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('user-1')
    .setIssuer(issuer)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(await hmacKey(secret));
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token put together by hand, signed with the secret whatever its header says. */
function handMade(header: unknown, claims: unknown, secret = SECRET) {
  const signed = `${part(header)}.${part(claims)}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3_600;
const valid = () => ({ sid: 'session-1', sub: 'user-1', iss: SESSION_TOKEN_ISSUER, exp: inAnHour() });

afterEach(() => vi.useRealTimers());

describe('the claims of a session token', () => {
  it('are those of a token signed with the secret', async () => {
    const signed = await token(SECRET);
    expect(verifiedClaims(SECRET, signed)).toEqual(CLAIMS);
    expect(verifiedClaims(SECRET, signed)).toEqual(CLAIMS);
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS256', typ: 'JWT' }, valid()))).toEqual(CLAIMS);
  });

  it('are none for a token of another secret', async () => {
    const other = await token('another-secret-of-thirty-two-characters!!');
    expect(verifiedClaims('another-secret-of-thirty-two-characters!!', other)).not.toBeNull();
    expect(verifiedClaims(SECRET, other)).toBeNull();
  });

  it('are none for a tampered token and one from another issuer', async () => {
    const signed = await token(SECRET);
    const [header, , signature] = signed.split('.');
    const claims = part({ sid: 'session-2', sub: 'user-2', iss: SESSION_TOKEN_ISSUER, exp: 9e9 });
    expect(verifiedClaims(SECRET, `${header}.${claims}.${signature}`)).toBeNull();
    expect(verifiedClaims(SECRET, await token(SECRET, 3_600, 'someone-else'))).toBeNull();
  });

  it('are none once the token has expired', async () => {
    const signed = await token(SECRET, 60);
    expect(verifiedClaims(SECRET, signed)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    expect(verifiedClaims(SECRET, signed)).toBeNull();
  });

  it('are none for a header naming another algorithm, none, or a critical extension', () => {
    const unsigned = `${part({ alg: 'none' })}.${part(valid())}.`;
    expect(verifiedClaims(SECRET, unsigned)).toBeNull();
    expect(verifiedClaims(SECRET, `${part({ alg: 'none' })}.${part(valid())}.x`)).toBeNull();
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS512' }, valid()))).toBeNull();
    expect(verifiedClaims(SECRET, handMade({}, valid()))).toBeNull();
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS256', crit: ['b64'], b64: false }, valid()))).toBeNull();
  });

  it('are none for claims without expiry, not yet valid, or not strings', () => {
    const { exp: _, ...forever } = valid();
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS256' }, forever))).toBeNull();
    expect(
      verifiedClaims(SECRET, handMade({ alg: 'HS256' }, { ...valid(), exp: String(inAnHour()) })),
    ).toBeNull();
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS256' }, { ...valid(), nbf: inAnHour() }))).toBeNull();
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS256' }, { ...valid(), sid: 7 }))).toBeNull();
    expect(verifiedClaims(SECRET, handMade({ alg: 'HS256' }, [valid()]))).toBeNull();
  });

  it('are none for a signature written otherwise than its one base64url text', async () => {
    const signed = await token(SECRET);
    expect(verifiedClaims(SECRET, `${signed}=`)).toBeNull();
    expect(verifiedClaims(SECRET, `${signed}.x`)).toBeNull();
    expect(verifiedClaims(SECRET, ` ${signed}`)).toBeNull();
    expect(verifiedClaims(SECRET, signed.slice(0, -1))).toBeNull();
    expect(verifiedClaims(SECRET, 'not a token')).toBeNull();
  });
});
