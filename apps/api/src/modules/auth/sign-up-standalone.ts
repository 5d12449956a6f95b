import { translate, type TStandaloneSignupAnswer, type TStandaloneSignupRequest } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { consumeCode } from './one-time-codes';
import { hashPassword } from './password-hashing';
import type { TRequestContext } from '../../lib/request-context';
import { parsedPhone } from './send-sms-code';
import { openSession } from './session-tokens';
import { findUserByEmail, toUserAnswer } from './users-repository';
import { isUniqueViolation } from '../../lib/database-error';
import { welcomeNewAccount } from './welcome-new-account';
import { machineNow } from '../../lib/clock';

const emailTaken = () =>
  new AppError(409, 'auth.emailTaken', {}, [{ field: 'email', key: 'auth.emailTaken' }]);

/** "Karim El Idrissi": the first word is the first name, the rest the last name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return rest.length > 0
    ? { firstName: first, lastName: rest.join(' ') }
    : { firstName: '', lastName: first };
}

/**
 * /auth/signup: the address is proved by the 10-digit mail code, then the customer is signed in
 * (decision 011, amended): they have just chosen the password, asking it again only lost people.
 */
export async function signUpStandalone(
  db: TDatabase,
  config: TConfig,
  input: TStandaloneSignupRequest,
  context: TRequestContext,
): Promise<TStandaloneSignupAnswer> {
  const phone = parsedPhone(input.phone, input.country_code);
  await consumeCode(db, config, { target: input.email, purpose: 'signup_email', code: input.code });
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const names = splitName(input.name);
  try {
    const user = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          type: input.raison_sociale ? 'morale' : 'physique',
          firstName: names.firstName || null,
          lastName: names.lastName,
          raisonSociale: input.raison_sociale ?? null,
          email: input.email,
          phone: phone.phone,
          countryCode: phone.country_code,
          passwordHash,
          language: context.language,
          emailVerifiedAt: machineNow(),
        })
        .returning();
      await welcomeNewAccount(
        tx,
        { userId: user!.id, email: input.email, name: input.name },
        { ...context, publicUrl: config.publicUrl },
      );
      return user!;
    });
    const session = await openSession(db, config.jwtSecret, config.sessionTtlHours, user.id, context);
    return {
      ok: true as const,
      message: translate(context.language, 'auth.accountCreated'),
      token: session.token,
      user: toUserAnswer(user),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
