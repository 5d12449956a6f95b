import { samePhone, type TCustomerActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { consumeCode } from '../auth/one-time-codes';
import type { TRequestContext } from '../../lib/request-context';
import { parsedPhone, sendSmsCode, smsTarget } from '../auth/send-sms-code';
import type { TSessionUser } from '../auth/session-tokens';
import { findUserById, toUserAnswer } from '../auth/users-repository';
import { machineNow } from '../../lib/clock';

type TPhoneInput = { phone: string; country_code: string };

async function assertNewPhone(db: TDatabase, userId: string, input: TPhoneInput) {
  const user = await findUserById(db, userId);
  if (user && samePhone({ phone: user.phone, country_code: user.countryCode }, input)) {
    throw new AppError(409, 'auth.phoneUnchanged', {}, [{ field: 'phone', key: 'auth.phoneUnchanged' }]);
  }
  return user!;
}

/** Step 1 of the profile's phone change: a code to the new number, bound to this account. */
export async function sendPhoneChangeCode(
  db: TDatabase,
  config: TConfig,
  sessionUser: TSessionUser,
  input: TPhoneInput,
  context: TRequestContext,
) {
  const user = await assertNewPhone(db, sessionUser.id, input);
  return sendSmsCode(
    db,
    config,
    { ...input, purpose: 'phone_change', userId: sessionUser.id },
    { ...context, recipientLanguage: user.language },
  );
}

/** Step 2: the code proves the new number belongs to the customer; only then is it stored. */
export async function changePhone(
  db: TDatabase,
  config: TConfig,
  actor: TCustomerActor,
  input: TPhoneInput & { sms_code: string },
  context: TRequestContext,
) {
  const phone = parsedPhone(input.phone, input.country_code);
  await assertNewPhone(db, actor.userId, input);
  await consumeCode(db, config, {
    target: smsTarget(phone.e164, actor.userId),
    purpose: 'phone_change',
    code: input.sms_code,
  });
  const [updated] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        phone: phone.phone,
        countryCode: phone.country_code,
        phoneVerifiedAt: machineNow(),
        updatedAt: machineNow(),
      })
      .where(eq(users.id, actor.userId))
      .returning();
    await audit(tx, {
      actor,
      action: 'user.phone_changed',
      entityType: 'user',
      entityId: actor.userId,
      requestId: context.requestId,
    });
    return rows;
  });
  return toUserAnswer(updated!);
}
