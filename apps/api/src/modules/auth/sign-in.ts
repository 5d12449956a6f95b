import type { TSigninAnswer } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clearEvents, recordEvent, windowState } from '../../lib/throttle';
import { spendPasswordCheck, verifyPassword } from './password-hashing';
import type { TRequestContext } from './request-context';
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
  for (const [bucket, key, limit] of [
    ['signin_fail', input.username, config.signin.maxFailures],
    ['signin_fail_ip', context.ip, config.signin.maxFailures * IP_FAILURE_FACTOR],
  ] as const) {
    const state = await windowState(db, bucket, key, limit, windowMs);
    if (state.exceeded) throw new AppError(429, 'auth.tooManyAttempts', { seconds: state.retryInSeconds });
  }

  const user = await findUserByEmail(db, input.username);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : (await spendPasswordCheck(input.password), false);
  if (!user || !valid) {
    await recordEvent(db, 'signin_fail', input.username);
    await recordEvent(db, 'signin_fail_ip', context.ip);
    throw new AppError(401, 'auth.invalidCredentials');
  }

  await clearEvents(db, 'signin_fail', input.username);
  if (input.languageChosen && user.language !== context.language) {
    await db.update(users).set({ language: context.language }).where(eq(users.id, user.id));
    user.language = context.language;
  }
  const session = await openSession(db, config.jwtSecret, config.sessionTtlHours, user.id, context);
  return { token: session.token, user: toUserAnswer(user) };
}
