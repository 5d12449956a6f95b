import { webcrypto } from 'node:crypto';

const keys = new Map<string, Promise<webcrypto.CryptoKey>>();

/**
 * The HS256 key of a secret, imported once as a CryptoKey: jose hands a CryptoKey straight to Web
 * Crypto, while from raw bytes or a secret KeyObject it imports the key anew on every sign or verify,
 * which cost every signed-in call a few percent of its time.
 */
export function hmacKey(secret: string): Promise<webcrypto.CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      Buffer.from(secret, 'utf8'),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}
