import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { TRole } from '@bi/domain';
import type { TDatabase, TTransaction } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { machineNow, machineMs } from '../../lib/clock';

export type TSessionUser = {
  id: string;
  sessionId: string;
  email: string;
  language: 'fr' | 'en' | 'ar';
  role: TRole;
};

const ISSUER = 'border-insurance';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

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
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(keyOf(secret));
  return { token, sessionId: session!.id, expiresAt };
}

/** The signed-in user behind a bearer token, or null when the token is forged, expired or revoked. */
export async function resolveSession(
  db: TDatabase,
  secret: string,
  token: string,
): Promise<TSessionUser | null> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'] }));
  } catch {
    return null;
  }
  if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      role: users.role,
      sessionId: sessions.id,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, payload.sid),
        eq(sessions.userId, payload.sub),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, machineNow()),
        isNull(users.disabledAt),
      ),
    );
  return row ?? null;
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
