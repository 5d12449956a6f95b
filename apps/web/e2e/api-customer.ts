import { randomInt } from 'node:crypto';
import { addDays, todayInMorocco, type TIsoDate } from '@bi/domain';
import type { APIRequestContext, BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { readFromMailbox } from './mailbox';

export type TApiCustomer = {
  email: string;
  password: string;
  token: string;
  id: string;
  headers: { authorization: string };
  phone: { phone: string; country_code: string };
};

/**
 * How far the subscription goes; at step 2, its Tanger Med office (the city's first by default); at
 * step 4, when its cover starts (two days from today by default).
 */
export type TStepsOptions = {
  lastStep?: number;
  effectDate?: TIsoDate;
  officeId?: number;
  /** Step 4's duration; 1 month (periode_Id 3) unless said. */
  periodeId?: number;
  /** Step 1's country of residence, by its ISO code; France unless said. */
  countryCode?: string;
};

/**
 * A new customer, signed up through the flow's sign-up call with the SMS code from the dev mailbox,
 * whose subscription is saved up to `lastStep` (0 to 6) with the bodies the screens would send.
 */
export async function customerThroughApi(
  request: APIRequestContext,
  lastStep = 0,
  { effectDate, officeId, periodeId, countryCode }: Omit<TStepsOptions, 'lastStep'> = {},
): Promise<TApiCustomer> {
  // Random, not from the clock: two journey files run at once, and a phone shared by two customers
  // would hand one of them the other's SMS code. 061…: valid for libphonenumber, as 0683… is not.
  const stamp = String(10 ** 7 + randomInt(10 ** 7));
  // As long as a company's addresses get: the screens that show it must wrap it, not widen.
  const email = `client.${stamp}@transportsinternationaux.example.com`;
  const mobile = `06${stamp}`;
  const phone = { phone: mobile, country_code: '212' };
  await request.post('/api/v1/auth/users/resend', { data: phone });
  const sms_code = await readFromMailbox(request, `+212${mobile.slice(1)}`, /\b(\d{6})\b/);
  const password = 'Secret1';
  const answer = await request.post('/api/v1/auth/users/signup', {
    data: { ...STEP0, email, ...phone, password, sms_code },
  });
  expect(answer.status()).toBe(200);
  const signup = await answer.json();
  const headers = { authorization: `Bearer ${signup.token}` };
  const customer = { email, password, token: signup.token, id: signup.souscription._id, headers, phone };
  await stepsThroughApi(request, customer, customer.id, {
    lastStep,
    effectDate,
    officeId,
    periodeId,
    countryCode,
  });
  return customer;
}

const STEP0 = { type: 'physique', first_name: 'Nadia', last_name: 'Berrada', accept_cgu: true };

/** Another subscription of the same customer, as /create starts it when signed in, then its steps. */
export async function subscriptionThroughApi(
  request: APIRequestContext,
  customer: TApiCustomer,
  options: TStepsOptions = {},
): Promise<string> {
  const created = await request.post('/api/v1/users/souscriptions', {
    data: { ...STEP0, email: customer.email, ...customer.phone },
    headers: customer.headers,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { _id: id } = await created.json();
  await stepsThroughApi(request, customer, id, options);
  return id;
}

/** Steps 1 to `lastStep` of subscription `id`, with the bodies the screens would send. */
async function stepsThroughApi(
  request: APIRequestContext,
  customer: Pick<TApiCustomer, 'headers'>,
  id: string,
  {
    lastStep = 0,
    effectDate = addDays(todayInMorocco(), 2),
    officeId,
    periodeId = 3,
    countryCode = 'FR',
  }: TStepsOptions,
) {
  const { headers } = customer;
  const list = async (path: string) =>
    (await (await request.get(`/api/v1/users/souscriptions/${path}`, { headers })).json()).result;
  const bodies: (() => Promise<object>)[] = [
    async () => ({
      num_identity: 'FR556677',
      address1: '3 rue Victor Hugo',
      ville: 'Marseille',
      pays_Id: (await list('pays')).find(
        (country: { pays_Code: string }) => country.pays_Code === countryCode,
      ).pays_Id,
      consent_maroc: true,
    }),
    async () => {
      const city = (await list('villes')).find(
        (entry: { ville_Name: string }) => entry.ville_Name === 'Tanger Med',
      );
      const office = officeId ?? (await list(`bureaux?$ville=${city.ville_Id}`))[0].intermediaire_Id;
      return { ville_entree: city.ville_Id, bureau_gestion: office };
    },
    async () => ({
      immatriculation: 'GH-456-JK',
      usage_Id: 1,
      nbre_places: 5,
      marque_Id: (await list('marques?$q=peugeot'))[0].marque_Id,
      model: '308',
      combustile_Id: 2,
      puissance: 7,
    }),
    async () => ({ date_effet: effectDate, periode_Id: periodeId }),
    async () => ({ type: 'pack', pack_Id: 1, selected_garanties: [], remorque: false }),
    async () => ({}),
  ];
  for (const [index, body] of bodies.slice(0, lastStep).entries()) {
    const saved = await request.post(`/api/v1/users/souscriptions/${id}/step${index + 1}`, {
      data: await body(),
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
}

/** Every page of `context` opens signed in as `customer`, with their subscription as the flow's. */
export async function openAs(context: BrowserContext, customer: { token: string; id: string }) {
  await context.addInitScript(
    ({ token, id }: { token: string; id: string }) => {
      localStorage.setItem('bi.token', token);
      localStorage.setItem('bi.flow.souscription', id);
    },
    { token: customer.token, id: customer.id },
  );
}
