import { translate } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { spendAttempt } from '../../lib/throttle';
import type { TRequestContext } from '../../lib/request-context';
import { findUserByEmail } from './users-repository';

const WINDOW_MS = 10 * 60_000;

/**
 * The spec's /email step must know whether an account exists, which lets anyone probe addresses: the
 * answer is rate-limited per address. A refusal carries ok: true so the screen shows it rather than
 * sending the visitor to account creation.
 */
export async function checkEmail(db: TDatabase, config: TConfig, email: string, context: TRequestContext) {
  const state = await spendAttempt(db, 'check_ip', context.ip, config.checksPer10MinutesPerIp, WINDOW_MS);
  if (state.exceeded) {
    return {
      status: 429 as const,
      body: {
        ok: true,
        message: translate(context.language, 'http.tooManyRequests', { seconds: state.retryInSeconds }),
      },
    };
  }
  const exists = (await findUserByEmail(db, email)) !== undefined;
  return exists
    ? { status: 200 as const, body: { ok: true, message: translate(context.language, 'auth.accountExists') } }
    : { status: 404 as const, body: { ok: false, message: translate(context.language, 'auth.noAccount') } };
}
