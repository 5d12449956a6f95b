import { translate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import { consumeCode } from './one-time-codes';
import { notifyPasswordChanged } from './notify-password-changed';
import { hashPassword } from './password-hashing';
import type { TRequestContext } from './request-context';
import { revokeOtherSessions } from './session-tokens';
import { findUserById } from './users-repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /auth/reset: the link's secret is spent, the password replaced, and every session ended. */
export async function resetPassword(
  db: TDatabase,
  config: TConfig,
  input: { token: string; newPassword: string },
  context: TRequestContext,
) {
  const [userId = '', secret = ''] = input.token.split('.');
  const user = UUID.test(userId) ? await findUserById(db, userId) : undefined;
  if (!user || !secret) throw new AppError(400, 'auth.resetInvalid');
  await consumeCode(db, config, { target: user.id, purpose: 'password_reset', code: secret });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id);
    await audit(tx, {
      actorUserId: user.id,
      action: 'user.password_reset',
      entityType: 'user',
      entityId: user.id,
      requestId: context.requestId,
    });
    await notifyPasswordChanged(tx, user);
  });
  return { ok: true as const, message: translate(context.language, 'auth.passwordReset') };
}
