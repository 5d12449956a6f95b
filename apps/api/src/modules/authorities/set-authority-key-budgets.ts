import type { TAuthorityKey, TAuthorityKeyBudgetsBody, TStaffActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { authorityKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { isUuid } from '../../lib/uuid';
import { listAuthorityKeys } from './authority-key-list';

/**
 * PATCH /backoffice/authority-keys/{id}: a key's lookups per minute and per hour, in force from its next
 * lookup (the budgets are read with the key). The journal line says both before and after; the same
 * budgets again write nothing. A revoked key's budgets no longer matter, so they are not changed.
 */
export async function setAuthorityKeyBudgets(
  db: TDatabase,
  admin: TStaffActor,
  id: string,
  body: TAuthorityKeyBudgetsBody,
  context: TRequestContext,
): Promise<TAuthorityKey> {
  if (!isUuid(id)) throw new AppError(404, 'authorities.keyNotFound');
  return db.transaction(async (tx) => {
    const [key] = await tx
      .select({
        authority: authorityKeys.authority,
        prefix: authorityKeys.prefix,
        perMinute: authorityKeys.perMinute,
        perHour: authorityKeys.perHour,
        revokedAt: authorityKeys.revokedAt,
      })
      .from(authorityKeys)
      .where(eq(authorityKeys.id, id))
      .for('update');
    if (!key) throw new AppError(404, 'authorities.keyNotFound');
    if (key.revokedAt !== null) throw new AppError(409, 'authorities.keyRevoked');
    if (key.perMinute !== body.per_minute || key.perHour !== body.per_hour) {
      await tx
        .update(authorityKeys)
        .set({ perMinute: body.per_minute, perHour: body.per_hour })
        .where(eq(authorityKeys.id, id));
      await audit(tx, {
        actor: admin,
        action: 'authority_key.budgets_changed',
        entityType: 'authority_key',
        entityId: id,
        data: {
          before: { per_minute: key.perMinute, per_hour: key.perHour },
          after: { per_minute: body.per_minute, per_hour: body.per_hour },
        },
        requestId: context.requestId,
      });
    }
    const [listed] = await listAuthorityKeys(tx, id);
    return listed!;
  });
}
