import type { TCreateAuthorityKeyBody, TCreatedAuthorityKey } from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { authorityKeys } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { listAuthorityKeys } from './authority-key-list';
import { mintAuthorityKey } from './authority-key-token';

/** POST /backoffice/authority-keys: the answer carries the key, this once; the audit line only its prefix. */
export async function createAuthorityKey(
  db: TDatabase,
  adminId: string,
  body: TCreateAuthorityKeyBody,
  context: TRequestContext,
): Promise<TCreatedAuthorityKey> {
  const { key, prefix, hash } = mintAuthorityKey();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(authorityKeys)
      .values({
        authority: body.authority,
        prefix,
        keyHash: hash,
        perMinute: body.per_minute,
        perHour: body.per_hour,
        createdBy: adminId,
        createdAt: context.now,
      })
      .returning({ id: authorityKeys.id });
    await audit(tx, {
      actor: 'staff',
      actorUserId: adminId,
      action: 'authority_key.created',
      entityType: 'authority_key',
      entityId: created!.id,
      data: { authority: body.authority, prefix, per_minute: body.per_minute, per_hour: body.per_hour },
      requestId: context.requestId,
    });
    const [listed] = await listAuthorityKeys(tx, created!.id);
    return { ...listed!, key };
  });
}
