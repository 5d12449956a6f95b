/** A sealed document of a contract as the archive keeps it, oldest first. */
export type TSealedDocument = {
  id: string;
  kind: 'signed_contract' | 'endorsement' | 'certificate';
  replacesId: string | null;
};

/**
 * The sealed documents another took the place of: a contract or an endorsement named by a later
 * endorsement's `replaces_id`, and every certificate but the newest (a new effect date re-issues it).
 * The newest certificate of a terminated contract is revoked, not replaced: it stays the last one issued.
 */
export function replacedDocumentIds(documents: readonly TSealedDocument[]): Set<string> {
  const certificates = documents.filter((document) => document.kind === 'certificate');
  return new Set([
    ...documents.flatMap((document) => (document.replacesId ? [document.replacesId] : [])),
    ...certificates.slice(0, -1).map((certificate) => certificate.id),
  ]);
}
