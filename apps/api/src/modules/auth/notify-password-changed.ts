import { formatMoroccoDateTime } from '@bi/domain';
import type { TTransaction } from '../../db/client';
import { enqueue } from '../notifications/enqueue';
import type { TUserRow } from './users-repository';
import { machineNow } from '../../lib/clock';

/** Tells the owner by mail, so a change they did not make does not go unnoticed. */
export const notifyPasswordChanged = (tx: TTransaction, user: TUserRow) =>
  enqueue(tx, {
    channel: 'email',
    to: user.email,
    language: user.language,
    template: 'password_changed',
    params: { when: formatMoroccoDateTime(machineNow()) },
  });
