import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../db/schema';
import type { TTestApp } from '../../test/test-app';

/** An administrator's calls on the keys, an authority's lookups and the refusals journaled. */
export function authorityKit(t: TTestApp, adminHeaders: Record<string, string>) {
  const keys = (method: 'GET' | 'POST' | 'PATCH', path = '', payload?: object, headers = adminHeaders) =>
    t.app.inject({
      method,
      url: `/api/v1/backoffice/authority-keys${path}`,
      headers,
      ...(payload && { payload }),
    });

  async function newKey(body: object = {}) {
    const created = await keys('POST', '', { authority: 'Douane — Bab Sebta', ...body });
    expect(created.statusCode, created.body).toBe(200);
    return created.json() as { id: string; key: string; prefix: string; expires_on: string };
  }

  /** A lookup by plate, from the address given (the caller an unknown key is counted by). */
  const lookup = (plate: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/authorities/coverage?plate=${encodeURIComponent(plate)}`,
      headers,
      remoteAddress,
    });

  /** The refusal lines about a key (its id) or an unknown caller (its address). */
  const refusals = (entityId: string) =>
    t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'authority.lookup_refused'), eq(auditLog.entityId, entityId)));

  return { keys, newKey, lookup, refusals };
}
