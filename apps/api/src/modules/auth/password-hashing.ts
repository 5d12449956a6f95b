import argon2 from 'argon2';

/**
 * argon2id at OWASP's recommended floor (decision 032): 19 MiB, 2 passes, 1 lane. The library's
 * default (64 MiB, 3 passes, 4 lanes) took 227 ms a hash here and capped sign-ups and sign-ins at 5 a
 * second on two cores, where a stream of wrong passwords could take the server.
 */
const PARAMETERS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, PARAMETERS);

/** A hash made with other parameters (read from the hash itself) is made again at the next sign-in. */
export const needsNewHash = (hash: string) => argon2.needsRehash(hash, PARAMETERS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** Spent on unknown accounts too, so the answer time does not tell whether an e-mail is registered. */
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheck(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy-password-for-timing');
  await verifyPassword(await decoyHash, password);
}
