import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffVersions } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (query: Promise<unknown>) =>
  query.then(
    () => 'accepted',
    (error: Error) => String(error.cause ?? error.message),
  );

describe('an approved tariff version, whoever asks the database (decision 053)', () => {
  it('can be neither changed nor removed; a draft still can', async () => {
    const [first] = await t.handle.db.select().from(tariffVersions).where(eq(tariffVersions.number, 1));
    expect(first?.status).toBe('approved');
    const byId = eq(tariffVersions.id, first!.id);
    expect(
      await refusal(t.handle.db.update(tariffVersions).set({ effectiveFrom: '2020-01-01' }).where(byId)),
    ).toMatch(/never changed or removed \(version 1\)/);
    expect(await refusal(t.handle.db.update(tariffVersions).set({ status: 'draft' }).where(byId))).toMatch(
      /never changed or removed/,
    );
    expect(await refusal(t.handle.db.delete(tariffVersions).where(byId))).toMatch(/never changed or removed/);
    const [still] = await t.handle.db.select().from(tariffVersions).where(byId);
    expect(still).toEqual(first);

    const [draft] = await t.handle.db
      .insert(tariffVersions)
      .values({ ...first!, id: undefined, number: undefined, label: 'frozen-probe', status: 'draft' })
      .returning();
    const draftId = eq(tariffVersions.id, draft!.id);
    expect(await refusal(t.handle.db.update(tariffVersions).set({ label: 'probe-2' }).where(draftId))).toBe(
      'accepted',
    );
    expect(await refusal(t.handle.db.delete(tariffVersions).where(draftId))).toBe('accepted');
  });
});
