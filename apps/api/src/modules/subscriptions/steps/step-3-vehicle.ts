import { exceedsSeatLimit, FUELS, assertRegistrationYear, maxPlaces, USAGES, type TStep3 } from '@bi/domain';
import { eq } from 'drizzle-orm';
import { makes } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { TStepContext, TStepOutcome } from './step-context';

const refused = (
  field: string,
  key: 'reference.unknownUsage' | 'reference.unknownFuel' | 'reference.unknownMake' | 'reference.makeOff',
) => new AppError(422, key, {}, [{ field, key }]);

/** The vehicle; a new usage or vehicle age clears the cover and its price, to be chosen again. */
export async function applyVehicle({ tx, row, today }: TStepContext, body: TStep3): Promise<TStepOutcome> {
  assertRegistrationYear(body.annee_circulation, today);
  const usage = USAGES.find((candidate) => candidate.usage_Id === body.usage_Id);
  if (!usage) throw refused('usage_Id', 'reference.unknownUsage');
  const fuel = FUELS.find((candidate) => candidate.combustile_Id === body.combustile_Id);
  if (!fuel) throw refused('combustile_Id', 'reference.unknownFuel');
  const [make] = await tx.select().from(makes).where(eq(makes.id, body.marque_Id));
  if (!make) throw refused('marque_Id', 'reference.unknownMake');
  if (!make.active) throw refused('marque_Id', 'reference.makeOff');
  const limit = maxPlaces(usage.code);
  if (exceedsSeatLimit(limit, body.nbre_places)) {
    const max = Number(limit);
    throw new AppError(422, 'subscription.maxPlaces', { max }, [
      { field: 'nbre_places', key: 'subscription.maxPlaces', params: { max } },
    ]);
  }
  const previous = row.vehiculeInfo;
  const coverInvalidated =
    row.packInfo !== null &&
    (previous?.usage_Id !== usage.usage_Id ||
      previous.annee_circulation !== (body.annee_circulation ?? null));
  return {
    changes: {
      vehiculeInfo: {
        immatriculation: body.immatriculation,
        type_vehicule: usage.usage_Name,
        usage_Id: usage.usage_Id,
        usage_Code: usage.code,
        usage_Name: usage.usage_Name,
        nbre_places: body.nbre_places,
        marque: make.name,
        marque_Id: make.id,
        marque_Name: make.name,
        model: body.model,
        carburant: fuel.combustile_Libelle,
        combustile_Id: fuel.combustile_Id,
        combustile_Libelle: fuel.combustile_Libelle,
        puissance: body.puissance,
        annee_circulation: body.annee_circulation ?? null,
      },
      ...(coverInvalidated && { packInfo: null, simulationResult: null }),
    },
    ...(coverInvalidated && { redoFrom: 5 }),
  };
}
