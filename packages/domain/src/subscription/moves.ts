/** A table of allowed moves: status × event → next status; a missing entry is a move refused. */
export type TMoveTable<TStatus extends string, TEvent extends string> = Record<
  TStatus,
  Partial<Record<TEvent, TStatus>>
>;

/**
 * A move its table does not allow. The writers' callers check first and answer the person in words
 * (already signed, already recorded …); reaching this is the server's fault, so it carries no message
 * key and is answered as one.
 */
export class RefusedMove extends Error {
  constructor(
    readonly entity: string,
    readonly from: string,
    readonly event: string,
  ) {
    super(`${entity}: ${event} is not allowed from ${from}`);
    this.name = 'RefusedMove';
  }
}

export const canMove = <TStatus extends string, TEvent extends string>(
  table: TMoveTable<TStatus, TEvent>,
  from: TStatus,
  event: TEvent,
) => table[from][event] !== undefined;

/** The next status of `entity` after `event`, or the RefusedMove the table says. */
export function moveBy<TStatus extends string, TEvent extends string>(
  entity: string,
  table: TMoveTable<TStatus, TEvent>,
  from: TStatus,
  event: TEvent,
): TStatus {
  const next = table[from][event];
  if (next === undefined) throw new RefusedMove(entity, from, event);
  return next;
}
