import { LANGUAGE_COOKIE } from '@bi/domain';
import fc from 'fast-check';
import { BROWSER_ACCEPT } from '../modules/payment/payment-test-kit';
import { multipart, SAMPLE } from '../test/sample-files';
import type { TRoute } from './list-routes';

/** Real ids, queries and bodies of a customer: the fuzzer spoils them one field at a time. */
export type TValidInputs = {
  subscriptionId: string;
  fileId: string;
  userId: string;
  bodies: Record<string, Record<string, unknown>>;
  query: Record<string, string>;
};

/** A character PostgreSQL refuses in text (NUL) or that UTF-8 cannot encode (a lone surrogate). */
const poison = fc.constantFrom('\u0000', '\uD800', '\uDFFF', '\uDBFF');
/** Integers past PostgreSQL's `integer`, past JavaScript's safe range, and past any integer. */
const huge = fc.constantFrom(2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER + 2, 1e21, 1e308);

const nastyString = fc.oneof(
  {
    arbitrary: fc.tuple(fc.string({ maxLength: 8 }), poison).map(([text, bad]) => `${text}${bad}x`),
    weight: 3,
  },
  fc.constantFrom(
    '',
    ' ',
    '%00',
    '../../etc/passwd',
    'null',
    '2147483648',
    '1e400',
    '{}',
    "'; drop table users; --",
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 300 }),
);
const nastyNumber = fc.oneof(
  huge,
  fc.constantFrom(0, -0, 0.5, -1),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const { nasty } = fc.letrec((tie) => ({
  nasty: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('nasty'), { maxLength: 3 }),
    fc.dictionary(nastyString, tie('nasty'), { maxKeys: 3 }),
  ),
}));

/**
 * A valid value with something wrong in it: one field replaced by anything, or several of its fields
 * spoiled the way PostgreSQL notices (a poisoned string, an integer past its range). Valid values reach
 * the database, where random ones would stop at the schema.
 */
function spoiled<T extends Record<string, unknown>>(known: T, replacement: fc.Arbitrary<unknown>) {
  const keys = Object.keys(known);
  return fc.oneof(
    fc
      .tuple(fc.constantFrom(...keys, 'extra'), replacement)
      .map(([key, value]) => ({ ...known, [key]: value })),
    fc
      .tuple(fc.subarray(keys, { minLength: Math.min(1, keys.length) }), poison, huge)
      .map(([chosen, bad, big]) =>
        Object.fromEntries(
          Object.entries(known).map(([key, value]) => {
            if (!chosen.includes(key)) return [key, value];
            if (typeof value === 'string') return [key, `${value}${bad}`];
            return [key, typeof value === 'number' ? big : value];
          }),
        ),
      ),
  );
}

/** Every byte of the UTF-8 form as %XX: encodeURIComponent throws on a lone surrogate. */
const percentEncoded = (text: string) =>
  Array.from(Buffer.from(text), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A path parameter: the real id of the signed-in customer's own record, or anything, encoded or raw. */
const param = (real: string) =>
  fc.oneof(
    fc.constant(real),
    nastyString.map(percentEncoded),
    fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '%ZZ', '2147483648', '-1', '..%2F..', real.toUpperCase()),
  );

/** Every query parameter some route reads, with a valid value, then spoiled or replaced. */
function query(known: Record<string, string>) {
  const raw = fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '99999999999999999999', '-1', '1.5', '');
  return fc
    .tuple(
      fc.subarray(Object.keys(known)),
      spoiled(known, nastyString).map((values) =>
        Object.fromEntries(
          Object.entries(values).map(([key, value]) => [key, percentEncoded(String(value))]),
        ),
      ),
      fc.option(fc.tuple(fc.constantFrom(...Object.keys(known)), raw)),
    )
    .map(([chosen, values, rawPair]) => {
      const pairs: [string, string][] = chosen.map((key) => [key, values[key]!]);
      if (rawPair) pairs.push(rawPair);
      return pairs.map(([key, value]) => `${percentEncoded(key)}=${value}`).join('&');
    });
}

export type TBody = { payload?: string | Buffer; contentType?: string };

/** Multipart bodies cut short, with the wrong boundary, no boundary, or a file that is not one. */
const brokenMultipart: fc.Arbitrary<TBody> = fc
  .tuple(
    fc.constantFrom(
      'truncated',
      'other-boundary',
      'empty-boundary',
      'no-boundary',
      'garbage',
      'other-field',
      'ok',
    ),
    fc.constantFrom(SAMPLE.pdf, SAMPLE.png, SAMPLE.exe, Buffer.from('%PDF-1.4 /JS (x)')),
    fc.string({ unit: 'binary', maxLength: 20 }),
  )
  .map(([kind, content, name]) => {
    const form = multipart(kind === 'other-field' ? 'document' : 'file', name, content);
    const header = form.headers['content-type'];
    switch (kind) {
      case 'truncated':
        return { payload: form.payload.subarray(0, form.payload.length / 2), contentType: header };
      case 'other-boundary':
        return { payload: form.payload, contentType: 'multipart/form-data; boundary=not-the-one' };
      case 'empty-boundary':
        return { payload: form.payload, contentType: 'multipart/form-data; boundary=' };
      case 'no-boundary':
        return { payload: form.payload, contentType: 'multipart/form-data' };
      case 'garbage':
        return { payload: Buffer.from(name), contentType: header };
      default:
        return { payload: form.payload, contentType: header };
    }
  });

const json = (value: unknown): TBody => ({ payload: JSON.stringify(value), contentType: 'application/json' });

/** A value as a browser posts a form (the payment pages and the sandbox gateway read forms). */
const form = (value: unknown): TBody => {
  const fields = typeof value === 'object' && value !== null ? Object.entries(value) : [['value', value]];
  return {
    payload: new URLSearchParams(
      // An object as its JSON: a generated one may have no prototype, and no String() with it.
      fields.map(([name, field]): [string, string] => [
        String(name),
        typeof field === 'object' && field !== null ? JSON.stringify(field) : String(field),
      ]),
    ).toString(),
    contentType: 'application/x-www-form-urlencoded',
  };
};

function body(route: TRoute, valid: TValidInputs): fc.Arbitrary<TBody> {
  const known = valid.bodies[`${route.method} ${route.path}`];
  const mutated = known ? spoiled(known, nasty) : nasty;
  return fc.oneof(
    // Now and then the body as it is: the handler itself then runs, under odd headers, ids or queries.
    {
      arbitrary: fc.constant(known ?? {}).map(known && route.path.startsWith('/sandbox') ? form : json),
      weight: 1,
    },
    { arbitrary: mutated.map(json), weight: 4 },
    { arbitrary: mutated.map(form), weight: 1 },
    { arbitrary: nasty.map(json), weight: 2 },
    { arbitrary: brokenMultipart, weight: 2 },
    fc.constant({}),
    fc.constantFrom<TBody>(
      { payload: '{"a":', contentType: 'application/json' },
      { payload: '', contentType: 'application/json' },
      { payload: '\u0000', contentType: 'application/json' },
      { payload: '"\\u0000"', contentType: 'application/json' },
      { payload: '{"x":"\\ud800"}', contentType: 'application/json' },
      { payload: '[['.repeat(5000), contentType: 'application/json' },
      { payload: `${'['.repeat(2000)}${']'.repeat(2000)}`, contentType: 'application/json' },
      { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
      { payload: 'hello', contentType: 'text/plain' },
      { payload: '{}', contentType: 'application/json; charset=utf-16' },
    ),
  );
}

const headers = fc.record(
  {
    'accept-language': fc.oneof(
      fc.constantFrom('ar', 'en;q=0.9, fr;q=abc', '*', ''),
      fc.string({ maxLength: 30 }),
    ),
    'if-match': fc.oneof(
      fc.constantFrom('"1"', 'W/"999999999"', '"99999999999"', '*'),
      fc.string({ maxLength: 20 }),
    ),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-address', ''),
    // A browser's navigation gets HTML pages where a script gets `{ message }`.
    accept: fc.constantFrom(BROWSER_ACCEPT, 'application/json', '*/*', 'text/html;q=x'),
    cookie: fc.constantFrom(
      `${LANGUAGE_COOKIE}=ar`,
      `${LANGUAGE_COOKIE}=xx`,
      `${LANGUAGE_COOKIE}=%E0%A4%A`,
      `${LANGUAGE_COOKIE}`,
      '=;;=',
    ),
  },
  { requiredKeys: [] },
);

/** Who calls: nobody, a forged or broken token, or (twice as often) the customer who owns the ids above. */
const auth = fc.constantFrom('anonymous', 'signed-in', 'signed-in', 'garbage', 'wrong-scheme');

export type TCall = {
  path: string;
  query: string | undefined;
  body: TBody;
  headers: Partial<Record<string, string>>;
  auth: 'anonymous' | 'signed-in' | 'garbage' | 'wrong-scheme';
};

export function request(route: TRoute, valid: TValidInputs): fc.Arbitrary<TCall> {
  return fc.record({
    path: fc
      .tuple(param(valid.subscriptionId), param(valid.fileId), param('json'))
      .map(([id, fileId, wildcard]) =>
        route.path.replace(':id', id).replace(':file_id', fileId).replace('*', wildcard),
      ),
    query: fc.option(query(valid.query), { nil: undefined }),
    body: route.method === 'GET' || route.method === 'HEAD' ? fc.constant<TBody>({}) : body(route, valid),
    headers,
    auth,
  });
}
