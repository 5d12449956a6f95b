import {
  addMonths,
  AUTHORITY_KEY_MONTHS,
  formatDisplayDate,
  type TCreateAuthorityKeyBody,
  type TCreatedAuthorityKey,
  type TIsoDate,
  type TStaffActor,
} from '@bi/domain';
import type { TDatabase } from '../../db/client';
import { authorityKeys } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { audit } from '../../lib/audit';
import type { TRequestContext } from '../../lib/request-context';
import { listAuthorityKeys } from './authority-key-list';
import { mintAuthorityKey } from './authority-key-token';

/** The key's last day: the one asked, from tomorrow to a year from today in Morocco, else a year. */
function expiryOf(asked: TIsoDate | undefined, today: TIsoDate): TIsoDate {
  const latest = addMonths(today, AUTHORITY_KEY_MONTHS);
  if (asked === undefined) return latest;
  const field = (key: 'authorities.expiryPast' | 'authorities.expiryTooFar', params = {}) =>
    new AppError(400, key, params, [{ field: 'expires_on', key, params }]);
  if (asked <= today) throw field('authorities.expiryPast');
  if (asked > latest) throw field('authorities.expiryTooFar', { day: formatDisplayDate(latest) });
  return asked;
}

/** POST /backoffice/authority-keys: the answer carries the key, this once; the audit line only its prefix. */
export async function createAuthorityKey(
  db: TDatabase,
  admin: TStaffActor,
  body: TCreateAuthorityKeyBody,
  context: TRequestContext,
): Promise<TCreatedAuthorityKey> {
  const expiresOn = expiryOf(body.expires_on, context.today);
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
        expiresOn,
        createdBy: admin.userId,
        createdAt: context.now,
      })
      .returning({ id: authorityKeys.id });
    await audit(tx, {
      actor: admin,
      action: 'authority_key.created',
      entityType: 'authority_key',
      entityId: created!.id,
      data: {
        authority: body.authority,
        prefix,
        per_minute: body.per_minute,
        per_hour: body.per_hour,
        expires_on: expiresOn,
      },
      requestId: context.requestId,
    });
    const [listed] = await listAuthorityKeys(tx, created!.id);
    return { ...listed!, key };
  });
}
