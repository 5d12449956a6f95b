/** Who signs and why, as written into the PDF's signature dictionary. */
export type TSealDetails = {
  /** The person whose consent the seal records (the insured, identified by the SMS code). */
  signerName: string;
  reason: string;
  location: string;
  /** How to reach the sealing party (the insurer), shown by PDF readers beside the signature. */
  contactInfo: string;
  signingTime: Date;
};

/** The certificate a seal was made with, as the evidence record keeps it. */
export type TSealCertificate = {
  subject: string;
  issuer: string;
  serialNumber: string;
  notAfter: string;
};

export type TSealedDocument = { bytes: Buffer; certificate: TSealCertificate };

/**
 * What the signature use case needs of a signing service: a PDF in, the same PDF sealed with a PDF
 * digital signature out, so that any later change is detectable. Ours seals with the insurer's own
 * certificate after checking the signer's SMS code itself; an accredited provider (Barid eSign) would
 * implement the same call against its service.
 */
export type TSigningProvider = {
  /** Stored on the signature request (`signature_requests.provider`). */
  name: string;
  seal: (pdf: Buffer, details: TSealDetails) => Promise<TSealedDocument>;
};
