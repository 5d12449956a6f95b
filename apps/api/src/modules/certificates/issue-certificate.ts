import { randomBytes } from 'node:crypto';
import { displayName, localizedName, USAGES, type TLanguage } from '@bi/domain';
import { count, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { TDatabase, TTransaction } from '../../db/client';
import { certificates } from '../../db/schema';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { archiveDocument } from '../archive/archive-document';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { documentNames } from '../reference/repository';
import type { TSubscriptionRow } from '../subscriptions/repository';
import { certificateHtml } from './certificate-html';
import { insertCertificate, revokeCertificates } from './certificate-rows';

/** 18 random bytes: 144 bits, 24 URL-safe characters with no padding. */
const CODE_BYTES = 18;
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verifier/${code}`;

/** A certificate rendered and not yet issued: what its row will say, and the PDF that says it. */
export type TRenderedCertificate = {
  number: string;
  code: string;
  verificationUrl: string;
  validFrom: string;
  validTo: string;
  plate: string;
  usageCode: string;
  trailerCovered: boolean;
  issuedAt: Date;
  bytes: Buffer;
};

export type TIssuedCertificate = {
  certificateId: string;
  documentId: string;
  number: string;
  verificationUrl: string;
};

/**
 * The certificate a signed subscription will carry, rendered without writing anything, so that a caller
 * may render it before it locks the row. Its number is the next of the subscription's certificates,
 * counted here: certificates are only issued with the subscription locked, and a caller that rendered
 * before locking checks under the lock that the row is still the version it rendered from (a
 * certificate is issued with a signing or a change of date, and both move the version), so the number
 * is still the next one when it is recorded; the unique number refuses the insert were it not.
 */
export async function renderCertificate(
  db: TDatabase | TTransaction,
  deps: { pdf: TPdfRenderer; publicUrl: string; now: Date },
  row: TSubscriptionRow,
  language: TLanguage,
): Promise<TRenderedCertificate> {
  const { effectDate, endDate, plate, usageCode, vehiculeInfo } = row;
  // A signed subscription has them all; a missing one is a server fault, not the customer's.
  if (!effectDate || !endDate || !plate || !usageCode || !vehiculeInfo)
    throw new Error(`subscription ${row.id}: no vehicle or period to certify`);

  const [{ issued } = { issued: 0 }] = await db
    .select({ issued: count() })
    .from(certificates)
    .where(eq(certificates.subscriptionId, row.id));
  const number = `ATT-${row.codeStr}-${issued + 1}`;
  const code = randomBytes(CODE_BYTES).toString('base64url');
  const url = verificationUrl(deps.publicUrl, code);

  const usage = USAGES.find((candidate) => candidate.code === usageCode);
  const names = await documentNames(db, { officeId: row.officeId, countryId: undefined }, language);
  const issuedAt = deps.now;
  const trailerCovered = row.packInfo?.remorque ?? false;
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
        trailerCovered,
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
  return {
    number,
    code,
    verificationUrl: url,
    validFrom: effectDate,
    validTo: endDate,
    plate,
    usageCode,
    trailerCovered,
    issuedAt,
    bytes,
  };
}

/**
 * Issues a rendered certificate inside the caller's transaction (the subscription row locked by it): an
 * earlier certificate is revoked, so only the newest one verifies as valid; the PDF is archived once
 * and the certificate row points to it.
 */
export async function recordCertificate(
  tx: TTransaction,
  storage: TFileStorage,
  subscriptionId: string,
  rendered: TRenderedCertificate,
): Promise<TIssuedCertificate> {
  await revokeCertificates(tx, subscriptionId, rendered.issuedAt);
  const document = await archiveDocument(tx, storage, {
    subscriptionId,
    kind: 'certificate',
    fileName: `${rendered.number}.pdf`,
    bytes: rendered.bytes,
  });
  const certificate = await insertCertificate(tx, {
    subscriptionId,
    number: rendered.number,
    verificationCode: rendered.code,
    validFrom: rendered.validFrom,
    validTo: rendered.validTo,
    plate: rendered.plate,
    usageCode: rendered.usageCode,
    trailerCovered: rendered.trailerCovered,
    documentId: document.id,
    issuedAt: rendered.issuedAt,
  });
  return {
    certificateId: certificate.id,
    documentId: document.id,
    number: rendered.number,
    verificationUrl: rendered.verificationUrl,
  };
}
