import { INVITE_TOKEN_PREFIX } from '@bi/domain';
import { isUuid } from '../../lib/uuid';
import type { TCodePurpose } from './one-time-codes';

/**
 * The token of a set-password link: `<user id>.<secret>` for a reset, `invite.<user id>.<secret>` for a
 * staff invitation; null when it cannot be one.
 */
export function parseResetLink(token: string): {
  userId: string;
  secret: string;
  purpose: Extract<TCodePurpose, 'password_reset' | 'staff_invite'>;
} | null {
  const invitation = token.startsWith(INVITE_TOKEN_PREFIX);
  const [userId = '', secret = ''] = token.slice(invitation ? INVITE_TOKEN_PREFIX.length : 0).split('.');
  if (!isUuid(userId) || !secret) return null;
  return { userId, secret, purpose: invitation ? 'staff_invite' : 'password_reset' };
}
