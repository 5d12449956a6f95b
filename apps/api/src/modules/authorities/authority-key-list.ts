import type { TAuthorityKey } from '@bi/domain';
import { desc, eq } from 'drizzle-orm';
import type { TDatabase, TTransaction } from '../../db/client';
import { authorityKeys, users } from '../../db/schema';

const COLUMNS = { key: authorityKeys, createdByEmail: users.email };

function toWire({
  key,
  createdByEmail,
}: {
  key: typeof authorityKeys.$inferSelect;
  createdByEmail: string | null;
}) {
  return {
    id: key.id,
    authority: key.authority,
    prefix: key.prefix,
    per_minute: key.perMinute,
    per_hour: key.perHour,
    created_by_email: createdByEmail,
    created_at: key.createdAt.toISOString(),
    revoked_at: key.revokedAt?.toISOString() ?? null,
    expires_on: key.expiresOn,
  } satisfies TAuthorityKey;
}

/** Every authority key, the newest first, revoked ones included (the journal names them). Never a hash. */
export async function listAuthorityKeys(db: TDatabase | TTransaction, id?: string): Promise<TAuthorityKey[]> {
  const rows = await db
    .select(COLUMNS)
    .from(authorityKeys)
    .leftJoin(users, eq(users.id, authorityKeys.createdBy))
    .where(id ? eq(authorityKeys.id, id) : undefined)
    .orderBy(desc(authorityKeys.createdAt));
  return rows.map(toWire);
}
