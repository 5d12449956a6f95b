// The layers of ARCHITECTURE.md, held by lint rather than by prose: a broken rule fails `npm test`.
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';

const web = './apps/web/src';
const features = readdirSync(new URL(`${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const apiModules = './apps/api/src/modules';
/** The API's use cases by who acts: the customer's side and the insurer's staff's side. */
const CUSTOMER_MODULES = [
  'after-sale',
  'customer-documents',
  'extension-link',
  'payment',
  // The card gateway's stand-in, the page the customer pays on.
  'payment-sandbox',
  'profile',
  'signature',
];
const STAFF_MODULES = ['backoffice', 'figures', 'office-work', 'reference-lists', 'staff', 'tariff-admin'];
const modulePaths = (names) => names.map((name) => `${apiModules}/${name}`);

const zones = [
  // A feature is a slice of the app: what two features share lives in lib/, components/ or api/.
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: 'A feature does not import another feature: move what they share to lib/, components/ or api/.',
  })),
  {
    target: [`${web}/lib`, `${web}/components`, `${web}/api`],
    from: [`${web}/app`, `${web}/features`],
    message: 'lib/, components/ and api/ serve the app and its features, never the other way round.',
  },
  {
    // Auth signs a visitor up and opens their first subscription: subscriptions never calls back into it.
    target: './apps/api/src/modules/subscriptions',
    from: './apps/api/src/modules/auth',
    message:
      'Subscriptions do not import auth: shared request data is in lib/, consents in modules/consents.',
  },
  // Issue 37: a customer's use case never imports the office's, nor the other way round; what both use
  // (notices, the writers of refunds, termination requests, reviews and signing requests, the shared
  // withdrawal) lives in a module below both.
  {
    target: modulePaths(CUSTOMER_MODULES),
    from: modulePaths(STAFF_MODULES),
    message:
      "A customer's use case does not import the office's: move what both use to a module below both (notices/, refunds/, …).",
  },
  {
    target: modulePaths(STAFF_MODULES),
    from: modulePaths(CUSTOMER_MODULES),
    message:
      "The office's use cases do not import a customer's: move what both use to a module below both (notices/, withdrawals/, …).",
  },
  { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API never imports the web app.' },
  {
    target: './packages/domain',
    from: ['./apps', './packages/chromium'],
    message: 'The domain is pure: it imports nothing of the apps.',
  },
];

/**
 * A module below both sides imports neither, or a customer's use case would reach the office's through
 * it (issue 37's audit found subscriptions/, withdrawals/ and notices/ free to). Its tests may set up
 * either side's data.
 */
const belowBothZones = [
  {
    // Every module but the two sides', by a pattern: a module made tomorrow is held the day it is made.
    target: `${apiModules}/!(${[...CUSTOMER_MODULES, ...STAFF_MODULES].join('|')})/**`,
    from: modulePaths([...CUSTOMER_MODULES, ...STAFF_MODULES]),
    message:
      "A module below both sides imports neither the customer's use cases nor the office's: they import it.",
  },
];

export const layers = [
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The plugin's TypeScript settings (parsers, extensions), with the resolver told our projects.
      // Versions without unrs-resolver: its native bindings for other platforms are not all on the
      // registry this project installs from, and `npm ci` refuses a lock file that lacks them.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': {
        typescript: {
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/*/tsconfig.json'],
        },
      },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...belowBothZones] }],
    },
  },
  {
    // Shipped domain code: an allow-list, the dependencies of its package.json (zod, libphonenumber-js)
    // and its own files, nothing with I/O.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'import-x/no-extraneous-dependencies': [
        'error',
        // Type-only imports too: a type from 'pg' or 'fastify' ties the domain to them all the same.
        {
          packageDir: './packages/domain',
          devDependencies: false,
          optionalDependencies: false,
          includeTypes: true,
        },
      ],
    },
  },
];
