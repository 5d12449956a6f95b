import type { TAuthorityLookupRefusal, TIsoDate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import { authorityKeys } from '../../db/schema';
import { hashAuthorityKey } from './authority-key-token';

export type TAuthority = Pick<
  typeof authorityKeys.$inferSelect,
  'id' | 'authority' | 'prefix' | 'perMinute' | 'perHour' | 'expiresOn'
>;

/** Why a caller is not let in: said to the journal, and to the caller as one of three 401s. */
export type TKeyRefusal = Exclude<TAuthorityLookupRefusal, 'minute_budget' | 'hour_budget'>;

/**
 * The authority calling, from `Authorization: Bearer <key>`: found by the key's hash, neither revoked
 * nor past its last day in Morocco. Otherwise why not, with the key when one was found, for the
 * journal: a revoked or expired key is answerable to its authority, an unknown one to nobody.
 */
export async function authorityOf(
  db: TDatabase,
  authorization: string | undefined,
  today: TIsoDate,
): Promise<
  { authority: TAuthority; refused?: undefined } | { refused: TKeyRefusal; authority?: TAuthority }
> {
  const key = /^Bearer\s+(\S{1,200})$/i.exec(authorization?.trim() ?? '')?.[1];
  if (!key) return { refused: 'no_key' };
  const [found] = await db
    .select({
      id: authorityKeys.id,
      authority: authorityKeys.authority,
      prefix: authorityKeys.prefix,
      perMinute: authorityKeys.perMinute,
      perHour: authorityKeys.perHour,
      expiresOn: authorityKeys.expiresOn,
      revokedAt: authorityKeys.revokedAt,
    })
    .from(authorityKeys)
    .where(eq(authorityKeys.keyHash, hashAuthorityKey(key)));
  if (!found) return { refused: 'unknown_key' };
  const { revokedAt, ...authority } = found;
  if (revokedAt !== null) return { refused: 'revoked', authority };
  if (authority.expiresOn < today) return { refused: 'expired', authority };
  return { authority };
}
