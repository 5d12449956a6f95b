import { ZResetToken } from '@bi/domain';
import type { TConfig } from '../../config';
import type { TDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TRequestContext } from '../../lib/request-context';
import { spendAttempt } from '../../lib/throttle';
import { isLinkLive } from './one-time-codes';
import { parseResetLink } from './reset-link';

const WINDOW_MS = 10 * 60_000;

/**
 * /auth/reset/check: whether a reset or invitation link can still set a password, so the page says a
 * spent one at once instead of after the form. The answer is that and nothing more (not whether the
 * account exists, nor why the link is void), and every check is counted against the caller's address,
 * as the e-mail check is.
 */
export async function checkResetLink(
  db: TDatabase,
  config: TConfig,
  token: string,
  context: Pick<TRequestContext, 'ip'>,
): Promise<{ valid: boolean }> {
  const state = await spendAttempt(
    db,
    'link_check_ip',
    context.ip,
    config.checksPer10MinutesPerIp,
    WINDOW_MS,
  );
  if (state.exceeded) throw new AppError(429, 'http.tooManyRequests', { seconds: state.retryInSeconds });
  const link = ZResetToken.safeParse(token).success ? parseResetLink(token) : null;
  if (!link) return { valid: false };
  return {
    valid: await isLinkLive(db, config, { target: link.userId, purpose: link.purpose, code: link.secret }),
  };
}
