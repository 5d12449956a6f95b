import {
  addDays,
  DOCUMENT_FIELDS,
  todayInMorocco,
  ZBureauList,
  ZMarqueList,
  ZPayLinkAnswer,
  ZPaysList,
  ZSignatureStatusAnswer,
  ZVilleList,
} from '@bi/domain';
import { z } from 'zod';
import { cmiHash } from '../../apps/api/src/providers/payment/cmi-hash';
import { multipart, SAMPLE } from '../../apps/api/src/test/sample-files';
import { gatewayFormFields } from './gateway-form';
import { expectStatus, sendRetryingWhenBusy, type THttpClient } from './http-client';

/**
 * A customer's calls over HTTP, as the web app makes them (the API tests' fixture, through a socket
 * instead of `app.inject`): sign-up with the SMS code read from the dev outbox, steps 0 to 7, the card
 * payment approved by the gateway's signed callback, and the signature with the SMS code.
 */
const API = '/api/v1';
export const SUBSCRIPTIONS = `${API}/users/souscriptions`;

/** The list call of My contracts: the first page, newest first. */
export const LIST_PATH = `${SUBSCRIPTIONS}/?$top=30&$skip=0&$sort=created_at%20DESC`;

export type TCustomer = { email: string; phone: string; headers: Record<string, string> };

const ZToken = z.object({ token: z.string() });
const ZCreated = z.object({ _id: z.string() });
const ZOutbox = z.object({ result: z.array(z.object({ text: z.string() })) });
const ZFileId = z.object({ file_id: z.string() });

/** Unique across the bench's processes: the seconds the process started at, then a counter. */
const FIRST = Math.floor(Date.now() / 1000) % 10_000;
let customers = 0;

const json = <T>(schema: z.ZodType<T>, text: string): T => schema.parse(JSON.parse(text));

/** The SMS code (sign-up or signing) in the newest message to a phone: `@host #code` is its last line. */
async function smsCode(client: THttpClient, phone: string): Promise<string> {
  const to = encodeURIComponent(`+212${phone}`);
  const answer = expectStatus(await client.send({ path: `${API}/dev/outbox?to=${to}` }), 'dev outbox');
  for (const message of json(ZOutbox, answer.text).result) {
    const code = message.text.match(/^@\S+ #(\d{6})$/m)?.[1];
    if (code) return code;
  }
  throw new Error(`no SMS code reached +212${phone}`);
}

export async function signUp(client: THttpClient): Promise<TCustomer> {
  customers += 1;
  const phone = `6${String(FIRST * 10_000 + (customers % 10_000)).padStart(8, '0')}`;
  const email = `bench.${process.pid}.${Date.now()}.${customers}@example.com`;
  const resent = await client.send({
    method: 'POST',
    path: `${API}/auth/users/resend`,
    json: { phone, country_code: '212' },
  });
  expectStatus(resent, 'resend');
  const answer = await client.send({
    method: 'POST',
    path: `${API}/auth/users/signup`,
    json: {
      type: 'physique',
      first_name: 'Amina',
      last_name: 'Benali',
      email,
      phone,
      country_code: '212',
      password: 'Secret1',
      accept_cgu: true,
      sms_code: await smsCode(client, phone),
    },
  });
  const { token } = json(ZToken, expectStatus(answer, 'sign-up').text);
  return { email, phone, headers: { authorization: `Bearer ${token}` } };
}

/** Step 0: a subscription for the customer themselves. */
export async function newSubscription(client: THttpClient, customer: TCustomer): Promise<string> {
  const created = await client.send({
    method: 'POST',
    path: SUBSCRIPTIONS,
    headers: customer.headers,
    json: {
      type: 'physique',
      first_name: 'Amina',
      last_name: 'Benali',
      email: customer.email,
      phone: customer.phone,
      country_code: '212',
      accept_cgu: true,
    },
  });
  return json(ZCreated, expectStatus(created, 'step 0').text)._id;
}

async function get<T>(client: THttpClient, customer: TCustomer, path: string, schema: z.ZodType<T>) {
  return json(schema, expectStatus(await client.send({ path, headers: customer.headers }), path).text);
}

/** The lists the steps' fields are filled from, read as the web reads them. */
async function referenceIds(client: THttpClient, customer: TCustomer) {
  const countries = (await get(client, customer, `${SUBSCRIPTIONS}/pays`, ZPaysList)).result;
  const cities = (await get(client, customer, `${SUBSCRIPTIONS}/villes`, ZVilleList)).result;
  const tangerMed = cities.find((city) => city.ville_Name === 'Tanger Med');
  if (!tangerMed) throw new Error('Tanger Med is missing from /villes');
  const offices = (
    await get(client, customer, `${SUBSCRIPTIONS}/bureaux?$ville=${tangerMed.ville_Id}`, ZBureauList)
  ).result;
  const dacia = (await get(client, customer, `${SUBSCRIPTIONS}/marques?$q=dacia`, ZMarqueList)).result[0];
  const france = countries.find((country) => country.pays_Code === 'FR');
  if (!france || !offices[0] || !dacia)
    throw new Error('the reference data lacks France, an office or Dacia');
  return {
    franceId: france.pays_Id,
    tangerMedId: tangerMed.ville_Id,
    officeId: offices[0].intermediaire_Id,
    daciaId: dacia.marque_Id,
  };
}

/** Step 5's choice: the first pack, no extra guarantee; also the body of the quote call. */
export const PACK_CHOICE = { type: 'pack', pack_Id: 1, selected_garanties: [], remorque: false };

/** Saves steps 1 to `last` (at most 6) with the bodies the API tests use. */
export async function saveSteps(client: THttpClient, customer: TCustomer, id: string, last: number) {
  const ids = await referenceIds(client, customer);
  const bodies: Record<number, object> = {
    1: {
      num_identity: 'AB123456',
      address1: '12 rue de la Paix',
      ville: 'Lyon',
      pays_Id: ids.franceId,
      consent_maroc: true,
    },
    2: { ville_entree: ids.tangerMedId, bureau_gestion: ids.officeId },
    3: {
      immatriculation: 'ab-123-cd',
      usage_Id: 1,
      nbre_places: 5,
      marque_Id: ids.daciaId,
      model: 'Duster',
      combustile_Id: 2,
      puissance: 8,
    },
    4: { date_effet: addDays(todayInMorocco(), 1), periode_Id: 3 },
    5: PACK_CHOICE,
    6: {},
  };
  for (let n = 1; n <= Math.min(last, 6); n += 1) {
    const saved = await client.send({
      method: 'POST',
      path: `${SUBSCRIPTIONS}/${id}/step${n}`,
      headers: customer.headers,
      json: bodies[n],
    });
    expectStatus(saved, `step ${n}`);
  }
}

/** Step 7: every document uploaded (a small PDF each), then saved. */
async function saveDocuments(client: THttpClient, customer: TCustomer, id: string) {
  const documents: Record<string, string> = {};
  for (const field of DOCUMENT_FIELDS) {
    const form = multipart('file', `${field}.pdf`, SAMPLE.pdf);
    const uploaded = await client.send({
      method: 'POST',
      path: `${API}/files`,
      headers: { ...customer.headers, ...form.headers },
      body: form.payload,
    });
    documents[field] = json(ZFileId, expectStatus(uploaded, `upload ${field}`).text).file_id;
  }
  const saved = await client.send({
    method: 'POST',
    path: `${SUBSCRIPTIONS}/${id}/step7`,
    headers: customer.headers,
    json: documents,
  });
  expectStatus(saved, 'step 7');
}

let transactions = 0;

/** Pay: the pay link, the page's form for the gateway, then the gateway's approval as CMI signs it. */
async function pay(client: THttpClient, customer: TCustomer, id: string, storeKey: string) {
  const link = await client.send({
    method: 'POST',
    path: `${SUBSCRIPTIONS}/${id}/pay-link`,
    headers: customer.headers,
  });
  const { pathname, search } = new URL(
    json(ZPayLinkAnswer, expectStatus(link, 'pay-link').text).url,
    'http://x',
  );
  const page = expectStatus(await client.send({ path: `${pathname}${search}` }), 'pay page');
  const { HASH: _merchantHash, ...sent } = gatewayFormFields(page.text);
  transactions += 1;
  const fields: Record<string, string> = {
    ...sent,
    ProcReturnCode: '00',
    Response: 'Approved',
    AuthCode: `P${String(transactions).padStart(5, '0')}`,
    TransId: `${process.pid}${String(transactions).padStart(6, '0')}`,
    mdStatus: '1',
  };
  const reply = await client.send({
    method: 'POST',
    path: `${API}/payment/cmi/callback`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, HASH: cmiHash(fields, storeKey) }).toString(),
  });
  if (expectStatus(reply, 'payment callback').text !== 'ACTION=POSTAUTH') {
    throw new Error(`the approval was not taken: ${reply.text}`);
  }
}

/**
 * Sign: the request the payment opened, a code by SMS, the code typed back. The signing renders the
 * contract and the certificate: while the renderer's line is full it answers 503 with a Retry-After,
 * and the code is sent again after that time. Answers how many times it waited so.
 */
async function sign(client: THttpClient, customer: TCustomer, id: string): Promise<number> {
  const status = await get(client, customer, `${SUBSCRIPTIONS}/${id}/signature`, ZSignatureStatusAnswer);
  if (!status.demande) throw new Error('the approved payment opened no signature request');
  const requestPath = `${API}/signature/requests/${status.demande.id}`;
  expectStatus(await client.send({ method: 'POST', path: `${requestPath}/code`, json: {} }), 'signing code');
  const code = await smsCode(client, customer.phone);
  let busyRetries = 0;
  const signed = await sendRetryingWhenBusy(
    client,
    { method: 'POST', path: `${requestPath}/sign`, json: { code } },
    () => (busyRetries += 1),
  );
  expectStatus(signed, 'sign');
  return busyRetries;
}

export type TJourneyOutcome = {
  /** From the gateway's approval taken (the callback answered) to the signing answered. */
  paymentToSignatureMillis: number;
  /** Calls sent again after a 503 with a Retry-After. */
  busyRetries: number;
};

/** A customer's contract, from a new subscription to its signature. */
export async function signedContract(
  client: THttpClient,
  customer: TCustomer,
  storeKey: string,
): Promise<TJourneyOutcome> {
  const id = await newSubscription(client, customer);
  await saveSteps(client, customer, id, 6);
  await saveDocuments(client, customer, id);
  await pay(client, customer, id, storeKey);
  const paid = performance.now();
  const busyRetries = await sign(client, customer, id);
  return { paymentToSignatureMillis: performance.now() - paid, busyRetries };
}

/** One whole journey, from sign-up to a signed contract. */
export async function walkJourney(client: THttpClient, storeKey: string): Promise<TJourneyOutcome> {
  return signedContract(client, await signUp(client), storeKey);
}
