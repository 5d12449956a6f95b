import { and, eq, isNull } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { authorityKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hashAuthorityKey } from './authority-key-token';

export type TAuthority = Pick<
  typeof authorityKeys.$inferSelect,
  'id' | 'authority' | 'prefix' | 'perMinute' | 'perHour'
>;

/**
 * The authority calling, from `Authorization: Bearer <key>`: found by the key's hash among the keys not
 * revoked. No key is a 401 saying how to give one; an unknown or revoked key one 401, alike.
 */
export async function authorityOf(db: TDatabase, authorization: string | undefined): Promise<TAuthority> {
  const key = /^Bearer\s+(\S{1,200})$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!key) throw new AppError(401, 'authorities.keyRequired');
  const [found] = await db
    .select({
      id: authorityKeys.id,
      authority: authorityKeys.authority,
      prefix: authorityKeys.prefix,
      perMinute: authorityKeys.perMinute,
      perHour: authorityKeys.perHour,
    })
    .from(authorityKeys)
    .where(and(eq(authorityKeys.keyHash, hashAuthorityKey(key)), isNull(authorityKeys.revokedAt)));
  if (!found) throw new AppError(401, 'authorities.keyRefused');
  return found;
}
