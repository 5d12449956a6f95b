import type { TStaffRole } from './backoffice/staff-roles';

/** Who caused a change, as the audit log's `actor` column stores it. */
export const ACTOR_KINDS = ['customer', 'system', 'staff'] as const;
export type TActorKind = (typeof ACTOR_KINDS)[number];

/**
 * The processes that act for nobody of ours: the gateway's callback, the timed job that lets unpaid
 * subscriptions lapse, an authority's plate check (a caller known by its key) and the command that
 * creates the first administrator.
 */
export const SYSTEM_PROCESSES = [
  'payment-callback',
  'expire-unpaid',
  'authority-check',
  'create-admin',
] as const;
export type TSystemProcess = (typeof SYSTEM_PROCESSES)[number];

export type TCustomerActor = { kind: 'customer'; userId: string };
/** A staff member with what judging their call needs: the role and the offices they act for. */
export type TStaffActor = { kind: 'staff'; userId: string; role: TStaffRole; officeIds: readonly number[] };
export type TSystemActor = { kind: 'system'; process: TSystemProcess };

/**
 * Who acts, built once by the authenticate hooks (or named by the job or callback that acts), taken by
 * every use case that records what it did: an audit line cannot be written without saying who, with
 * the person's id or the process's name.
 */
export type TActor = TCustomerActor | TStaffActor | TSystemActor;

export const customerActor = (userId: string): TCustomerActor => ({ kind: 'customer', userId });
export const systemActor = (process: TSystemProcess): TSystemActor => ({ kind: 'system', process });
