import { addDays, customerActor, todayInMorocco, ZVerificationAnswer } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { updateSubscription } from '../subscriptions/repository';
import { certificateKit } from './certificate-test-kit';

let t: TTestApp;
let kit: ReturnType<typeof certificateKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = certificateKit(t);
});
afterAll(() => t.close());

describe('GET /api/v1/verification/{code}', () => {
  it('says not yet valid, valid, expired from the dates, and nothing about the person', async () => {
    const { issued, row } = await kit.signedWithCertificate();
    const code = kit.codeOf(issued.verificationUrl);
    const today = todayInMorocco();
    const setDates = (validFrom: string, validTo: string) =>
      t.handle.db
        .update(certificates)
        .set({ validFrom, validTo })
        .where(eq(certificates.id, issued.certificateId));

    const first = await kit.verify(code);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(ZVerificationAnswer.strict().parse(first.json())).toEqual({
      status: row.effectDate! > today ? 'not_yet_valid' : 'valid',
      certificate_number: issued.number,
      plate: row.plate,
      valid_from: row.effectDate,
      valid_to: row.endDate,
      usage: { code: 'TOURISME', name: 'TOURISME' },
      trailer_covered: false,
      checked_on: today,
    });

    await setDates(addDays(today, 1), addDays(today, 10));
    expect((await kit.verify(code)).json().status).toBe('not_yet_valid');
    await setDates(today, today);
    expect((await kit.verify(code)).json().status).toBe('valid');
    await setDates(addDays(today, -10), addDays(today, -1));
    expect((await kit.verify(code)).json().status).toBe('expired');

    const body = (await kit.verify(code)).body.toLowerCase();
    const insured = row.userInfo;
    for (const personal of [
      insured.first_name,
      insured.last_name,
      insured.email,
      insured.phone,
      insured.num_identity,
    ]) {
      expect(personal).toEqual(expect.any(String));
      expect(body).not.toContain(String(personal).toLowerCase());
    }
  }, 60_000);

  it('says the trailer is covered when the contract bought the trailer option', async () => {
    const { issued } = await kit.signedWithCertificate('fr', { trailer: true });
    expect((await kit.verify(kit.codeOf(issued.verificationUrl))).json().trailer_covered).toBe(true);
  }, 60_000);

  it('names the usage in the caller language', async () => {
    const { issued } = await kit.signedWithCertificate();
    const code = kit.codeOf(issued.verificationUrl);
    expect((await kit.verify(code, 'en')).json().usage).toEqual({ code: 'TOURISME', name: 'TOURISM' });
    expect((await kit.verify(code, 'ar')).json().usage.name).toBe('سيارة سياحية');
  }, 60_000);

  it('says cancelled for a revoked certificate after a re-issue, and for a cancelled subscription', async () => {
    const { customer, id, issued } = await kit.signedWithCertificate();
    const today = todayInMorocco();
    await t.handle.db
      .update(certificates)
      .set({ validFrom: today, validTo: addDays(today, 5) })
      .where(eq(certificates.subscriptionId, id));
    const again = await kit.reissue(id);
    expect(again.number).toMatch(/-2$/);
    expect((await kit.verify(kit.codeOf(issued.verificationUrl))).json().status).toBe('cancelled');
    expect((await kit.verify(kit.codeOf(again.verificationUrl))).json().status).not.toBe('cancelled');
    const current = await kit.api.get(`/users/souscriptions/${id}/certificate`, {
      headers: customer.headers,
    });
    expect(current.headers['content-disposition']).toContain(`${again.number}.pdf`);

    await t.handle.db
      .update(certificates)
      .set({ validFrom: today, validTo: addDays(today, 5) })
      .where(eq(certificates.id, again.certificateId));
    expect((await kit.verify(kit.codeOf(again.verificationUrl))).json().status).toBe('valid');
    await kit.withLockedRow(id, (tx, row) =>
      updateSubscription(
        tx,
        row,
        {},
        { event: 'cancel', actor: customerActor(row.userId), action: 'subscription.cancelled' },
      ),
    );
    expect((await kit.verify(kit.codeOf(again.verificationUrl))).json().status).toBe('cancelled');
  }, 90_000);

  it('answers 404 with a message to an unknown or malformed code, without caching it', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', "x'; drop table certificates; --"]) {
      const answer = await kit.verify(code, 'en');
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'This certificate is unknown. Check the address or scan the QR code again.',
      );
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
