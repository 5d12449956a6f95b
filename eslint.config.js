import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layers } from './eslint.layers.js';

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
          callees: { exclude: ['t', 'tc', 'i18n(ext)?', 'localizedName'] },
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
    // Tests judge the server against the machine's clock, which their own app's clock equals unless moved.
    ignores: ['apps/api/src/lib/clock.ts', '**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(todayInMorocco|currentYearInMorocco)$/][arguments.length=0]',
          message:
            "Today comes from the server's clock: app.clock / the request context in the API, the answer's `today` in the web.",
        },
        {
          // Issue D: the subscription's parts are parsed by their schema, never asserted into shape.
          selector:
            'TSAsExpression > TSTypeReference.typeAnnotation[typeName.name=/^T(Insured|Vehicle|PeriodInfo|CoverChoice|CoverInfo|DocumentsInfo|QuoteResult|PaymentDetails)$/]',
          message:
            "A subscription's part is parsed with its Z… schema (the row mapper, the step's body), not cast with `as`.",
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}'],
    rules: { 'no-console': 'off' },
  },
);
