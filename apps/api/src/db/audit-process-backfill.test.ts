import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../test/test-app';
import { MIGRATIONS_FOLDER } from './client';
import { auditLog } from './schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Migration 0018's statements after the column it adds: what it says of the lines written before. */
const backfill = readFileSync(path.join(MIGRATIONS_FOLDER, '0018_audit_actor_process.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .slice(2)
  .join(';');

describe('migration 0018, the process of the system lines written before', () => {
  it('names the one process that writes each action, and no person', async () => {
    const line = (actor: 'system' | 'customer', action: string, entityId: string) => ({
      actor,
      action,
      entityType: 'backfill-probe',
      entityId,
      actorUserId: null,
    });
    await t.handle.db
      .insert(auditLog)
      .values([
        line('system', 'subscription.paid', 'a'),
        line('system', 'payment.refused', 'b'),
        line('system', 'subscription.expired', 'c'),
        line('system', 'authority.coverage_checked', 'd'),
        line('system', 'staff.invited', 'e'),
        line('customer', 'subscription.paid', 'f'),
      ]);
    await t.handle.db.execute(sql.raw(backfill));
    const lines = await t.handle.db
      .select({ entityId: auditLog.entityId, actorProcess: auditLog.actorProcess })
      .from(auditLog)
      .where(sql`${auditLog.entityType} = 'backfill-probe'`)
      .orderBy(asc(auditLog.entityId));
    expect(lines.map((one) => one.actorProcess)).toEqual([
      'payment-callback',
      'payment-callback',
      'expire-unpaid',
      'authority-check',
      'create-admin',
      null,
    ]);
  }, 60_000);
});
