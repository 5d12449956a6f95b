import { randomBytes } from 'node:crypto';
import { displayName, localizedName, USAGES, type TLanguage } from '@bi/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TTransaction } from '../../db/client';
import { certificates } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { archiveDocument } from '../archive/archive-document';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { documentNames } from '../reference/repository';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { certificateHtml } from './certificate-html';

/** 18 random bytes: 144 bits, 24 URL-safe characters with no padding. */
const CODE_BYTES = 18;
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verifier/${code}`;

/**
 * Issues the insurance certificate of a signed subscription, inside the caller's transaction (the
 * subscription row locked by it): an earlier certificate is revoked, so only the newest one verifies
 * as valid; the PDF is archived once and the certificate row points to it.
 */
export async function issueCertificate(
  tx: TTransaction,
  deps: { storage: TFileStorage; pdf: TPdfRenderer; publicUrl: string; now: Date },
  row: TSubscriptionRow,
  language: TLanguage,
): Promise<{ certificateId: string; documentId: string; number: string; verificationUrl: string }> {
  const { effectDate, endDate, plate, usageCode, vehiculeInfo } = row;
  // A signed subscription has them all; a missing one is a server fault, not the customer's.
  if (!effectDate || !endDate || !plate || !usageCode || !vehiculeInfo)
    throw new Error(`subscription ${row.id}: no vehicle or period to certify`);

  await tx
    .update(certificates)
    .set({ revokedAt: deps.now })
    .where(and(eq(certificates.subscriptionId, row.id), isNull(certificates.revokedAt)));
  const [{ issued } = { issued: 0 }] = await tx
    .select({ issued: count() })
    .from(certificates)
    .where(eq(certificates.subscriptionId, row.id));
  const number = `ATT-${row.codeStr}-${issued + 1}`;
  const code = randomBytes(CODE_BYTES).toString('base64url');
  const url = verificationUrl(deps.publicUrl, code);

  const usage = USAGES.find((candidate) => candidate.code === usageCode);
  const names = await documentNames(tx, { officeId: row.officeId, countryId: undefined }, language);
  const issuedAt = deps.now;
  const bytes = await deps.pdf.render(
    certificateHtml(
      {
        number,
        insuredName: displayName(row.userInfo),
        // A company's register number is known only where it was typed; its register is a step-7 document.
        insuredIdentity: row.userInfo.num_identity ?? null,
        plate,
        makeModel: `${vehiculeInfo.marque_Name} ${vehiculeInfo.model}`,
        usage: usage ? localizedName(usage, 'usage_Name', language) : usageCode,
        validFrom: effectDate,
        validTo: endDate,
        office: names.office ?? row.userInfo.intermediaire_RS ?? '',
        verificationUrl: url,
        qrImage: await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, scale: 8 }),
        issuedAt,
      },
      language,
    ),
  );
  const document = await archiveDocument(tx, deps.storage, {
    subscriptionId: row.id,
    kind: 'certificate',
    fileName: `${number}.pdf`,
    bytes,
  });
  const [certificate] = await tx
    .insert(certificates)
    .values({
      subscriptionId: row.id,
      number,
      verificationCode: code,
      validFrom: effectDate,
      validTo: endDate,
      plate,
      usageCode,
      documentId: document.id,
      issuedAt,
    })
    .returning({ id: certificates.id });
  return { certificateId: certificate!.id, documentId: document.id, number, verificationUrl: url };
}
