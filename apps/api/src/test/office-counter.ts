import { and, eq, ne } from 'drizzle-orm';
import { certificates, offices, subscriptions } from '../db/schema';
import type { TTestApp } from './test-app';

/** The management office a subscription belongs to (chosen at step 2). */
export async function officeOf(t: TTestApp, subscriptionId: string): Promise<number> {
  const [row] = await t.handle.db
    .select({ officeId: subscriptions.officeId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row?.officeId) throw new Error(`subscription ${subscriptionId} has no office`);
  return row.officeId;
}

/** Some active office other than this one, for a clerk who must not see its contracts. */
export async function otherOffice(t: TTestApp, officeId: number): Promise<number> {
  const [row] = await t.handle.db
    .select({ id: offices.id })
    .from(offices)
    .where(and(ne(offices.id, officeId), eq(offices.active, true)))
    .limit(1);
  if (!row) throw new Error('the seed has a single office');
  return row.id;
}

/** The certificate issued at signing: its number and the code its QR carries. */
export async function certificateOf(t: TTestApp, subscriptionId: string) {
  const [row] = await t.handle.db
    .select({ number: certificates.number, code: certificates.verificationCode })
    .from(certificates)
    .where(eq(certificates.subscriptionId, subscriptionId));
  if (!row) throw new Error(`subscription ${subscriptionId} has no certificate`);
  return row;
}

/** The file now on record for one document of a subscription: what a clerk's review names. */
export async function fileOnRecord(t: TTestApp, subscriptionId: string, kind: string): Promise<string> {
  const [row] = await t.handle.db
    .select({ documents: subscriptions.documentsInfo })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  const documents: Record<string, unknown> = row?.documents ?? {};
  const fileId = documents[kind];
  return typeof fileId === 'string' ? fileId : '00000000-0000-4000-8000-000000000000';
}

/** An active office of the seed that cannot issue with immediate effect (decision 024). */
export async function officeWithoutImmediateEffect(t: TTestApp) {
  const [office] = await t.handle.db
    .select()
    .from(offices)
    .where(and(eq(offices.immediateEffect, false), eq(offices.active, true)))
    .limit(1);
  if (!office) throw new Error('the seed has no office without immediate effect');
  return office;
}

/** An office as the staff's lists name it, read from its row; one with an Arabic name, as the tests need. */
export async function officeNamedInArabic(t: TTestApp, officeId: number) {
  const [office] = await t.handle.db.select().from(offices).where(eq(offices.id, officeId));
  if (!office?.nameAr) throw new Error(`Office ${officeId} has no Arabic name: pick one that does`);
  return { intermediaire_Id: office.id, intermediaire_RS: office.name, intermediaire_RS_AR: office.nameAr };
}
