import { isStaff, type TSigninAnswer } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clearEvents, deleteEvents, spendAttempt } from '../../lib/throttle';
import { hashPassword, needsNewHash, spendPasswordCheck, verifyPassword } from './password-hashing';
import type { TRequestContext } from '../../lib/request-context';
import { openSession } from './session-tokens';
import { findUserByEmail, toUserAnswer } from './users-repository';

/** An address may try a few more times than one account, since families and cafés share one. */
const IP_FAILURE_FACTOR = 4;

export async function signIn(
  db: TDatabase,
  config: TConfig,
  input: { username: string; password: string; languageChosen: boolean },
  context: TRequestContext,
): Promise<TSigninAnswer> {
  const windowMs = config.signin.lockMinutes * 60_000;
  const attempts = [
    await spendAttempt(db, 'signin_fail', input.username, config.signin.maxFailures, windowMs),
    await spendAttempt(
      db,
      'signin_fail_ip',
      context.ip,
      config.signin.maxFailures * IP_FAILURE_FACTOR,
      windowMs,
    ),
  ];
  const blocked = attempts.find((attempt) => attempt.exceeded);
  if (blocked) throw new AppError(429, 'auth.tooManyAttempts', { seconds: blocked.retryInSeconds });

  const user = await findUserByEmail(db, input.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await spendPasswordCheck(input.password), false);
  // A failed attempt stays counted; a success clears the account's failures and forgets this attempt.
  if (!user || !valid) throw new AppError(401, 'auth.invalidCredentials');
  // A switched-off account is said so only to whoever knows its password: they are told whom to ask.
  if (user.disabledAt) throw new AppError(403, 'auth.accountSwitchedOff');
  await clearEvents(db, 'signin_fail', input.username);
  await deleteEvents(
    db,
    attempts.map((attempt) => attempt.id),
  );
  // The password is known only now: a hash of older parameters moves to the current ones (decision 032).
  if (needsNewHash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  // A customer's language follows the one they sign in with; a staff member's is theirs, chosen in the
  // console (decision 056), not the browser's of the day.
  if (input.languageChosen && !isStaff(user.role) && user.language !== context.language) {
    await db.update(users).set({ language: context.language }).where(eq(users.id, user.id));
    user.language = context.language;
  }
  const ttlHours = isStaff(user.role) ? config.staffSessionTtlHours : config.sessionTtlHours;
  const session = await openSession(db, config.jwtSecret, ttlHours, user.id, context);
  return { token: session.token, user: toUserAnswer(user) };
}
