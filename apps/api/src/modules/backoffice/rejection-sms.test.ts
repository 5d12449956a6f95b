import { smsSize, type TLanguage } from '@bi/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { caller } from '../../test/api-calls';
import { fileOnRecord, officeOf } from '../../test/office-counter';
import { signedSubscription } from '../../test/paid-subscription';
import { staffMember } from '../../test/staff';
import { createTestApp, type TTestApp } from '../../test/test-app';

// A production-length address: the SMS must fit with it, not only with a test's short one.
const PUBLIC_URL = 'https://www.assurance-frontiere.ma';
let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { CODE_SENDS_PER_HOUR_PER_IP: '1000', PUBLIC_URL } });
});
afterAll(async () => t.close());

/** A contract of a customer reading `language`, its licence rejected by a clerk of its office. */
async function rejectedFor(language: TLanguage) {
  const contract = await signedSubscription(t);
  await t.handle.db.update(users).set({ language }).where(eq(users.email, contract.customer.email));
  const clerk = await staffMember(t, 'clerk', [await officeOf(t, contract.id)]);
  const answer = await caller(t).post(
    `/backoffice/souscriptions/${contract.id}/documents/permis_recto/review`,
    {
      decision: 'rejected',
      reason: 'other',
      comment: 'La photo est prise de trop loin, la date de validité ne se lit pas du tout',
      file_id: await fileOnRecord(t, contract.id, 'permis_recto'),
    },
    { headers: clerk.headers, language: 'fr' },
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const [sms] = await t.handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.recipient, `+212${contract.customer.phone.phone}`)))
    .orderBy(sql`${outbox.createdAt} desc`)
    .limit(1);
  return { sms: sms! };
}

describe("a rejection's SMS", () => {
  it.each(['fr', 'en'] as const)(
    '%s: one message in the GSM alphabet, with the site where the contract is',
    async (language) => {
      const { sms } = await rejectedFor(language);
      expect(smsSize(sms.bodyText)).toMatchObject({ encoding: 'gsm7', segments: 1 });
      expect(sms.bodyText).toContain(`${PUBLIC_URL}/?lng=${language}`);
      expect(sms.template).toBe('document_rejected_sms');
    },
  );

  it('ar: one message of 70 UCS-2 characters, the mail saying the rest', async () => {
    const { sms } = await rejectedFor('ar');
    expect(smsSize(sms.bodyText)).toMatchObject({ encoding: 'ucs2', segments: 1 });
    expect(sms.template).toBe('document_rejected_sms_short');
    expect(sms.bodyText).toContain('بريدك');
  });
});
