import { z } from 'zod';
import type { ZPeriodCode, ZUsageCode } from '../reference/catalogue';
import { ZGuaranteeCode, ZPackCode } from '../reference/catalogue';
import type { TCoverChoice, TCoverInfo } from '../contracts/subscription-parts';
import { chosenGuarantee, chosenPack } from '../subscription/cover-choice';

export const ZGuaranteeChoice = z.object({
  guarantee: ZGuaranteeCode,
  formula: z.string().min(1).max(40),
});
export type TGuaranteeChoice = z.infer<typeof ZGuaranteeChoice>;

/** The cover chosen at step 5: a pack (the basic offer is the pack BASE) with optional extras, or à la carte. */
export const ZCoverSelection = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('pack'),
    pack: ZPackCode,
    extras: z.array(ZGuaranteeChoice).max(10).default([]),
  }),
  z.object({ mode: z.literal('carte'), guarantees: z.array(ZGuaranteeChoice).min(1).max(10) }),
]);
export type TCoverSelection = z.infer<typeof ZCoverSelection>;

export type TQuoteInput = {
  usage: z.infer<typeof ZUsageCode>;
  period: z.infer<typeof ZPeriodCode>;
  effectDate: string;
  cover: TCoverSelection;
  trailer: boolean;
  /**
   * The customer's vehicle the cover is sold for, its age unknown without a year (decision 041): a
   * pack leaves out what the vehicle is too old for; a guarantee it is too old for, or one whose
   * limit needs the year still unknown, is refused. Absent where no vehicle is judged (starting prices).
   */
  vehicle?: { ageYears: number | undefined };
};

export const BASIC_COVER: TCoverSelection = { mode: 'pack', pack: 'BASE', extras: [] };

/** The tariff's view of a chosen or stored cover: the catalogue's codes instead of its ids. */
export function coverSelectionOf(cover: TCoverChoice | TCoverInfo): TCoverSelection {
  const choices = cover.selected_garanties.map((chosen) => ({
    guarantee: chosenGuarantee(chosen.grnt_Id).code,
    formula: chosen.selected_formule,
  }));
  const pack = chosenPack(cover);
  if (!pack) return { mode: 'carte', guarantees: choices };
  return { mode: 'pack', pack: pack.code, extras: choices };
}
