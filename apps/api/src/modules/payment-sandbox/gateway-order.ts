import { isLanguage, type TLanguage } from '@bi/domain';
import { isCmiHashValid } from '../../providers/payment/cmi-hash';

/** The merchant's form as the gateway received it, once its HASH and its merchant are checked. */
export type TGatewayOrder = { fields: Record<string, string>; language: TLanguage };

const REQUIRED = ['clientid', 'oid', 'amount', 'currency', 'okUrl', 'failUrl', 'CallbackURL'] as const;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The language the gateway's pages speak: the form's `lang`, French otherwise (CMI's default). */
export const orderLanguage = (fields: Record<string, string | undefined>): TLanguage =>
  isLanguage(fields.lang) ? fields.lang : 'fr';

/**
 * The order, when the form is complete, comes from the configured merchant and is signed with its
 * store key; otherwise nothing (the gateway answers an error page and calls no one).
 */
export function readOrder(
  fields: Record<string, string>,
  merchant: { clientId: string; storeKey: string },
): TGatewayOrder | null {
  if (REQUIRED.some((name) => !fields[name]?.trim())) return null;
  if (fields.clientid !== merchant.clientId) return null;
  if (![fields.okUrl, fields.failUrl, fields.CallbackURL].every((url) => isHttpUrl(url!))) return null;
  if (!isCmiHashValid(fields, merchant.storeKey)) return null;
  return { fields, language: orderLanguage(fields) };
}

/**
 * Between its own pages the gateway carries the merchant's form in one hidden field; it is checked
 * again (HASH and all) at every step, so a changed amount or address is refused like a forged form.
 */
export const packOrder = (fields: Record<string, string>) =>
  Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');

export function unpackOrder(
  packed: string | undefined,
  merchant: { clientId: string; storeKey: string },
): TGatewayOrder | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(packed ?? '', 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const entries = Object.entries(value);
    if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) return null;
    return readOrder(Object.fromEntries(entries), merchant);
  } catch {
    return null;
  }
}
