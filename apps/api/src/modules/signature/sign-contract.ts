import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  displayName,
  formatDisplayDate,
  isLanguage,
  transition,
  type TLanguage,
  type TSigningRequestAnswer,
  customerActor,
} from '@bi/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import type { TDatabase, TTransaction } from '../../db/client';
import { signatureRequests } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { prepareThenCommit } from '../../lib/prepare-then-commit';
import type { TRequestContext } from '../../lib/request-context';
import type { TSealedDocument, TSigningProvider } from '../../providers/signing/signing-provider';
import type { TFileStorage } from '../../providers/storage/file-storage';
import { archiveDocument } from '../archive/archive-document';
import { consumeCode, refusalOfTrial, wasReplaced } from '../auth/one-time-codes';
import {
  recordCertificate,
  renderCertificate,
  type TRenderedCertificate,
} from '../certificates/issue-certificate';
import type { TPdfRenderer } from '../documents/pdf-renderer';
import { enqueue } from '../notifications/enqueue';
import { notifyOffice } from '../notices/notify-office';
import { documentNames } from '../reference/repository';
import { recordSigned } from '../subscriptions/repository';
import { renderContractPdf } from '../documents/contract-pdf';
import { signSignatureRequest, type TSignatureRequest } from '../signature-requests/signature-request-rows';
import { findSigningRequest, signingAnswer, type TSigningRequest } from './signing-request';

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
  key:
    | 'signature.codeMissing'
    | 'signature.codeWrong'
    | 'signature.codeSuperseded'
    | 'signature.codeExpired'
    | 'signature.codeLocked',
) => new AppError(status, key, {}, [{ field: 'code', key }]);

/** Whatever code it carries: once signed, no code is right, wrong or locked any more. */
const alreadySigned = () => new AppError(409, 'signature.alreadySigned');

/**
 * Checks and spends the signer's code in the caller's transaction: a refusal is answered as a value,
 * so that the transaction commits and the wrong guess stays counted; a right code is spent only if
 * the transaction commits.
 */
async function codeRefusalOf(
  tx: TTransaction,
  config: TConfig,
  request: TSignatureRequest,
  code: string,
): Promise<AppError | null> {
  if (!request.codeSentAt) return codeRefusal(422, 'signature.codeMissing');
  const check = { target: request.id, purpose: 'contract_signature' as const, code };
  try {
    await consumeCode(tx, config, check);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.key === 'auth.codeAttempts') return codeRefusal(429, 'signature.codeLocked');
    if (error.key === 'auth.codeExpired') return codeRefusal(422, 'signature.codeExpired');
    // An older SMS typed (a new code was asked since): said apart, or the signer retypes it in vain.
    if (await wasReplaced(tx, config, check)) return codeRefusal(422, 'signature.codeSuperseded');
    return codeRefusal(422, 'signature.codeWrong');
  }
}

/**
 * The code tried before anything is rendered, without spending it: rendering for every guess would let
 * whoever holds the link make the server print PDFs at will. The try is the signing's own check, and
 * only its refusal is kept (`refusalOfTrial`): a right code stays unspent until the signing spends it
 * under the lock, or for the next call if the rendering fails. A code found spent because a
 * simultaneous call has just signed with it is answered as signed.
 */
async function tryCode(deps: TSigningDeps, request: TSignatureRequest, code: string): Promise<void> {
  const refusal = await refusalOfTrial(deps.db, (tx) => codeRefusalOf(tx, deps.config, request, code));
  if (!refusal) return;
  const [current] = await deps.db
    .select({ status: signatureRequests.status })
    .from(signatureRequests)
    .where(eq(signatureRequests.id, request.id));
  throw current?.status === 'signed' ? alreadySigned() : refusal;
}

/** The signed contract and the certificate, rendered and sealed from the row as read before any lock. */
type TPreparedSigning = {
  version: number;
  unsigned: Buffer;
  sealed: TSealedDocument;
  certificate: TRenderedCertificate;
};

async function prepareSigning(
  deps: TSigningDeps,
  { request, subscription: row }: TSigningRequest,
  language: TLanguage,
  signedAt: Date,
): Promise<TPreparedSigning> {
  // The contract is sealed as it will read once signed: the transition table says what it becomes
  // (and refuses, with its 409, a subscription that can no longer be signed, before any rendering).
  const asSigned = { ...row, statut: transition(row.statut, 'sign'), signedAt };
  const name = displayName(row.userInfo);
  const sealContract = async () => {
    const unsigned = await renderContractPdf(deps.db, deps.pdf, asSigned, language, signedAt);
    const sealed = await deps.signing.seal(unsigned, {
      signerName: name,
      reason: `Contrat ${row.codeStr} signé électroniquement par ${name} (code à usage unique envoyé par SMS au ${request.phone})`,
      location: 'Casablanca, Maroc',
      contactInfo: deps.config.publicUrl,
      signingTime: signedAt,
    });
    return { unsigned, sealed };
  };
  // Two pages of the one browser: the certificate does not wait for the contract's seal.
  const [{ unsigned, sealed }, certificate] = await Promise.all([
    sealContract(),
    renderCertificate(
      deps.db,
      { pdf: deps.pdf, publicUrl: deps.config.publicUrl, now: signedAt },
      asSigned,
      language,
    ),
  ]);
  return { version: row.version, unsigned, sealed, certificate };
}

/**
 * Under the lock, the row found at the version its documents were rendered from: the code spent (or
 * its refusal counted and answered), the contract archived, the subscription signed, the evidence
 * kept, the certificate issued, the customer's mail and the office's notice queued.
 */
async function commitSigning(
  tx: TTransaction,
  deps: TSigningDeps,
  {
    request,
    subscription: row,
    prepared,
    code,
    language,
    signedAt,
  }: TSigningRequest & { prepared: TPreparedSigning; code: string; language: TLanguage; signedAt: Date },
  context: TRequestContext,
) {
  const refusal = await codeRefusalOf(tx, deps.config, request, code);
  if (refusal) return refusal;
  const codeCheckedAt = context.now;
  const name = displayName(row.userInfo);
  const { sealed } = prepared;

  const contract = await archiveDocument(tx, deps.storage, {
    subscriptionId: row.id,
    kind: 'signed_contract',
    fileName: `${row.codeStr}-contrat-signe.pdf`,
    bytes: sealed.bytes,
  });
  // The row moves after the contract is archived, so that the audit line names the very document signed.
  const updated = await recordSigned(tx, row, signedAt, {
    // The signer proved by the code sent to their phone: the contract's customer.
    actor: customerActor(row.userId),
    action: 'subscription.signed',
    data: { demande: request.id, contract: contract.id, sha256: contract.sha256 },
    requestId: context.requestId,
  });
  const evidence: TSignatureEvidence = {
    document: {
      archivedId: contract.id,
      sha256: contract.sha256,
      unsignedSha256: sha256(prepared.unsigned),
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
  const done = await signSignatureRequest(tx, request, { signedAt, evidence });

  const certificate = await recordCertificate(tx, deps.storage, updated.id, prepared.certificate);
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
  return { request: done, subscription: updated };
}

/**
 * The signer's SMS code tried, then the contract rendered as signed and sealed and the certificate
 * rendered, all before any row is locked: Chromium and the seal take seconds that no other writer of
 * the subscription should wait for. Then one short transaction locks the request and the subscription
 * and checks again: a request signed meanwhile is a 409 "already signed" whatever the code, the
 * rendering dropped; a subscription changed since it was rendered is a 409 asking to try again. Only
 * then is the code spent, the contract archived with its hash, the subscription moved from paid to
 * signed through the transition table, the evidence kept on the request, the audit line written, the
 * certificate issued and the mail with both documents queued. A failed rendering or seal spends
 * nothing and leaves the subscription paid; so does any failure under the lock, which rolls back.
 * Simultaneous calls with the right code sign once: the others find the request signed under the lock.
 */
export async function signContract(
  deps: TSigningDeps,
  demande: string,
  code: string,
  context: TRequestContext,
): Promise<TSigningRequestAnswer> {
  const found = await findSigningRequest(deps.db, demande, { now: context.now });
  if (found.request.status === 'signed') throw alreadySigned();
  await tryCode(deps, found.request, code);
  const signedAt = context.now;
  // The customer's language when the request was opened: the contract, the certificate, the mail.
  const language = isLanguage(found.request.language) ? found.request.language : DEFAULT_LANGUAGE;

  const outcome = await prepareThenCommit(deps.db, {
    prepare: () => prepareSigning(deps, found, language, signedAt),
    lock: async (tx) => {
      const locked = await findSigningRequest(tx, demande, { lock: true, now: context.now });
      // Another call with the same request signed it while this one was rendering or waiting.
      return locked.request.status === 'signed' ? alreadySigned() : locked;
    },
    versionOf: (locked) => locked.subscription.version,
    commit: (tx, locked, prepared) =>
      commitSigning(tx, deps, { ...locked, prepared, code, language, signedAt }, context),
  });
  return signingAnswer(outcome, deps.config.publicUrl, false);
}
