/**
 * Spec §5, à la carte: the offer must hold at least one guarantee counting toward the minimum
 * (grnt_Min) and the customer must have chosen at least one of them. The same rule judges the
 * customer's ticks on screen and the cover the server prices.
 */
/** The offered guarantees that count toward à la carte's minimum: the screen names them. */
export const carteMinimumGuarantees = <TGuarantee extends { grnt_Min: boolean }>(
  offered: readonly TGuarantee[],
) => offered.filter((guarantee) => guarantee.grnt_Min);

export function meetsCarteMinimum(
  offered: readonly { grnt_Min: boolean }[],
  selected: readonly { grnt_Min: boolean }[],
): boolean {
  return carteMinimumGuarantees(offered).length > 0 && carteMinimumGuarantees(selected).length > 0;
}
