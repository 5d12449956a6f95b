import { GUARANTEES, PACKS } from '../reference/catalogue';
import type { TCoverChoice, TCoverInfo } from '../contracts/subscription-parts';
import { RuleViolation } from '../errors';

/** A guarantee of the catalogue by its id, or a 422 naming the chosen guarantees. */
export function chosenGuarantee(grntId: number) {
  const guarantee = GUARANTEES.find((candidate) => candidate.grnt_Id === grntId);
  if (!guarantee) throw new RuleViolation('subscription.unknownGuarantee', 422, {}, 'selected_garanties');
  return guarantee;
}

/** The pack of a cover (null à la carte), or a 422 naming the pack. */
export function chosenPack(cover: TCoverChoice | TCoverInfo) {
  if (cover.type === 'carte') return null;
  const pack = PACKS.find((candidate) => candidate.pack_Id === cover.pack_Id);
  if (!pack) throw new RuleViolation('subscription.unknownPack', 422, {}, 'pack_Id');
  return pack;
}

/** Step 5's choice as it is stored in pack_info: the ids, with the catalogue's codes and names. */
export function coverInfoOf(choice: TCoverChoice): TCoverInfo {
  const pack = chosenPack(choice);
  return {
    type: choice.type,
    pack_Id: pack?.pack_Id ?? null,
    pack_Code: pack?.code ?? null,
    selected_pack: pack?.pack_Name ?? null,
    selected_garanties: choice.selected_garanties.map((chosen) => {
      const guarantee = chosenGuarantee(chosen.grnt_Id);
      return { ...chosen, grnt_Code: guarantee.code, grnt_Name: guarantee.grnt_Name };
    }),
    remorque: choice.remorque,
  };
}
