import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One secret under `dir/secrets`, made on first use; of two runs racing, both keep the first one written. */
function sharedSecret(dir: string, name: string): string {
  const file = path.join(dir, 'secrets', name);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}

/**
 * What both instances must hold alike: a session signed by one is read by the other, and a payment
 * form signed by one comes back to the other in the gateway's callback. Given to both through the
 * environment, since each would otherwise make its own at the same moment. The file names are the
 * ones config.ts keeps under DATA_DIR, so a later `npm start` with this DATA_DIR keeps the sessions.
 */
export function pairSecrets(dir: string): { JWT_SECRET: string; CMI_STORE_KEY: string } {
  return { JWT_SECRET: sharedSecret(dir, 'jwt-secret'), CMI_STORE_KEY: sharedSecret(dir, 'cmi-store-key') };
}
