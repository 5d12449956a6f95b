/**
 * The callers of load-runner.ts, in a process of their own. Reads the plan from LOAD_PLAN, prepares
 * what its scenario needs over HTTP (a customer, subscriptions), warms up, runs the measured load and
 * sends its result to the parent; any failed call exits non-zero.
 */
import {
  LIST_PATH,
  newSubscription,
  PACK_CHOICE,
  saveSteps,
  signedContract,
  signUp,
  SUBSCRIPTIONS,
  walkJourney,
  type TCustomer,
  type TJourneyOutcome,
} from './api-journey';
import { BARE_PATH } from './bare-endpoint';
import { BARE_READS_PATH } from './bare-reads-endpoint';
import { expectStatus, httpClient, type THttpClient } from './http-client';
import { runLoad, runLoadSamples, summarize, type TLoadSamples } from './http-load';
import type { TCallerResults, TLoadPlan, TScenario } from './load-runner';
import { percentile } from './measure';

/**
 * Our cheapest API call: public, no database, no session (the offer page's starting prices). What it
 * costs beyond the bare endpoint is the plugin stack every call pays: headers, budget, language, errors.
 */
const PUBLIC_PATH = '/api/v1/offre/tarifs';

/**
 * The customer of the list call is a frequent driver: ten subscriptions, three of them signed contracts
 * of earlier crossings (with their sealed documents and certificates), two quotes saved to their last
 * step and five started, newest first as the page shows them. A page of drafts alone would read none of
 * the after-sale rows a returning customer's page reads on every visit.
 */
const LISTED = { signedContracts: 3, quotes: 2, started: 5 };

const plan = JSON.parse(process.env.LOAD_PLAN ?? 'null') as TLoadPlan | null;
if (!plan || !process.send) throw new Error('load-caller.ts runs as the child of load-runner.ts');
const tell = process.send.bind(process);

type TCall = () => Promise<void>;

/** The session a customer's bearer token names (its `sid` claim), as the app reads it. */
function sessionIdOf(customer: TCustomer): string {
  const token = customer.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    sid?: string;
  };
  if (!claims.sid) throw new Error('the bearer token names no session');
  return claims.sid;
}

/** A customer with one subscription saved up to step 6: what step 7 and the quote read. */
async function customerAtStep6(client: THttpClient) {
  const customer = await signUp(client);
  const id = await newSubscription(client, customer);
  await saveSteps(client, customer, id, 6);
  return { customer, id };
}

/** Journeys walked, each one's figures; emptied after the warm-up. */
const journeys: TJourneyOutcome[] = [];

const scenarios: Record<TScenario, (client: THttpClient) => Promise<TCall>> = {
  bare: async (client) => async () => {
    expectStatus(await client.send({ path: BARE_PATH }), 'bare endpoint');
  },
  'bare-reads': async (client) => {
    if (!plan.bareBase) throw new Error('the bare reads need the address of their endpoint');
    const { customer, id } = await customerAtStep6(client);
    const bare = httpClient(plan.bareBase, plan.callers);
    const query = new URLSearchParams({ session: sessionIdOf(customer), subscription: id });
    return async () => {
      expectStatus(await bare.send({ path: `${BARE_READS_PATH}?${query}` }), 'bare reads');
    };
  },
  public: async (client) => async () => {
    expectStatus(await client.send({ path: PUBLIC_PATH }), 'public route');
  },
  quote: async (client) => {
    const { customer, id } = await customerAtStep6(client);
    const quote = { method: 'POST', path: `${SUBSCRIPTIONS}/${id}/quote` } as const;
    return async () => {
      expectStatus(await client.send({ ...quote, headers: customer.headers, json: PACK_CHOICE }), 'quote');
    };
  },
  detail: async (client) => {
    const { customer, id } = await customerAtStep6(client);
    return async () => {
      expectStatus(
        await client.send({ path: `${SUBSCRIPTIONS}/${id}`, headers: customer.headers }),
        'detail',
      );
    };
  },
  list: async (client) => {
    const storeKey = plan.storeKey;
    if (!storeKey)
      throw new Error("the list's signed contracts need the store key to sign the gateway callback");
    const customer = await signUp(client);
    for (let index = 0; index < LISTED.signedContracts; index += 1)
      await signedContract(client, customer, storeKey);
    for (let index = 0; index < LISTED.quotes; index += 1)
      await saveSteps(client, customer, await newSubscription(client, customer), 6);
    for (let index = 0; index < LISTED.started; index += 1) await newSubscription(client, customer);
    return async () => {
      expectStatus(await client.send({ path: LIST_PATH, headers: customer.headers }), 'list');
    };
  },
  journey: async (client) => {
    const storeKey = plan.storeKey;
    if (!storeKey) throw new Error('a journey needs the store key to sign the gateway callback');
    return async () => {
      journeys.push(await walkJourney(client, storeKey));
    };
  },
};

/** Each scenario's samples: its slice of `until` when several take turns, or the whole of it. */
async function measure(
  calls: Map<TScenario, TCall>,
  { callers, until, slices = 1 }: TLoadPlan,
): Promise<Map<TScenario, TLoadSamples[]>> {
  const samples = new Map([...calls.keys()].map((scenario) => [scenario, [] as TLoadSamples[]]));
  const turns = calls.size > 1 && 'seconds' in until ? slices : 1;
  const share = 'seconds' in until ? { seconds: until.seconds / turns } : until;
  for (let turn = 0; turn < turns; turn += 1) {
    for (const [scenario, call] of calls) {
      samples.get(scenario)?.push(await runLoadSamples({ callers, until: share, call }));
    }
  }
  return samples;
}

const client = httpClient(plan.base, plan.callers);
const calls = new Map<TScenario, TCall>();
for (const scenario of plan.scenarios) calls.set(scenario, await scenarios[scenario](client));
for (const call of calls.values()) await runLoad({ callers: plan.callers, until: plan.warmUp, call });
journeys.length = 0;
const results: TCallerResults = {};
for (const [scenario, runs] of await measure(calls, plan)) results[scenario] = summarize(runs);
client.close();
if (journeys.length > 0 && results.journey) {
  const waits = journeys.map((journey) => journey.paymentToSignatureMillis);
  results.journey.journeys = {
    paymentToSignatureP50Millis: percentile(waits, 0.5),
    paymentToSignatureP99Millis: percentile(waits, 0.99),
    busyRetries: journeys.reduce((sum, journey) => sum + journey.busyRetries, 0),
  };
}
tell(results, () => process.disconnect());
