import type { TAuthorityKey, TStaffActor } from '@bi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { authorityKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { listAuthorityKeys } from './authority-key-list';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /backoffice/authority-keys/{id}/revoke: the key answers 401 from the next lookup on, for good.
 * Revoking a revoked key changes nothing and writes no second line.
 */
export async function revokeAuthorityKey(
  db: TDatabase,
  admin: TStaffActor,
  id: string,
  context: TRequestContext,
): Promise<TAuthorityKey> {
  if (!UUID_PATTERN.test(id)) throw new AppError(404, 'authorities.keyNotFound');
  return db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(authorityKeys)
      .set({ revokedAt: context.now })
      .where(and(eq(authorityKeys.id, id), isNull(authorityKeys.revokedAt)))
      .returning({ authority: authorityKeys.authority, prefix: authorityKeys.prefix });
    if (revoked) {
      await audit(tx, {
        actor: admin,
        action: 'authority_key.revoked',
        entityType: 'authority_key',
        entityId: id,
        data: revoked,
        requestId: context.requestId,
      });
    }
    const [listed] = await listAuthorityKeys(tx, id);
    if (!listed) throw new AppError(404, 'authorities.keyNotFound');
    return listed;
  });
}
