import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, unauthorized } from '../../lib/app-error';
import { verifiedClaims } from './verified-tokens';

/**
 * Why a bearer token opens no session, read only once it has failed: an account an administrator
 * switched off is told so and whom to ask, not that its session expired (it would sign in again and be
 * refused without a word). Only the holder of a token the server signed learns it.
 */
export async function sessionRefusal(db: TDatabase, secret: string, token: string | undefined) {
  const claims = token ? verifiedClaims(secret, token) : null;
  if (!claims) return unauthorized();
  const [user] = await db
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, claims.userId));
  return user?.disabledAt ? new AppError(401, 'auth.accountSwitchedOff') : unauthorized();
}
