import { customerActor, type TFlowSignupAnswer, type TFlowSignupRequest } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createSubscription } from '../subscriptions/create-subscription';
import { toSouscriptionAnswer } from '../subscriptions/subscription-answer';
import { NO_AFTER_SALE } from '../subscriptions/after-sale-facts';
import { checkCode, consumeCode } from './one-time-codes';
import { hashPassword } from './password-hashing';
import type { TRequestContext } from '../../lib/request-context';
import { parsedPhone, smsTarget } from './send-sms-code';
import { openSession } from './session-tokens';
import { displayName, findUserByEmail, toUserAnswer } from './users-repository';
import { isUniqueViolation } from '../../lib/database-error';
import { welcomeNewAccount } from './welcome-new-account';
import { machineNow } from '../../lib/clock';

const emailTaken = () =>
  new AppError(409, 'auth.emailTaken', {}, [{ field: 'email', key: 'auth.emailTaken' }]);

/**
 * /souscriptions/create for a visitor: the phone is proved by the SMS code, then the account, the
 * consents and the first subscription (step 0 saved) are written together, and the customer is signed in.
 */
export async function signUpFromFlow(
  db: TDatabase,
  config: TConfig,
  input: TFlowSignupRequest,
  context: TRequestContext,
): Promise<TFlowSignupAnswer> {
  const phone = parsedPhone(input.phone, input.country_code);
  // The code first: whether an e-mail has an account is told only to someone who proved a phone,
  // which the SMS caps limit. Checked, not spent: it is spent with the account, so an instance that
  // dies while hashing the password leaves the customer their code.
  const code = { target: smsTarget(phone.e164), purpose: 'signup_phone' as const, code: input.sms_code };
  await checkCode(db, config, code);
  if (await findUserByEmail(db, input.email)) {
    // One code, one answer: a code left unspent here would let its holder probe address after address.
    await consumeCode(db, config, code);
    throw emailTaken();
  }
  const passwordHash = await hashPassword(input.password);
  const physique = input.type === 'physique';
  const names = {
    firstName: physique ? input.first_name! : null,
    lastName: physique ? input.last_name! : null,
    raisonSociale: physique ? null : input.raison_sociale!,
  };

  try {
    const { user, subscription } = await db.transaction(async (tx) => {
      await consumeCode(tx, config, code);
      const [user] = await tx
        .insert(users)
        .values({
          type: input.type,
          ...names,
          email: input.email,
          phone: phone.phone,
          countryCode: phone.country_code,
          passwordHash,
          language: context.language,
          phoneVerifiedAt: machineNow(),
        })
        .returning();
      const subscription = await createSubscription(tx, {
        actor: customerActor(user!.id),
        requestId: context.requestId,
        today: context.today,
        userInfo: {
          type: input.type,
          first_name: names.firstName,
          last_name: names.lastName,
          raison_sociale: names.raisonSociale,
          email: input.email,
          phone: phone.phone,
          country_code: phone.country_code,
          accept_cgu: true,
        },
      });
      await welcomeNewAccount(
        tx,
        { userId: user!.id, email: input.email, name: displayName(names), subscriptionId: subscription.id },
        { ...context, publicUrl: config.publicUrl },
      );
      return { user: user!, subscription };
    });
    const session = await openSession(db, config.jwtSecret, config.sessionTtlHours, user.id, context);
    return {
      token: session.token,
      user: toUserAnswer(user),
      souscription: toSouscriptionAnswer(subscription, context.today, NO_AFTER_SALE),
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
