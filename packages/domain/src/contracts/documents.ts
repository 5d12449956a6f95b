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
