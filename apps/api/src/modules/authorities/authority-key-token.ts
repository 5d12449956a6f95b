import { createHash, randomBytes } from 'node:crypto';

/** Said at the start of every key, so a leaked one is recognised for what it is (a scanner, a log). */
const KEY_MARK = 'bak_';
/** The mark and 8 characters: enough to tell keys apart, 48 of the 256 random bits. */
const PREFIX_LENGTH = KEY_MARK.length + 8;

export const hashAuthorityKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/**
 * A new key: 32 random bytes, shown once to the administrator who creates it. Its SHA-256 is what the
 * database keeps: 256 random bits cannot be found back by trying, so no keyed hash is needed.
 */
export function mintAuthorityKey(): { key: string; prefix: string; hash: string } {
  const key = `${KEY_MARK}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashAuthorityKey(key) };
}
