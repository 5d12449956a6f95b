import { createHmac, timingSafeEqual } from 'node:crypto';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { machineMs } from '../../lib/clock';
import { findSubscriptionOwner } from '../subscriptions/subscription-scope';

/**
 * A reminder goes three days before the end and may be opened weeks later, after the cover ended
 * (an extension then starts on a new day): long enough for that, not for ever.
 */
const EXTENSION_LINK_TTL_SECONDS = 45 * 24 * 3600;
/** 132 bits of the HMAC: short enough for an SMS, far beyond guessing. */
const MAC_LENGTH = 22;

const macOf = (secret: string, contract: { id: string; userId: string }, expiry: number) =>
  createHmac('sha256', secret)
    .update(`extension|${contract.id}|${contract.userId}|${expiry}`)
    .digest('base64url')
    .slice(0, MAC_LENGTH);

/**
 * The token of a reminder's link: this contract's extension, for its owner, until it expires. Short
 * (about 30 characters) since it travels by SMS; the contract's id is already in the link.
 */
export function signExtensionLink(
  secret: string,
  contract: { id: string; userId: string },
  nowMs = machineMs(),
): string {
  const expiry = Math.floor(nowMs / 1000) + EXTENSION_LINK_TTL_SECONDS;
  return `${expiry.toString(36)}.${macOf(secret, contract, expiry)}`;
}

/**
 * The owner of contract `id` when `token` is a genuine, unexpired link to its extension; else a 401 in
 * words, the same for a made-up token, another contract's, an expired one or an unknown contract.
 */
export async function extensionLinkHolder(
  db: TDatabase,
  secret: string,
  token: string,
  id: string,
  nowMs = machineMs(),
): Promise<{ userId: string }> {
  const refused = new AppError(401, 'extensionLink.invalid');
  const [expiryText, mac = ''] = token.split('.');
  const expiry = Number.parseInt(expiryText ?? '', 36);
  if (!Number.isSafeInteger(expiry) || expiry * 1000 < nowMs) throw refused;
  const userId = await findSubscriptionOwner(db, id);
  if (!userId) throw refused;
  const expected = Buffer.from(macOf(secret, { id, userId }, expiry));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refused;
  return { userId };
}
