import { customerActor, systemActor } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { subscriptionFixture, type TSubscriptionFixture } from '../../test/subscription-fixture';
import { createTestApp, type TTestApp } from '../../test/test-app';
import {
  findExtensionOf,
  findSubscriptionIdNamed,
  findSubscriptionOwner,
  subscriptionIn,
  type TSubscriptionScope,
} from './subscription-scope';

let t: TTestApp;
let fixture: TSubscriptionFixture;
beforeAll(async () => {
  t = await createTestApp();
  fixture = await subscriptionFixture(t);
});
afterAll(() => t.close());

/** A subscription at the border post's office (step 2 saved), with its owner's id and its code. */
async function atBorderPost() {
  const { customer, id } = await fixture.newSubscription();
  await fixture.completeSteps(id, customer.headers, 2);
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return { id, userId: row!.userId, code: row!.codeStr };
}

const clerkOf = (officeId: number): TSubscriptionScope => ({
  kind: 'staff',
  role: 'clerk',
  officeIds: [officeId],
});
const admin: TSubscriptionScope = { kind: 'staff', role: 'admin', officeIds: [] };
const system = systemActor('expire-unpaid');

describe("a subscription's scoped reads (decision 064)", () => {
  it("names a subscription by its id or code to its owner, its office's clerk, an administrator and the system, and to no one else", async () => {
    const contract = await atBorderPost();
    const stranger = await atBorderPost();
    const { borderPostId, casablancaOfficeId } = fixture.reference;
    for (const named of [contract.id, contract.code.toLowerCase()]) {
      for (const scope of [customerActor(contract.userId), clerkOf(borderPostId), admin, system])
        expect(await findSubscriptionIdNamed(t.handle.db, scope, named), `${named} ${scope.kind}`).toBe(
          contract.id,
        );
      for (const scope of [customerActor(stranger.userId), clerkOf(casablancaOfficeId)])
        expect(await findSubscriptionIdNamed(t.handle.db, scope, named), `${named} ${scope.kind}`).toBeNull();
    }
    expect(await findSubscriptionIdNamed(t.handle.db, admin, 'BRD-1999-000001')).toBeNull();
  });

  it("finds a contract's newest extension in the scope only, among the statuses asked", async () => {
    const extended = await atBorderPost();
    const older = await atBorderPost();
    const newer = await atBorderPost();
    // Extensions as the card's Extend makes them: the same owner, linked to the contract they extend.
    for (const extension of [older, newer])
      await t.handle.db
        .update(subscriptions)
        .set({ userId: extended.userId, extendedFromId: extended.id })
        .where(eq(subscriptions.id, extension.id));
    const { borderPostId, casablancaOfficeId } = fixture.reference;
    for (const scope of [customerActor(extended.userId), clerkOf(borderPostId), system])
      expect((await findExtensionOf(t.handle.db, scope, extended.id))?.id, scope.kind).toBe(newer.id);
    for (const scope of [customerActor(older.userId), clerkOf(casablancaOfficeId)])
      expect(await findExtensionOf(t.handle.db, scope, extended.id), scope.kind).toBeUndefined();
    const owner = customerActor(extended.userId);
    expect(
      await findExtensionOf(t.handle.db, owner, extended.id, { statuses: ['paid', 'signed'] }),
    ).toBeUndefined();
    expect((await findExtensionOf(t.handle.db, owner, extended.id, { statuses: ['simulation'] }))?.id).toBe(
      newer.id,
    );
  });

  it('reads one subscription in the scope, and answers the same 404 for another scope, an unknown id or a malformed one', async () => {
    const contract = await atBorderPost();
    const stranger = await atBorderPost();
    const { borderPostId, casablancaOfficeId } = fixture.reference;
    for (const scope of [customerActor(contract.userId), clerkOf(borderPostId), admin, system])
      expect((await subscriptionIn(t.handle.db, scope, contract.id)).id, scope.kind).toBe(contract.id);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [scope, id] of [
      [customerActor(stranger.userId), contract.id],
      [clerkOf(casablancaOfficeId), contract.id],
      [admin, unknown],
      [system, unknown],
      [system, 'not-an-id'],
      [customerActor(contract.userId), 'not-an-id'],
    ] as const)
      await expect(subscriptionIn(t.handle.db, scope, id), `${scope.kind} ${id}`).rejects.toMatchObject({
        status: 404,
        key: 'subscription.notFound',
      });
  });

  it("gives a link's check the owner of a known subscription, and nothing for an unknown or malformed id", async () => {
    const contract = await atBorderPost();
    expect(await findSubscriptionOwner(t.handle.db, contract.id)).toBe(contract.userId);
    expect(await findSubscriptionOwner(t.handle.db, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await findSubscriptionOwner(t.handle.db, 'not-an-id')).toBeUndefined();
  });
});
