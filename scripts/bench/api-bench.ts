import { addDays, todayInMorocco, ZVilleList } from '@bi/domain';
import { users } from '../../apps/api/src/db/schema';
import { openSession } from '../../apps/api/src/modules/auth/session-tokens';
import type { TColdStart } from './cold-start';
import { percentile, sampleMillis } from './measure';

const REQUESTS = 300;
const WARM_UP = 30;
const REFERENCE = '/api/v1/users/souscriptions';

type TCall = {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  signedIn: boolean;
  payload?: Record<string, unknown>;
};

export type TLatency = { name: string; p50: number; p95: number };

/** A user with a live session, made the way the API tests make theirs: the bench never signs in by password. */
export async function bearerToken({
  database,
  config,
}: Pick<TColdStart, 'database' | 'config'>): Promise<string> {
  const [user] = await database.db
    .insert(users)
    .values({
      type: 'physique',
      firstName: 'Karim',
      lastName: 'El Idrissi',
      email: `bench.${Date.now()}@example.com`,
      phone: '612345678',
      countryCode: '212',
      passwordHash: 'bench-only',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('could not create the bench user');
  const { token } = await openSession(database.db, config.jwtSecret, 1, user.id);
  return token;
}

/** Every call must succeed: timing an error page would flatter the figures. */
async function send({ app }: TColdStart, call: TCall, token: string) {
  const response = await app.inject({
    method: call.method,
    url: call.url,
    headers: call.signedIn ? { authorization: `Bearer ${token}` } : {},
    ...(call.payload ? { payload: call.payload } : {}),
  });
  if (response.statusCode !== 200) {
    throw new Error(`${call.name}: HTTP ${response.statusCode} ${response.body.slice(0, 300)}`);
  }
  return response;
}

export async function measureApi(running: TColdStart): Promise<TLatency[]> {
  const token = await bearerToken(running);
  const villes = { name: 'GET /villes', method: 'GET', url: `${REFERENCE}/villes`, signedIn: true } as const;
  const cities = ZVilleList.parse((await send(running, villes, token)).json()).result;
  const tangerMed = cities.find((city) => city.ville_Name === 'Tanger Med');
  if (!tangerMed) throw new Error('Tanger Med is missing from /villes');

  const calls: TCall[] = [
    villes,
    {
      name: 'GET /bureaux (Tanger Med)',
      method: 'GET',
      url: `${REFERENCE}/bureaux?$ville=${tangerMed.ville_Id}`,
      signedIn: true,
    },
    { name: 'GET /marques?$q=re', method: 'GET', url: `${REFERENCE}/marques?$top=30&$q=re`, signedIn: true },
    {
      name: 'POST /packs (tourism, 1 month)',
      method: 'POST',
      url: `${REFERENCE}/packs`,
      signedIn: true,
      payload: {
        usage_Id: 1,
        dateEffet: addDays(todayInMorocco(), 1),
        periode_ParJour: false,
        periode_Nbr: 1,
      },
    },
    { name: 'GET /offre/tarifs', method: 'GET', url: '/api/v1/offre/tarifs', signedIn: false },
  ];
  const latencies: TLatency[] = [];
  for (const call of calls) {
    const samples = await sampleMillis(REQUESTS, WARM_UP, async () => {
      await send(running, call, token);
    });
    latencies.push({ name: call.name, p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) });
  }
  return latencies;
}
