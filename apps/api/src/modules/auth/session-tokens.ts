import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { TRole } from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { machineNow, machineMs } from '../../lib/clock';
import { hmacKey } from '../../lib/hmac-key';
import { SESSION_TOKEN_ISSUER, type TSessionClaims, verifiedClaims } from './verified-tokens';

export type TSessionUser = {
  id: string;
  sessionId: string;
  email: string;
  language: 'fr' | 'en' | 'ar';
  role: TRole;
};

/** A session row per sign-in; the token only names it, so it can be revoked before it expires. */
export async function openSession(
  db: TDatabase,
  secret: string,
  ttlHours: number,
  userId: string,
  client: { ip?: string; userAgent?: string } = {},
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const expiresAt = new Date(machineMs() + ttlHours * 3_600_000);
  const [session] = await db
    .insert(sessions)
    .values({ userId, expiresAt, ip: client.ip ?? null, userAgent: client.userAgent?.slice(0, 300) ?? null })
    .returning({ id: sessions.id });
  const token = await new SignJWT({ sid: session!.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(SESSION_TOKEN_ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(await hmacKey(secret));
  return { token, sessionId: session!.id, expiresAt };
}

/** The signed-in user a session read gives, from its session and its account. */
export const SESSION_USER = {
  id: users.id,
  email: users.email,
  language: users.language,
  role: users.role,
  sessionId: sessions.id,
};

/**
 * A session that still stands, named by the token's claims, of an account still on: the check of every
 * signed-in call, on `sessions` joined to `users`, its values the placeholders `sessionParams` fills.
 */
export const standingSession = and(
  eq(sessions.id, sql.placeholder('sessionId')),
  eq(sessions.userId, sql.placeholder('userId')),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder('now')),
  isNull(users.disabledAt),
);

/** The values of `standingSession`'s placeholders, for a token's claims. */
export const sessionParams = (claims: TSessionClaims) => ({
  sessionId: claims.sessionId,
  userId: claims.userId,
  now: machineNow().toISOString(),
});

/** Every signed-in call reads its session, unless its route's own statement reads it (`TSessionRead`). */
const sessionReadOf = preparedOnce((db) =>
  db
    .select(SESSION_USER)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(standingSession)
    .prepare('session_read'),
);

/** The user of a standing session, read alone. */
export async function readSession(db: TDatabase, claims: TSessionClaims): Promise<TSessionUser | null> {
  const [row] = await sessionReadOf(db).execute(sessionParams(claims));
  return row ?? null;
}

/**
 * The session check a route's own statement embeds (`sessions` joined to `users`): the user's columns,
 * the condition that the session stands, its placeholders' values, and the session read alone.
 */
export type TSessionCheck = {
  user: typeof SESSION_USER;
  standing: typeof standingSession;
  params: ReturnType<typeof sessionParams>;
  readAlone: () => Promise<TSessionUser | null>;
};

/**
 * A route's statement that reads the standing session beside the data it answers, one round trip
 * where the session and the data took two: the user, or null when the session does not stand.
 */
export type TSessionRead = (db: TDatabase, check: TSessionCheck) => Promise<TSessionUser | null>;

/** The signed-in user behind a bearer token, or null when the token is forged, expired or revoked. */
export async function resolveSession(
  db: TDatabase,
  secret: string,
  token: string,
  read?: TSessionRead,
): Promise<TSessionUser | null> {
  const claims = verifiedClaims(secret, token);
  if (!claims) return null;
  const readAlone = () => readSession(db, claims);
  if (!read) return readAlone();
  return read(db, {
    user: SESSION_USER,
    standing: standingSession,
    params: sessionParams(claims),
    readAlone,
  });
}

export async function revokeSession(db: TDatabase, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: machineNow() }).where(eq(sessions.id, sessionId));
}

/** After a password change or reset, every other device must sign in again. */
export async function revokeOtherSessions(
  db: TDatabase | TTransaction,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: machineNow() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
}
