import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, offices } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
let api: ReturnType<typeof caller>;
let admin: Awaited<ReturnType<typeof staffMember>>;
let officeIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await staffMember(t, 'admin');
  officeIds = (await t.handle.db.select({ id: offices.id }).from(offices).limit(1)).map(
    (office) => office.id,
  );
});
afterAll(async () => t.close());

describe('offices and their mailboxes', () => {
  it('lists every office with its mailboxes and replaces them, audited', async () => {
    const office = officeIds[0]!;
    const set = await api.put(
      `/backoffice/offices/${office}/emails`,
      { emails: ['desk@office.example', 'DESK@office.example', 'chef@office.example'] },
      { headers: admin.headers },
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      intermediaire_Id: office,
      emails: ['desk@office.example', 'chef@office.example'],
    });
    const replaced = await api.put(
      `/backoffice/offices/${office}/emails`,
      { emails: ['chef@office.example'] },
      { headers: admin.headers },
    );
    expect(replaced.json().emails).toEqual(['chef@office.example']);

    const list = (await api.get('/backoffice/offices', { headers: admin.headers })).json().value;
    expect(list.length).toBeGreaterThan(50);
    expect(list.find((one: { intermediaire_Id: number }) => one.intermediaire_Id === office).emails).toEqual([
      'chef@office.example',
    ]);
    const lines = await t.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'office'), eq(auditLog.entityId, String(office))));
    expect(lines.at(-1)!.data).toEqual({
      before: ['desk@office.example', 'chef@office.example'],
      after: ['chef@office.example'],
    });
    expect(
      (await api.put('/backoffice/offices/999999/emails', { emails: [] }, { headers: admin.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await api.put(
          `/backoffice/offices/${office}/emails`,
          { emails: ['nope'] },
          { headers: admin.headers },
        )
      ).statusCode,
    ).toBe(400);
  });
});
