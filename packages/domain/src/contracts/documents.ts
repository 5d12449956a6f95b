/** The documents of step 7 (spec §3); each travels as a file id and the same name with `_name`. */
export const DOCUMENT_FIELDS = [
  'identity_recto',
  'identity_verso',
  'permis_recto',
  'permis_verso',
  'cg_recto',
  'cg_verso',
  'rc_recto',
] as const;
export type TDocumentField = (typeof DOCUMENT_FIELDS)[number];

/**
 * The insured's identity document (decision 029): an identity card has two sides, a passport's identity
 * page is one; a subscription that says nothing holds an identity card, as step 7 always asked.
 */
export const IDENTITY_TYPES = ['identity_card', 'passport'] as const;
export type TIdentityType = (typeof IDENTITY_TYPES)[number];

export type TDocumentNameKey = TDocumentField | 'passport';

/** Which name a document goes by: a passport's identity page is no card's front. */
export const documentNameKey = (
  kind: TDocumentField,
  identityType: TIdentityType | undefined,
): TDocumentNameKey => (kind === 'identity_recto' && identityType === 'passport' ? 'passport' : kind);
