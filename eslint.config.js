import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';
import { renderOutsideLocksRules } from './eslint.render-outside-locks.js';
import {
  SUBSCRIPTION_READERS,
  SUBSCRIPTIONS_MODULE,
  subscriptionImportRule,
  subscriptionReadRules,
} from './eslint.subscription-readers.js';

/** The parts of a subscription, by their types and by their names as answer fields and as columns. */
const PART_TYPES =
  /^T(Insured|Vehicle|PeriodInfo|CoverChoice|CoverInfo|DocumentsInfo|QuoteResult|PaymentDetails)$/;
const PART_FIELDS =
  /^(user_info|vehicule_info|periode_info|pack_info|documents_info|payment_info|simulation_result|userInfo|vehiculeInfo|periodeInfo|packInfo|documentsInfo|paymentInfo|simulationResult)$/;

// Tests judge the server against the machine's clock, which their own app's clock equals unless moved;
// a module's test kit sets rows up for its tests as they do.
const appIgnores = [
  'apps/api/src/lib/clock.ts',
  '**/*.test.{ts,tsx}',
  'apps/api/src/test/**',
  'apps/api/src/**/*-test-kit.ts',
];
const castMessage =
  "A subscription's part is parsed with its Z… schema (the row mapper, the step's body), not cast with `as`.";
const appRules = [
  {
    selector: 'CallExpression[callee.name=/^(todayInMorocco|currentYearInMorocco)$/][arguments.length=0]',
    message:
      "Today comes from the server's clock: app.clock / the request context in the API, the answer's `today` in the web.",
  },
  // Issue D: the subscription's parts are parsed by their schema, never asserted into shape, whether
  // alone (`as TVehicle`), inside another type (`as Partial<TVehicle> | null`) or by the field's name.
  { selector: `TSAsExpression TSTypeReference[typeName.name=${PART_TYPES}]`, message: castMessage },
  {
    selector: `TSAsExpression TSIndexedAccessType[indexType.literal.value=${PART_FIELDS}]`,
    message: castMessage,
  },
];

/**
 * Issue 18: every reading of the time in the API says which clock it is. Date rules read the app's
 * clock (CLOCK_OFFSET_DAYS moves it); elapsed time and real moments read lib/clock.ts's machineNow().
 */
const apiClockRules = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message:
      "Say which clock: app.clock / the request context's now for a date rule, machineNow() (lib/clock.ts) for elapsed time.",
  },
  {
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
    message:
      "Say which clock: app.clock / the request context's now for a date rule, machineMs() (lib/clock.ts) for elapsed time.",
  },
];

/** Issue 37: the caller is read through its typed getter (lib/request-actor.ts), never assumed. */
const apiActorRules = [
  {
    selector: 'TSNonNullExpression > MemberExpression.expression[property.name=/^(user|actor)$/]',
    message:
      'Read who calls with customerOf(request) or actorOf(request, kind) (lib/request-actor.ts): a 401, never an assumed caller.',
  },
];

/**
 * Issue 18: each table of a subscription and its facts has one writer, which moves a row only by the
 * domain's table of allowed moves: the subscription by the repository (a lifecycle event with its audit
 * line), payments, signing requests, certificates and refunds by the `…-rows.ts` of their module.
 * Elsewhere every spelling of a write is refused: `update(` (and `insert(`, but for a subscription,
 * which opens as a simulation) of the table by its name or any name ending in it, `schema.…` included,
 * and SQL text that updates (or inserts into) it; so is the table bound to another name, where these
 * rules could not follow it: an import or a destructuring renamed, a variable, drizzle's alias().
 */
/** Each table the domain lists as moving by a table of allowed moves, and the one file that writes it. */
const WRITER_OF = {
  subscriptions: {
    writes: ['update'],
    writer: 'apps/api/src/modules/subscriptions/repository.ts',
    message:
      'A subscription is written by updateSubscription or its named events (repository.ts): its status moves only by a lifecycle event, with its audit line.',
  },
  payments: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/payment/payment-rows.ts',
    message: "A payment is written by payment-rows.ts, which moves it only by the domain's PAYMENT_MOVES.",
  },
  signatureRequests: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/signature-requests/signature-request-rows.ts',
    message:
      "A signing request is written by signature-request-rows.ts, which moves it only by the domain's SIGNATURE_REQUEST_MOVES.",
  },
  certificates: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/certificates/certificate-rows.ts',
    message:
      "A certificate is written by certificate-rows.ts, which moves it only by the domain's CERTIFICATE_MOVES.",
  },
  refunds: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/refunds/refund-rows.ts',
    message: "A refund is written by refund-rows.ts, which moves it only by the domain's refund table.",
  },
  terminationRequests: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/termination-requests/termination-request-rows.ts',
    message:
      "A termination request is written by termination-request-rows.ts, which moves it only by the domain's TERMINATION_TRANSITIONS.",
  },
  documentReviews: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/document-reviews/document-review-rows.ts',
    message:
      "A document's review is written by document-review-rows.ts, which moves it only by the domain's REVIEW_TRANSITIONS.",
  },
  tariffVersions: {
    writes: ['update', 'insert'],
    writer: 'apps/api/src/modules/tariffs/tariff-version-rows.ts',
    message:
      "A tariff version is written by tariff-version-rows.ts, which moves it only by the domain's TARIFF_VERSION_TRANSITIONS: an approved version is never written again.",
  },
};

/**
 * Derived from the domain's registry (tables-with-moves.json): a table added there without a writer
 * here stops lint from loading, so no table of moves is left unguarded (issue 37).
 */
const WRITERS = JSON.parse(
  readFileSync(new URL('./packages/domain/src/subscription/tables-with-moves.json', import.meta.url), 'utf8'),
).map(({ table, sqlName }) => {
  const writer = WRITER_OF[table];
  if (!writer) throw new Error(`${table} moves by a domain table but has no one writer in eslint.config.js`);
  return { table, sqlName, ...writer };
});

/** `update(payments)`, `insert(schema.payments)`, `sql\`update payments …\``: the writes of one table. */
function writeRules({ table, sqlName, writes, message }) {
  const call = `CallExpression[callee.property.name=/^(${writes.join('|')})$/]`;
  const verbs = writes.map((write) => (write === 'insert' ? 'insert\\s+into' : write)).join('|');
  const sqlText = `/\\b(${verbs})\\s+(only\\s+)?("?\\w+"?\\.)?"?${sqlName}\\b/i`;
  // The table's object interpolated into SQL text that writes: sql`update ${subscriptions} set …`.
  const writingSql = `TemplateLiteral:has(> TemplateElement[value.raw=/\\b(${verbs})\\s+(only\\s+)?$/i])`;
  return [
    { selector: `${call} > Identifier.arguments[name=/${table}$/]`, message },
    { selector: `${call} > MemberExpression.arguments[property.name=/${table}$/]`, message },
    { selector: `Literal[value=${sqlText}]`, message },
    { selector: `TemplateElement[value.raw=${sqlText}]`, message },
    { selector: `${writingSql} > Identifier.expressions[name=/${table}$/]`, message },
    { selector: `${writingSql} > MemberExpression.expressions[property.name=/${table}$/]`, message },
  ];
}

/** The guarded tables under another name, which the write rules could not recognise. */
const aliasRules = WRITERS.flatMap(({ table }) => {
  const message = `Name the ${table} table \`${table}\`: the lint rules that keep its one writer follow that name only.`;
  return [
    { selector: `ImportSpecifier[imported.name='${table}'][local.name!='${table}']`, message },
    { selector: `ObjectPattern > Property[key.name='${table}'][value.name!='${table}']`, message },
    { selector: `VariableDeclarator > Identifier.init[name='${table}']`, message },
    { selector: `VariableDeclarator > MemberExpression.init[property.name='${table}']`, message },
    { selector: `AssignmentExpression > Identifier.right[name='${table}']`, message },
    { selector: `CallExpression[callee.name='alias'] > Identifier.arguments[name='${table}']`, message },
  ];
});

/**
 * The API's syntax rules for a file: every table's writes refused but those of the table it writes,
 * and one subscription read by id refused outside the subscriptions module (decision 064).
 */
const apiRules = (writer, { ownsSubscriptions = writer?.startsWith(`${SUBSCRIPTIONS_MODULE}/`) } = {}) => [
  'error',
  ...appRules,
  ...apiClockRules,
  ...apiActorRules,
  ...renderOutsideLocksRules,
  ...aliasRules,
  ...(ownsSubscriptions ? [] : subscriptionReadRules),
  ...WRITERS.filter((entry) => entry.writer !== writer).flatMap(writeRules),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, i18next },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every word a person reads comes from the locale files, in French, English and Arabic.
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: ['alt', 'aria-label', 'title', 'placeholder', 'label'] },
          callees: { exclude: ['t', 'tc', 'i18n(ext)?', 'localizedName', 'shownName'] },
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'i18next/no-literal-string': 'off' },
  },
  ...layers,
  {
    // One clock: the API's (CLOCK_OFFSET_DAYS) for every date rule, and the web's "today" from the
    // server's answers, never from the phone, which is often wrong at a border. And no cast of a
    // subscription's part.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    ignores: appIgnores,
    rules: { 'no-restricted-syntax': ['error', ...appRules] },
  },
  {
    // Every status change goes through the domain's tables of allowed moves and is audited: each table
    // has its one writer (WRITERS above), which takes an event, not a status.
    files: ['apps/api/src/**/*.ts'],
    ignores: [...appIgnores, ...WRITERS.map(({ writer }) => writer)],
    rules: { 'no-restricted-syntax': apiRules() },
  },
  ...WRITERS.map(({ writer }) => ({ files: [writer], rules: { 'no-restricted-syntax': apiRules(writer) } })),
  {
    files: [`${SUBSCRIPTIONS_MODULE}/**/*.ts`],
    ignores: [...appIgnores, ...WRITERS.map(({ writer }) => writer)],
    rules: { 'no-restricted-syntax': apiRules(undefined, { ownsSubscriptions: true }) },
  },
  {
    // Decision 064: one subscription is read through its scoped repository; the table itself only by
    // its module, the database's own files and the lists and aggregates named with their reasons.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      ...appIgnores,
      'apps/api/src/db/**',
      `${SUBSCRIPTIONS_MODULE}/**`,
      ...Object.keys(SUBSCRIPTION_READERS),
    ],
    rules: { 'no-restricted-imports': subscriptionImportRule },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
