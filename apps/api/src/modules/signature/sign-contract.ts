import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  displayName,
  formatDisplayDate,
  isLanguage,
  transition,
  type TSigningRequestAnswer,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { signatureRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import type { TSigningProvider } from '../../providers/signing/signing-provider';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { archiveDocument } from '../archive/archive-document';
import { consumeCode } from '../auth/one-time-codes';
import { issueCertificate } from '../certificates/issue-certificate';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { enqueue } from '../notifications/enqueue';
import { notifyOffice } from '../office-work/notify-office';
import { documentNames } from '../reference/repository';
import { updateSubscription } from '../subscriptions/repository';
import { renderContractPdf } from './contract-pdf';
import { findSigningRequest, signingAnswer, type TSignatureRequest } from './signing-request';

export type TSigningDeps = {
  db: TDatabase;
  config: TConfig;
  storage: TFileStorage;
  pdf: TPdfRenderer;
  signing: TSigningProvider;
};

/** Law 53-05 evidence kept on the request: what was signed, by whom, how they were identified. */
export type TSignatureEvidence = {
  document: { archivedId: string; sha256: string; unsignedSha256: string; sizeBytes: number };
  signer: { name: string; phone: string; userId: string };
  consent: { method: 'sms_one_time_code'; codeCheckedAt: string };
  client: { ip: string; userAgent: string | null; requestId: string };
  seal: {
    provider: string;
    signingTime: string;
    certificate: { subject: string; issuer: string; serialNumber: string; notAfter: string };
  };
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const codeRefusal = (
  status: number,
  key: 'signature.codeMissing' | 'signature.codeWrong' | 'signature.codeExpired' | 'signature.codeLocked',
) => new AppError(status, key, {}, [{ field: 'code', key }]);

/**
 * The code is checked and spent outside the signing transaction: a wrong guess must stay counted
 * when the refusal rolls everything else back.
 */
async function checkSigningCode(deps: TSigningDeps, request: TSignatureRequest, code: string) {
  if (!request.codeSentAt) throw codeRefusal(422, 'signature.codeMissing');
  try {
    await consumeCode(deps.db, deps.config, { target: request.id, purpose: 'contract_signature', code });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.key === 'auth.codeAttempts') throw codeRefusal(429, 'signature.codeLocked');
    if (error.key === 'auth.codeExpired') throw codeRefusal(422, 'signature.codeExpired');
    throw codeRefusal(422, 'signature.codeWrong');
  }
}

/**
 * The signer's SMS code, then in one transaction with the request and the subscription locked: the
 * contract rendered as signed and sealed, archived with its hash, the subscription moved from paid
 * to signed, the evidence on the request, the audit line, the certificate issued, and the mail with
 * both documents queued. Any failure leaves the subscription paid and nothing archived or sent. A
 * request already signed answers as signed, whatever the code.
 */
export async function signContract(
  deps: TSigningDeps,
  demande: string,
  code: string,
  context: TRequestContext,
): Promise<TSigningRequestAnswer> {
  const found = await findSigningRequest(deps.db, demande);
  if (found.request.status === 'signed') return signingAnswer(found, deps.config.publicUrl);
  await checkSigningCode(deps, found.request, code);
  const codeCheckedAt = context.now;

  const signed = await deps.db.transaction(async (tx) => {
    const locked = await findSigningRequest(tx, demande, { lock: true });
    // Another call with the same request signed it while this one waited for the lock.
    if (locked.request.status === 'signed') return locked;
    const { request, subscription: row } = locked;
    const signedAt = context.now;
    // The contract is sealed as the table says it will read once signed; the row moves after it is
    // archived, so that the audit line names the very document signed.
    const asSigned = { ...row, statut: transition(row.statut, 'sign'), signedAt };
    // The customer's language when the request was opened: the contract, the certificate, the mail.
    const language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
    const name = displayName(row.userInfo);

    const unsigned = await renderContractPdf(tx, deps.pdf, asSigned, language, signedAt);
    const sealed = await deps.signing.seal(unsigned, {
      signerName: name,
      reason: `Contrat ${row.codeStr} signé électroniquement par ${name} (code à usage unique envoyé par SMS au ${request.phone})`,
      location: 'Casablanca, Maroc',
      contactInfo: deps.config.publicUrl,
      signingTime: signedAt,
    });
    const contract = await archiveDocument(tx, deps.storage, {
      subscriptionId: row.id,
      kind: 'signed_contract',
      fileName: `${row.codeStr}-contrat-signe.pdf`,
      bytes: sealed.bytes,
    });
    const updated = await updateSubscription(
      tx,
      row,
      { signedAt },
      {
        event: 'sign',
        actor: 'customer',
        actorUserId: row.userId,
        action: 'subscription.signed',
        data: { demande: request.id, contract: contract.id, sha256: contract.sha256 },
        requestId: context.requestId,
      },
    );
    const evidence: TSignatureEvidence = {
      document: {
        archivedId: contract.id,
        sha256: contract.sha256,
        unsignedSha256: sha256(unsigned),
        sizeBytes: contract.sizeBytes,
      },
      signer: { name, phone: request.phone, userId: updated.userId },
      consent: { method: 'sms_one_time_code', codeCheckedAt: codeCheckedAt.toISOString() },
      client: { ip: context.ip, userAgent: context.userAgent ?? null, requestId: context.requestId },
      seal: {
        provider: deps.signing.name,
        signingTime: signedAt.toISOString(),
        certificate: sealed.certificate,
      },
    };
    const [done] = await tx
      .update(signatureRequests)
      .set({ status: 'signed', signedAt, evidence })
      .where(eq(signatureRequests.id, request.id))
      .returning();

    const certificate = await issueCertificate(
      tx,
      { storage: deps.storage, pdf: deps.pdf, publicUrl: deps.config.publicUrl, now: signedAt },
      updated,
      language,
    );
    if (updated.userInfo.email) {
      const names = await documentNames(tx, { officeId: updated.officeId, countryId: null }, language);
      await enqueue(tx, {
        channel: 'email',
        to: updated.userInfo.email,
        language,
        template: 'contract_signed',
        params: {
          code: updated.codeStr,
          name,
          certificate: certificate.number,
          from: updated.periodeInfo ? formatDisplayDate(updated.periodeInfo.date_effet) : '',
          to: updated.periodeInfo ? formatDisplayDate(updated.periodeInfo.date_fin) : '',
          link: certificate.verificationUrl,
          office: names.office ?? updated.userInfo.intermediaire_RS ?? '',
        },
        attachments: [contract.id, certificate.documentId],
      });
    }
    await notifyOffice(tx, deps.config.publicUrl, updated, {
      template: 'office_contract_signed',
      when: signedAt,
    });
    return { request: done!, subscription: updated };
  });
  return signingAnswer(signed, deps.config.publicUrl);
}
