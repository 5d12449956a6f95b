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
import type { TDatabase, TTransaction } from '../../db/client';
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

/** Whatever code it carries: once signed, no code is right, wrong or locked any more. */
const alreadySigned = () => new AppError(409, 'signature.alreadySigned');

/**
 * Checks and spends the signer's code, inside the signing transaction: a refusal is answered as a
 * value, so that the transaction commits and the wrong guess stays counted; only a right code goes
 * on to sign, and rolls back with the signing if that fails.
 */
async function codeRefusalOf(
  tx: TTransaction,
  config: TConfig,
  request: TSignatureRequest,
  code: string,
): Promise<AppError | null> {
  if (!request.codeSentAt) return codeRefusal(422, 'signature.codeMissing');
  try {
    await consumeCode(tx, config, { target: request.id, purpose: 'contract_signature', code });
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.key === 'auth.codeAttempts') return codeRefusal(429, 'signature.codeLocked');
    if (error.key === 'auth.codeExpired') return codeRefusal(422, 'signature.codeExpired');
    return codeRefusal(422, 'signature.codeWrong');
  }
}

/**
 * With the request and the subscription locked: the signer's SMS code, then the contract rendered as
 * signed and sealed, archived with its hash, the subscription moved from paid to signed, the evidence
 * on the request, the audit line, the certificate issued, and the mail with both documents queued.
 * Any failure leaves the subscription paid and nothing archived or sent. Calls for one request queue
 * on the lock and the code is checked only after it: simultaneous calls with the right code sign
 * once, and every call that finds the request signed, or waited while it was being signed, is a 409
 * "already signed" whatever its code, never a wrong or locked code.
 */
export async function signContract(
  deps: TSigningDeps,
  demande: string,
  code: string,
  context: TRequestContext,
): Promise<TSigningRequestAnswer> {
  const found = await findSigningRequest(deps.db, demande);
  if (found.request.status === 'signed') throw alreadySigned();

  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await findSigningRequest(tx, demande, { lock: true });
    // Another call with the same request signed it while this one waited for the lock.
    if (locked.request.status === 'signed') return alreadySigned();
    const refusal = await codeRefusalOf(tx, deps.config, locked.request, code);
    if (refusal) return refusal;
    const codeCheckedAt = context.now;
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
  if (outcome instanceof AppError) throw outcome;
  return signingAnswer(outcome, deps.config.publicUrl);
}
