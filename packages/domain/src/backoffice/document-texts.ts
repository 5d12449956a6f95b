import {
  documentNameKey,
  type TDocumentField,
  type TDocumentNameKey,
  type TIdentityType,
} from '../contracts/documents';
import type { TLanguage } from '../messages/languages';
import type { TRejectionReason } from './document-review';

/** The documents of step 7 as a message names them (the customer's mail and SMS, the office's mail). */
const DOCUMENT_NAMES: Record<TLanguage, Record<TDocumentNameKey, string>> = {
  fr: {
    identity_recto: "pièce d'identité (recto)",
    identity_verso: "pièce d'identité (verso)",
    permis_recto: 'permis de conduire (recto)',
    permis_verso: 'permis de conduire (verso)',
    cg_recto: 'carte grise (recto)',
    cg_verso: 'carte grise (verso)',
    rc_recto: 'registre de commerce',
    passport: "passeport (page d'identité)",
  },
  en: {
    identity_recto: 'identity document (front)',
    identity_verso: 'identity document (back)',
    permis_recto: 'driving licence (front)',
    permis_verso: 'driving licence (back)',
    cg_recto: 'vehicle registration certificate (front)',
    cg_verso: 'vehicle registration certificate (back)',
    rc_recto: 'trade register extract',
    passport: 'passport (identity page)',
  },
  ar: {
    identity_recto: 'وثيقة الهوية (الوجه)',
    identity_verso: 'وثيقة الهوية (الظهر)',
    permis_recto: 'رخصة السياقة (الوجه)',
    permis_verso: 'رخصة السياقة (الظهر)',
    cg_recto: 'البطاقة الرمادية (الوجه)',
    cg_verso: 'البطاقة الرمادية (الظهر)',
    rc_recto: 'السجل التجاري',
    passport: 'جواز السفر (صفحة الهوية)',
  },
};

/** Why a clerk refused a document, as the customer reads it. */
const REASONS: Record<TLanguage, Record<TRejectionReason, string>> = {
  fr: {
    unreadable: 'le document est illisible',
    expired: 'le document est expiré',
    name_mismatch: "le nom ne correspond pas à celui de l'assuré",
    plate_mismatch: "l'immatriculation ne correspond pas à celle du contrat",
    wrong_document: "ce n'est pas le document demandé",
    incomplete: 'le document est incomplet',
    other: 'autre motif',
  },
  en: {
    unreadable: 'the document cannot be read',
    expired: 'the document has expired',
    name_mismatch: "the name does not match the insured's",
    plate_mismatch: "the registration does not match the contract's",
    wrong_document: 'this is not the document asked for',
    incomplete: 'the document is incomplete',
    other: 'another reason',
  },
  ar: {
    unreadable: 'الوثيقة غير مقروءة',
    expired: 'الوثيقة منتهية الصلاحية',
    name_mismatch: 'الاسم لا يطابق اسم المؤمَّن له',
    plate_mismatch: 'رقم التسجيل لا يطابق رقم العقد',
    wrong_document: 'هذه ليست الوثيقة المطلوبة',
    incomplete: 'الوثيقة غير كاملة',
    other: 'سبب آخر',
  },
};

/** A document as a message names it: a passport's identity page as such, not as a card's front. */
export const documentName = (kind: TDocumentField, language: TLanguage, identityType?: TIdentityType) =>
  DOCUMENT_NAMES[language][documentNameKey(kind, identityType)];

/** The reason in words, followed by the clerk's own comment when there is one (`other` has only that). */
export function rejectionText(reason: TRejectionReason, comment: string | undefined, language: TLanguage) {
  if (!comment) return REASONS[language][reason];
  return reason === 'other' ? comment : `${REASONS[language][reason]} — ${comment}`;
}
