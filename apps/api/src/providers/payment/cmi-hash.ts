import { createHash, timingSafeEqual } from 'node:crypto';

/** Fields that never enter the hash (facts.md, "ver3"). */
const UNHASHED = new Set(['hash', 'encoding']);

const escape = (value: string) => value.replaceAll('\\', '\\\\').replaceAll('|', '\\|');

/** Case-insensitive natural order of the field names, as the gateway sorts them. */
const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The string the ver3 hash is computed over: every field but hash and encoding, sorted, escaped. */
export function cmiHashInput(fields: Record<string, string>, storeKey: string): string {
  const values = Object.keys(fields)
    .filter((name) => !UNHASHED.has(name.toLowerCase()))
    .sort(byName.compare)
    .map((name) => escape(fields[name]!.trim()));
  return [...values, escape(storeKey)].join('|');
}

/** CMI's "ver3" HASH: SHA-512 of the input string, base64 of the raw digest. */
export function cmiHash(fields: Record<string, string>, storeKey: string): string {
  return createHash('sha512').update(cmiHashInput(fields, storeKey), 'utf8').digest('base64');
}

/** Whether the HASH a message carries is the one the store key gives, compared in constant time. */
export function isCmiHashValid(fields: Record<string, string>, storeKey: string): boolean {
  const received = Buffer.from(fields.HASH ?? fields.hash ?? '', 'utf8');
  const expected = Buffer.from(cmiHash(fields, storeKey), 'utf8');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
