import { displayName, formatDisplayDate } from '@bi/domain';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivedDocuments, certificates, offices, subscriptions } from '../../db/schema';
import { signLink } from '../../lib/signed-link';
import { paidSubscription } from '../../test/paid-subscription';
import { pdfImages, pdfText, pdfTextItems, type TPdfImage } from '../../test/pdf-reading';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { certificateKit } from './certificate-test-kit';

let t: TTestApp;
let kit: ReturnType<typeof certificateKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = certificateKit(t);
});
afterAll(() => t.close());

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
    const { customer, id, issued, row } = await kit.signedWithCertificate();
    expect(issued.number).toBe(`ATT-${row.codeStr}-1`);
    expect(issued.verificationUrl).toMatch(new RegExp(`^${t.config.publicUrl}/verifier/[A-Za-z0-9_-]{24}$`));
    const [stored] = await t.handle.db
      .select()
      .from(certificates)
      .where(eq(certificates.id, issued.certificateId));
    expect(stored).toMatchObject({
      subscriptionId: id,
      number: issued.number,
      verificationCode: kit.codeOf(issued.verificationUrl),
      validFrom: row.effectDate,
      validTo: row.endDate,
      plate: row.plate,
      usageCode: 'TOURISME',
      documentId: issued.documentId,
      revokedAt: null,
    });

    const pdf = await kit.download(id, customer.headers);
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

  it('names the trailer as covered when the trailer option was bought, and only then', async () => {
    const towing = await kit.signedWithCertificate('fr', { trailer: true });
    const withTrailer = await pdfText((await kit.download(towing.id, towing.customer.headers)).rawPayload);
    expect(withTrailer).toMatch(/Remorque\s+Couverte \(option remorque\)/);
    const plain = await kit.signedWithCertificate('fr');
    expect(await pdfText((await kit.download(plain.id, plain.customer.headers)).rawPayload)).not.toContain(
      'Remorque',
    );
  }, 60_000);

  it('lays out the Arabic certificate right to left, the plate and the address kept as they are', async () => {
    const { customer, id, issued, row } = await kit.signedWithCertificate('ar');
    const pdf = await kit.download(id, customer.headers);
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
    const { customer, id } = await kit.signedWithCertificate();
    const stranger = await t.signedInUser();
    expect(
      (await kit.api.post(`/users/souscriptions/${id}/certificate-link`, {}, { headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.api.get(`/users/souscriptions/${id}/certificate`, { headers: stranger.headers })).statusCode,
    ).toBe(404);
    const own = await kit.api.get(`/users/souscriptions/${id}/certificate`, { headers: customer.headers });
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
    const answer = await kit.api.get(`/users/souscriptions/${id}/certificate`, {
      headers: customer.headers,
      language: 'en',
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toMatch(/issued when the contract is signed/);
  }, 60_000);
});
