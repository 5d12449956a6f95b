import { hashPassword } from '../../apps/api/src/modules/auth/password-hashing';
import { runLoad } from './http-load';

/** argon2 hashes on libuv's thread pool: as many at once as it has threads (4 unless UV_THREADPOOL_SIZE). */
const THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

/**
 * Sign-ups per second the password hash alone allows on this machine: every sign-up hashes once with
 * the function the sign-up uses (argon2id, 19 MiB, 2 passes, decision 032), so no journey can go faster than this.
 */
export async function passwordHashesPerSecond(seconds: number): Promise<number> {
  await hashPassword('Secret1');
  const { perSecond } = await runLoad({
    callers: THREADS,
    until: { seconds },
    call: async () => {
      await hashPassword('Secret1');
    },
  });
  return perSecond;
}
