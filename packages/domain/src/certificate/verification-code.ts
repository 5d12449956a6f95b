/** What a certificate's verification code looks like: base64url, as issued (18 random bytes → 24 characters). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A contract's code as the customer reads it out at the counter ("BRD-2026-000123"). */
export const CONTRACT_CODE_PATTERN = /^BRD-\d{4}-\d{6}$/i;

/**
 * The verification code in what a scanner or a clerk gives: the QR code's whole address
 * (`https://…/verifier/<code>`, maybe with a query), or the code itself typed from the paper; at the
 * counter, a contract's code too (in capitals), which stands for its newest certificate.
 * Null when none reads as a code.
 */
export function readVerificationCode(text: string): string | null {
  const trimmed = text.trim();
  if (CONTRACT_CODE_PATTERN.test(trimmed)) return trimmed.toUpperCase();
  const fromAddress = /\/verifier\/([^/?#\s]+)/.exec(trimmed)?.[1];
  const candidate = fromAddress ? decodeURIComponent(fromAddress) : trimmed;
  return CODE_PATTERN.test(candidate) ? candidate : null;
}
