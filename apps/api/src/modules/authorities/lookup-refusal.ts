import type { TAuditAction, TAuthorityLookupRefusal, TSystemProcess } from '@bi/domain';
import { sql } from 'drizzle-orm';
import type { TDatabase } from '../../db/client';
import type { TAuthority } from './authority-of';

const ACTION: TAuditAction = 'authority.lookup_refused';
const PROCESS: TSystemProcess = 'authority-check';
const MINUTE_MS = 60_000;

/**
 * A refused lookup in the journal (decision 047): one line per caller, reason and minute, whose count
 * each further refusal raises, so that a flood of bad keys or of a revoked one leaves one line a minute
 * rather than one a request. The caller is the key when one was found, else the address it came from.
 * Never the plate: nothing was answered about it.
 */
export async function recordRefusal(
  db: TDatabase,
  refusal: {
    reason: TAuthorityLookupRefusal;
    authority?: TAuthority;
    source: string;
    now: Date;
    requestId: string;
  },
): Promise<void> {
  const { reason, authority, now } = refusal;
  const minute = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const [entityType, entityId] = authority
    ? ['authority_key', authority.id]
    : ['authority_caller', refusal.source];
  const data = {
    reason,
    ...(authority && { authority: authority.authority, prefix: authority.prefix }),
    count: 1,
    last_at: now.toISOString(),
  };
  await db.execute(sql`
    insert into audit_log (at, actor, actor_process, actor_user_id, action, entity_type, entity_id, data, request_id)
    values (${minute.toISOString()}, 'system', ${PROCESS}, null, ${ACTION}, ${entityType}, ${entityId},
      ${JSON.stringify(data)}::jsonb, ${refusal.requestId})
    on conflict (entity_type, entity_id, at, (data->>'reason')) where action = 'authority.lookup_refused'
    do update set data = audit_log.data || jsonb_build_object(
      'count', (audit_log.data->>'count')::int + 1, 'last_at', ${now.toISOString()}::text)`);
}
