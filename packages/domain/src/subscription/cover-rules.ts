/**
 * Spec §5, à la carte: the offer must hold at least one guarantee counting toward the minimum
 * (grnt_Min) and the customer must have chosen at least one of them. The same rule judges the
 * customer's ticks on screen and the cover the server prices.
 */
export function meetsCarteMinimum(
  offered: readonly { grnt_Min: boolean }[],
  selected: readonly { grnt_Min: boolean }[],
): boolean {
  return offered.some((guarantee) => guarantee.grnt_Min) && selected.some((guarantee) => guarantee.grnt_Min);
}
