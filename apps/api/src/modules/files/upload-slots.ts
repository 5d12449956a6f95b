/**
 * Uploads under way, per customer, in this process: each holds its file in memory until it is checked
 * and stored, so one account sending many at once would hold many times the upload limit. Counted per
 * process since that memory is the process's own.
 */
export function uploadSlots(perCustomer: number) {
  const inFlight = new Map<string, number>();
  /** A slot for this customer and the call that frees it, or null when all theirs are taken. */
  const take = (customerId: string): (() => void) | null => {
    const count = inFlight.get(customerId) ?? 0;
    if (count >= perCustomer) return null;
    inFlight.set(customerId, count + 1);
    return () => {
      const left = inFlight.get(customerId)! - 1;
      if (left === 0) inFlight.delete(customerId);
      else inFlight.set(customerId, left);
    };
  };
  return { take };
}
