import {
  REFUND_STATUSES,
  STATUSES,
  TERMINATION_STATUSES,
  type TRefundStatus,
  type TStatut,
  type TTerminationStatus,
} from '@bi/domain';

type TStatusKey =
  | `backoffice:status.${TStatut}`
  | `admin:terminations.state.${TTerminationStatus}`
  | `admin:refunds.state.${TRefundStatus}`
  | 'admin:staff.active'
  | 'admin:staff.inactive';

const keysOf = <TStatus extends string>(
  statuses: readonly TStatus[],
  keyOf: (status: TStatus) => TStatusKey,
): Record<string, TStatusKey> => Object.fromEntries(statuses.map((status) => [status, keyOf(status)]));

/** The statuses the API's audit lines record, by the kind of row that moved, to their names on screen. */
const STATUS_KEYS: Record<string, Record<string, TStatusKey>> = {
  subscription: keysOf(STATUSES, (status) => `backoffice:status.${status}` as const),
  termination_request: keysOf(
    TERMINATION_STATUSES,
    (status) => `admin:terminations.state.${status}` as const,
  ),
  refund: keysOf(REFUND_STATUSES, (status) => `admin:refunds.state.${status}` as const),
  user: { active: 'admin:staff.active', disabled: 'admin:staff.inactive' },
};

/** The translation key of a recorded status, or null for one this screen does not know (shown as stored). */
export const auditStatusKey = (entityType: string, status: string): TStatusKey | null =>
  STATUS_KEYS[entityType]?.[status] ?? null;
