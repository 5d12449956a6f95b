import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

/** The parts of a subscription, by their types and by their names as answer fields and as columns. */
const PART_TYPES =
  /^T(Insured|Vehicle|PeriodInfo|CoverChoice|CoverInfo|DocumentsInfo|QuoteResult|PaymentDetails)$/;
const PART_FIELDS =
  /^(user_info|vehicule_info|periode_info|pack_info|documents_info|payment_info|simulation_result|userInfo|vehiculeInfo|periodeInfo|packInfo|documentsInfo|paymentInfo|simulationResult)$/;

// Tests judge the server against the machine's clock, which their own app's clock equals unless moved.
const appIgnores = ['apps/api/src/lib/clock.ts', '**/*.test.{ts,tsx}', 'apps/api/src/test/**'];
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
    // Every status change goes through the domain's transition table and is audited: the repository's
    // updateSubscription is the one writer of a subscription row, and it takes an event, not a status.
    files: ['apps/api/src/**/*.ts'],
    ignores: [...appIgnores, 'apps/api/src/modules/subscriptions/repository.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...appRules,
        ...apiClockRules,
        {
          selector:
            "CallExpression[callee.property.name='update'] > Identifier.arguments[name='subscriptions']",
          message:
            'A subscription is written by updateSubscription (repository.ts): its status moves only by a lifecycle event, with its audit line.',
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/subscriptions/repository.ts'],
    rules: { 'no-restricted-syntax': ['error', ...appRules, ...apiClockRules] },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
