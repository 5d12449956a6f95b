/** What a certificate's verification code looks like: base64url, as issued (18 random bytes → 24 characters). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The verification code in what a scanner or a clerk gives: the QR code's whole address
 * (`https://…/verifier/<code>`, maybe with a query), or the code itself typed from the paper.
 * Null when neither reads as a code.
 */
export function readVerificationCode(text: string): string | null {
  const trimmed = text.trim();
  const fromAddress = /\/verifier\/([^/?#\s]+)/.exec(trimmed)?.[1];
  const candidate = fromAddress ? decodeURIComponent(fromAddress) : trimmed;
  return CODE_PATTERN.test(candidate) ? candidate : null;
}
