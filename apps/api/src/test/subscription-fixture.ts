import { addDays, DOCUMENT_FIELDS, type TIdentityType } from '@bi/domain';
import { expect } from 'vitest';
import { signUpCustomer } from './accounts';
import { caller } from './api-calls';
import { multipart, SAMPLE } from './sample-files';
import type { TTestApp } from './test-app';

/**
 * A customer's subscription driven through the real routes: the reference ids a French resident
 * entering at Tanger Med needs, a valid body for each step, and helpers to reach any step.
 */
export type TFixtureOptions = {
  startInDays?: number;
  /** A passport holder gives its identity page alone at step 7. */
  identityType?: TIdentityType;
  /** Step 5 buys the trailer option. */
  trailer?: boolean;
};

export async function subscriptionFixture(t: TTestApp, options: TFixtureOptions = {}) {
  const api = caller(t);
  const { headers } = await signUpCustomer(t);
  const countries = (await api.get('/users/souscriptions/pays', { headers })).json().result;
  const cities = (await api.get('/users/souscriptions/villes', { headers })).json().result;
  const tangerMed = cities.find((city: { ville_Name: string }) => city.ville_Name === 'Tanger Med');
  const casablanca = cities.find((city: { ville_Name: string }) => city.ville_Name === 'Casablanca');
  const offices = (
    await api.get(`/users/souscriptions/bureaux?$ville=${tangerMed.ville_Id}`, { headers })
  ).json().result;
  const casaOffices = (
    await api.get(`/users/souscriptions/bureaux?$ville=${casablanca.ville_Id}`, { headers })
  ).json().result;
  const dacia = (await api.get('/users/souscriptions/marques?$q=dacia', { headers })).json().result[0];
  const reference = {
    franceId: countries.find((country: { pays_Code: string }) => country.pays_Code === 'FR')
      .pays_Id as number,
    moroccoId: countries.find((country: { pays_Code: string }) => country.pays_Code === 'MA')
      .pays_Id as number,
    tangerMedId: tangerMed.ville_Id as number,
    borderPostId: offices[0].intermediaire_Id as number,
    casablancaOfficeId: casaOffices[0].intermediaire_Id as number,
    daciaId: dacia.marque_Id as number,
  };

  const bodies = () => ({
    1: {
      num_identity: 'AB123456',
      address1: '12 rue de la Paix',
      ville: 'Lyon',
      pays_Id: reference.franceId,
      consent_maroc: true,
    },
    2: { ville_entree: reference.tangerMedId, bureau_gestion: reference.borderPostId },
    3: {
      immatriculation: 'ab-123-cd',
      usage_Id: 1,
      nbre_places: 5,
      marque_Id: reference.daciaId,
      model: 'Duster',
      combustile_Id: 2,
      puissance: 8,
    },
    // Tomorrow on the app's own clock, which a test may have moved.
    4: { date_effet: addDays(t.app.clock.today(), options.startInDays ?? 1), periode_Id: 3 },
    5: { type: 'pack', pack_Id: 1, selected_garanties: [], remorque: options.trailer ?? false },
    6: {},
  });

  async function newSubscription(
    person: object = { type: 'physique', first_name: 'Amina', last_name: 'Benali' },
  ) {
    const customer = await signUpCustomer(t);
    const created = await api.post(
      '/users/souscriptions',
      { ...person, email: customer.email, ...customer.phone, accept_cgu: true },
      { headers: customer.headers },
    );
    expect(created.statusCode, created.body).toBe(200);
    return { customer, id: created.json()._id as string };
  }

  const step = (id: string, n: number, body: object, headers: Record<string, string>, language = 'fr') =>
    api.post(`/users/souscriptions/${id}/step${n}`, body, { headers, language });

  async function uploadAll(headers: Record<string, string>) {
    const ids: Record<string, string> = {};
    for (const field of DOCUMENT_FIELDS) {
      const body = multipart('file', `${field}.pdf`, SAMPLE.pdf);
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/files',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
      ids[field] = answer.json().file_id;
    }
    return ids;
  }

  /** Saves steps 1 to `last` with the valid bodies; 7 uploads the documents first. */
  async function completeSteps(id: string, headers: Record<string, string>, last: number) {
    const all = bodies();
    for (const n of [1, 2, 3, 4, 5, 6] as const) {
      if (n > last) return;
      const saved = await step(id, n, all[n], headers);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    if (last >= 7) {
      const documents = await uploadAll(headers);
      const passport = options.identityType === 'passport' && { identity_verso: undefined };
      const saved = await step(
        id,
        7,
        { ...documents, ...passport, identity_type: options.identityType },
        headers,
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }

  return { reference, bodies, newSubscription, step, uploadAll, completeSteps };
}

export type TSubscriptionFixture = Awaited<ReturnType<typeof subscriptionFixture>>;
