import {
  addDays,
  displayName,
  formatDisplayDate,
  todayInMorocco,
  ZVerificationAnswer,
  type TLanguage,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTransaction } from '../../db/client';
import { archivedDocuments, certificates, offices, subscriptions } from '../../db/schema';
import { signLink } from '../../lib/signed-link';
import { caller } from '../../test/api-calls';
import { paidSubscription } from '../../test/paid-subscription';
import { pdfImages, pdfText, pdfTextItems, type TPdfImage } from '../../test/pdf-reading';
import { createTestApp, type TTestApp } from '../../test/test-app';
import {
  parseSubscriptionRow,
  recordSigned,
  updateSubscription,
  type TSubscriptionRow,
} from '../subscriptions/repository';
import { issueCertificate } from './issue-certificate';

let t: TTestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

/** Runs `change` on the subscription locked in a transaction, as the signing and cancelling use cases do. */
function withLockedRow<T>(
  id: string,
  change: (tx: TTransaction, row: TSubscriptionRow) => Promise<T>,
): Promise<T> {
  return t.handle.db.transaction(async (tx) => {
    const [stored] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    return change(tx, parseSubscriptionRow(stored!));
  });
}

const deps = () => ({
  storage: t.app.fileStorage,
  pdf: t.app.pdf,
  publicUrl: t.config.publicUrl,
  now: t.app.clock.now(),
});

/** Paid through the test helper, then signed through the domain's transition and certified in one transaction. */
async function signedWithCertificate(language: TLanguage = 'fr') {
  const paid = await paidSubscription(t, language);
  const issued = await withLockedRow(paid.id, async (tx, row) => {
    const signed = await recordSigned(tx, row, new Date(), {
      actorUserId: row.userId,
      action: 'subscription.signed',
    });
    return issueCertificate(tx, deps(), signed, language);
  });
  const [row] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, paid.id));
  return { ...paid, issued, row: row! };
}

const reissue = (id: string, language: TLanguage = 'fr') =>
  withLockedRow(id, (tx, row) => issueCertificate(tx, deps(), row, language));

const codeOf = (verificationUrl: string) => verificationUrl.split('/verifier/')[1]!;
const verify = (code: string, language: TLanguage = 'fr') =>
  api.get(`/verification/${encodeURIComponent(code)}`, { language });

async function download(id: string, headers: Record<string, string>) {
  const link = await api.post(`/users/souscriptions/${id}/certificate-link`, {}, { headers });
  expect(link.statusCode, link.body).toBe(200);
  expect(link.json().url).not.toContain(headers.authorization!.slice(7));
  return t.app.inject({ method: 'GET', url: link.json().url });
}

/**
 * Reads the QR symbol out of the image pixels: the dark bounding box is the symbol (finder patterns
 * sit in three corners), cut into size × size modules sampled at their centres.
 */
function qrModules(image: TPdfImage, size: number): number[] {
  const dark = (x: number, y: number) => image.data[(y * image.width + x) * image.channels]! < 128;
  let [left, top, right, bottom] = [image.width, image.height, -1, -1];
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1)
      if (dark(x, y))
        [left, top, right, bottom] = [
          Math.min(left, x),
          Math.min(top, y),
          Math.max(right, x),
          Math.max(bottom, y),
        ];
  const module = (right - left + 1) / size;
  return Array.from({ length: size * size }, (_, i) =>
    dark(
      Math.floor(left + ((i % size) + 0.5) * module),
      Math.floor(top + (Math.floor(i / size) + 0.5) * module),
    )
      ? 1
      : 0,
  );
}

describe('the certificate PDF', () => {
  it('prints the number, the insured and their identity number, the plate, the vehicle, the usage, the validity, the office and a QR code of the verification address', async () => {
    const { customer, id, issued, row } = await signedWithCertificate();
    expect(issued.number).toBe(`ATT-${row.codeStr}-1`);
    expect(issued.verificationUrl).toMatch(new RegExp(`^${t.config.publicUrl}/verifier/[A-Za-z0-9_-]{24}$`));
    const [stored] = await t.handle.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, issued.certificateId));
    expect(stored).toMatchObject({
      subscriptionId: id,
      number: issued.number,
      verificationCode: codeOf(issued.verificationUrl),
      validFrom: row.effectDate,
      validTo: row.endDate,
      plate: row.plate,
      usageCode: 'TOURISME',
      documentId: issued.documentId,
      revokedAt: null,
    });

    const pdf = await download(id, customer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${issued.number}.pdf`);
    const [archived] = await t.handle.db
      .select()
      .from(archivedDocuments)
      .where(eq(archivedDocuments.id, issued.documentId));
    expect(archived).toMatchObject({
      kind: 'certificate',
      subscriptionId: id,
      sizeBytes: pdf.rawPayload.length,
    });

    const text = await pdfText(pdf.rawPayload);
    const [office] = await t.handle.db.select().from(offices).where(eq(offices.id, row.officeId!));
    for (const expected of [
      issued.number,
      row.plate!,
      `${row.vehiculeInfo!.marque_Name} ${row.vehiculeInfo!.model}`,
      'TOURISME',
      formatDisplayDate(row.effectDate!),
      formatDisplayDate(row.endDate!),
      office!.name,
      'Assureur',
      'Assuré',
      displayName(row.userInfo),
      row.userInfo.num_identity!,
    ])
      expect(text).toContain(expected);
    // The address may break anywhere (`word-break: break-all`), so the PDF's text can carry a line break
    // inside it, wherever the random code's letters happen to fill the line.
    expect(text.replace(/\s+/g, '')).toContain(issued.verificationUrl);

    const [qr] = await pdfImages(pdf.rawPayload);
    expect(qr).toBeDefined();
    const symbol = QRCode.create(issued.verificationUrl, { errorCorrectionLevel: 'M' }).modules;
    expect(qrModules(qr!, symbol.size)).toEqual([...symbol.data]);
  }, 60_000);

  it('lays out the Arabic certificate right to left, the plate and the address kept as they are', async () => {
    const { customer, id, issued, row } = await signedWithCertificate('ar');
    const pdf = await download(id, customer.headers);
    const items = await pdfTextItems(pdf.rawPayload);
    const text = items.map((item) => item.text).join(' ');
    expect(text).toMatch(/[\u0600-\u06FF]{3,}/);
    // In its order, left to right, though it may break across lines (see above).
    expect(text.replace(/\s+/g, '')).toContain(issued.verificationUrl);
    expect(text).toContain(formatDisplayDate(row.effectDate!));
    // In a right-to-left table the label stands to the right of its value, on the same row (Arabic
    // glyphs sit a few points off the Latin baseline).
    const plate = items.find((item) => item.text.includes(row.plate!))!;
    const label = items.filter(
      (item) => Math.abs(item.y - plate.y) < 8 && /[\u0600-\u06FF\uFE70-\uFEFF]/.test(item.text),
    );
    expect(label.length).toBeGreaterThan(3);
    for (const glyph of label) expect(glyph.x).toBeGreaterThan(plate.x + 100);
  }, 60_000);

  it('is downloaded by its owner only, with the bearer or a link made for the certificate', async () => {
    const { customer, id } = await signedWithCertificate();
    const stranger = await t.signedInUser();
    expect(
      (await api.post(`/users/souscriptions/${id}/certificate-link`, {}, { headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await api.get(`/users/souscriptions/${id}/certificate`, { headers: stranger.headers })).statusCode,
    ).toBe(404);
    const own = await api.get(`/users/souscriptions/${id}/certificate`, { headers: customer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A contract link of the same subscription and user does not open the certificate.
    const [owner] = await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const contractToken = await signLink(t.config.jwtSecret, {
      purpose: 'contract_pdf',
      subscriptionId: id,
      userId: owner!.userId,
      language: 'fr',
    });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/users/souscriptions/${id}/certificate?token=${contractToken}`,
        })
      ).statusCode,
    ).toBe(401);
  }, 60_000);

  it('is not there before signing', async () => {
    const { customer, id } = await paidSubscription(t);
    const answer = await api.get(`/users/souscriptions/${id}/certificate`, {
      headers: customer.headers,
      language: 'en',
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/issued when the contract is signed/);
  }, 60_000);
});

describe('GET /api/v1/verification/{code}', () => {
  it('says not yet valid, valid, expired from the dates, and nothing about the person', async () => {
    const { issued, row } = await signedWithCertificate();
    const code = codeOf(issued.verificationUrl);
    const today = todayInMorocco();
    const setDates = (validFrom: string, validTo: string) =>
      t.handle.db
        .update(certificates)
        .set({ validFrom, validTo })
        .where(eq(certificates.id, issued.certificateId));

    const first = await verify(code);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(ZVerificationAnswer.strict().parse(first.json())).toEqual({
      status: row.effectDate! > today ? 'not_yet_valid' : 'valid',
      certificate_number: issued.number,
      plate: row.plate,
      valid_from: row.effectDate,
      valid_to: row.endDate,
      usage: { code: 'TOURISME', name: 'TOURISME' },
      checked_on: today,
    });

    await setDates(addDays(today, 1), addDays(today, 10));
    expect((await verify(code)).json().status).toBe('not_yet_valid');
    await setDates(today, today);
    expect((await verify(code)).json().status).toBe('valid');
    await setDates(addDays(today, -10), addDays(today, -1));
    expect((await verify(code)).json().status).toBe('expired');

    const body = (await verify(code)).body.toLowerCase();
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

  it('names the usage in the caller language', async () => {
    const { issued } = await signedWithCertificate();
    const code = codeOf(issued.verificationUrl);
    expect((await verify(code, 'en')).json().usage).toEqual({ code: 'TOURISME', name: 'TOURISM' });
    expect((await verify(code, 'ar')).json().usage.name).toBe('سيارة سياحية');
  }, 60_000);

  it('says cancelled for a revoked certificate after a re-issue, and for a cancelled subscription', async () => {
    const { customer, id, issued } = await signedWithCertificate();
    const today = todayInMorocco();
    await t.handle.db
      .update(certificates)
      .set({ validFrom: today, validTo: addDays(today, 5) })
      .where(eq(certificates.subscriptionId, id));
    const again = await reissue(id);
    expect(again.number).toMatch(/-2$/);
    expect((await verify(codeOf(issued.verificationUrl))).json().status).toBe('cancelled');
    expect((await verify(codeOf(again.verificationUrl))).json().status).not.toBe('cancelled');
    const current = await api.get(`/users/souscriptions/${id}/certificate`, { headers: customer.headers });
    expect(current.headers['content-disposition']).toContain(`${again.number}.pdf`);

    await t.handle.db
      .update(certificates)
      .set({ validFrom: today, validTo: addDays(today, 5) })
      .where(eq(certificates.id, again.certificateId));
    expect((await verify(codeOf(again.verificationUrl))).json().status).toBe('valid');
    await withLockedRow(id, (tx, row) =>
      updateSubscription(
        tx,
        row,
        {},
        { event: 'cancel', actorUserId: row.userId, action: 'subscription.cancelled' },
      ),
    );
    expect((await verify(codeOf(again.verificationUrl))).json().status).toBe('cancelled');
  }, 90_000);

  it('answers 404 with a message to an unknown or malformed code, without caching it', async () => {
    for (const code of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'short', "x'; drop table certificates; --"]) {
      const answer = await verify(code, 'en');
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(
        'This certificate is unknown. Check the address or scan the QR code again.',
      );
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
