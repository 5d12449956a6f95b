import { SignJWT, jwtVerify } from 'jose';

const PURPOSE = 'contract_pdf';
export const PDF_LINK_TTL_SECONDS = 300;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * A new tab cannot send the bearer header, and a session token must never sit in an address: the
 * link carries a five-minute token good for one subscription's PDF and nothing else.
 */
export async function signPdfToken(secret: string, subscriptionId: string, userId: string): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, sub_id: subscriptionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${PDF_LINK_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** The user the link was made for, when it is genuine, unexpired and for this subscription. */
export async function verifyPdfToken(
  secret: string,
  token: string,
  subscriptionId: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE || payload.sub_id !== subscriptionId || typeof payload.sub !== 'string')
      return null;
    return payload.sub;
  } catch {
    return null;
  }
}
