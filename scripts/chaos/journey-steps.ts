import { addDays, requiredDocuments } from '@bi/domain';
import { expectStatus, type TSubscription } from './journey-answers';
import type { TAnswer, TRequest } from './proxy-client';
import { SCAN_UPLOAD } from './scan-upload';

/** A call as one journey makes it: its own session's token added. */
export type TCall = (request: TRequest) => Promise<TAnswer>;

type TReference = { franceId: number; tangerMedId: number; borderPostId: number; daciaId: number };

/**
 * What journey `index` sends at each step, 1 to 7: a French resident entering at Tanger Med in a
 * Dacia, whose reference ids are read once, the first time a step needs them.
 */
export function stepBodies(call: TCall, index: number) {
  let reference: TReference | undefined;

  /** The ids a French resident entering at Tanger Med in a Dacia picks, as the web app lists them. */
  async function readReference(): Promise<TReference> {
    const list = async <T>(path: string) =>
      expectStatus(
        await call({ method: 'GET', path: `/api/v1/users/souscriptions/${path}` }),
        200,
        path,
      ).json<{
        result: T[];
      }>().result;
    const countries = await list<{ pays_Id: number; pays_Code: string }>('pays');
    const cities = await list<{ ville_Id: number; ville_Name: string }>('villes');
    const tangerMed = cities.find((city) => city.ville_Name === 'Tanger Med')!;
    const offices = await list<{ intermediaire_Id: number }>(`bureaux?$ville=${tangerMed.ville_Id}`);
    const dacia = (await list<{ marque_Id: number }>('marques?$q=dacia'))[0]!;
    return {
      franceId: countries.find((country) => country.pays_Code === 'FR')!.pays_Id,
      tangerMedId: tangerMed.ville_Id,
      borderPostId: offices[0]!.intermediaire_Id,
      daciaId: dacia.marque_Id,
    };
  }

  async function uploadDocuments(): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    for (const field of requiredDocuments('physique')) {
      const answer = await call({ method: 'POST', path: '/api/v1/files', body: SCAN_UPLOAD });
      ids[field] = expectStatus(answer, 200, `upload ${field}`).json<{ file_id: string }>().file_id;
    }
    return ids;
  }

  async function stepBody(step: number, subscription: TSubscription): Promise<object> {
    reference ??= await readReference();
    switch (step) {
      case 1:
        return {
          num_identity: 'AB123456',
          address1: '12 rue de la Paix',
          ville: 'Lyon',
          pays_Id: reference.franceId,
          consent_maroc: true,
        };
      case 2:
        return { ville_entree: reference.tangerMedId, bureau_gestion: reference.borderPostId };
      case 3:
        return {
          immatriculation: `ab-${String(index).padStart(3, '0')}-cd`,
          usage_Id: 1,
          nbre_places: 5,
          marque_Id: reference.daciaId,
          model: 'Duster',
          combustile_Id: 2,
          puissance: 8,
        };
      case 4:
        // Tomorrow on the server's clock, which every answer carries.
        return { date_effet: addDays(subscription.today, 1), periode_Id: 3 };
      case 5:
        return { type: 'pack', pack_Id: 1, selected_garanties: [], remorque: false };
      case 6:
        return {};
      default:
        return uploadDocuments();
    }
  }

  return stepBody;
}
