import { isLanguage, type TLanguage } from '@bi/domain';
import { SignJWT, jwtVerify } from 'jose';

const PURPOSE = 'payment';
/** Long enough to leave the app for the payment page, too short to be worth copying from a history. */
export const PAY_LINK_TTL_SECONDS = 300;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/**
 * The payment page is reached by full navigation, which cannot send the bearer header, and a session
 * token must never sit in an address: the link carries a five-minute token good for opening one
 * subscription's payment and nothing else, with the app's language (the browser's may differ).
 */
export async function signPayToken(
  secret: string,
  subscriptionId: string,
  userId: string,
  language: TLanguage,
): Promise<string> {
  return new SignJWT({ purpose: PURPOSE, sub_id: subscriptionId, lng: language })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(`${PAY_LINK_TTL_SECONDS}s`)
    .sign(keyOf(secret));
}

/** Whom and in which language the link was made for, when it is genuine, unexpired and for this subscription. */
export async function verifyPayToken(
  secret: string,
  token: string,
  subscriptionId: string,
): Promise<{ userId: string; language: TLanguage } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'] });
    if (payload.purpose !== PURPOSE || payload.sub_id !== subscriptionId || typeof payload.sub !== 'string')
      return null;
    return { userId: payload.sub, language: isLanguage(payload.lng) ? payload.lng : 'fr' };
  } catch {
    return null;
  }
}
