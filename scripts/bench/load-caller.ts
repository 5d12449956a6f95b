/**
 * The callers of load-runner.ts, in a process of their own. Reads the plan from LOAD_PLAN, prepares
 * what its scenario needs over HTTP (a customer, subscriptions), warms up, runs the measured load and
 * sends its result to the parent; any failed call exits non-zero.
 */
import { LIST_PATH, newSubscription, PACK_CHOICE, saveSteps, signUp, walkJourney } from './api-journey';
import { BARE_PATH } from './bare-endpoint';
import { expectStatus, httpClient, type THttpClient } from './http-client';
import { runLoad } from './http-load';
import type { TLoadPlan, TScenario } from './load-runner';

/**
 * Our cheapest API call: public, no database, no session (the offer page's starting prices). What it
 * costs beyond the bare endpoint is the plugin stack every call pays: headers, budget, language, errors.
 */
const PUBLIC_PATH = '/api/v1/offre/tarifs';

/** The customer of the list call has about as many subscriptions as a frequent driver. */
const LISTED_SUBSCRIPTIONS = 10;

const plan = JSON.parse(process.env.LOAD_PLAN ?? 'null') as TLoadPlan | null;
if (!plan || !process.send) throw new Error('load-caller.ts runs as the child of load-runner.ts');
const tell = process.send.bind(process);

type TCall = () => Promise<void>;

const scenarios: Record<TScenario, (client: THttpClient) => Promise<TCall>> = {
  bare: async (client) => async () => {
    expectStatus(await client.send({ path: BARE_PATH }), 'bare endpoint');
  },
  public: async (client) => async () => {
    expectStatus(await client.send({ path: PUBLIC_PATH }), 'public route');
  },
  quote: async (client) => {
    const customer = await signUp(client);
    const id = await newSubscription(client, customer);
    await saveSteps(client, customer, id, 5);
    const quote = { method: 'POST', path: `/api/v1/users/souscriptions/${id}/quote` } as const;
    return async () => {
      expectStatus(await client.send({ ...quote, headers: customer.headers, json: PACK_CHOICE }), 'quote');
    };
  },
  list: async (client) => {
    const customer = await signUp(client);
    for (let index = 0; index < LISTED_SUBSCRIPTIONS; index += 1) await newSubscription(client, customer);
    return async () => {
      expectStatus(await client.send({ path: LIST_PATH, headers: customer.headers }), 'list');
    };
  },
  journey: async (client) => {
    const storeKey = plan.storeKey;
    if (!storeKey) throw new Error('a journey needs the store key to sign the gateway callback');
    return () => walkJourney(client, storeKey);
  },
};

const client = httpClient(plan.base, plan.callers);
const call = await scenarios[plan.scenario](client);
await runLoad({ callers: plan.callers, until: plan.warmUp, call });
const result = await runLoad({ callers: plan.callers, until: plan.until, call });
client.close();
tell(result, () => process.disconnect());
