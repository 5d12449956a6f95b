import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Each language's texts are a chunk of their own, fetched when that language (and, for `legal`, a page
 * that needs it) is shown: a visitor downloads one language, and the legal texts only on legal pages.
 * French `common` ships in the entry instead (it is the default and every language's fallback).
 */
const LOCALE_FILES = import.meta.glob<ResourceKey>(
  ['../../locales/*/*.json', '!../../locales/fr/common.json'],
  { import: 'default' },
);

/** By `language/namespace`. The domain's catalogue is the `errors` namespace; French ships in the entry. */
const LOADERS: Record<string, () => Promise<ResourceKey>> = {
  ...Object.fromEntries(
    Object.entries(LOCALE_FILES).map(([file, load]) => [
      file.replace(/^.*\/(\w+)\/(\w+)\.json$/, '$1/$2'),
      load,
    ]),
  ),
  'en/errors': async () => (await import('@bi/domain/messages/en.json')).default,
  'ar/errors': async () => (await import('@bi/domain/messages/ar.json')).default,
};

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LOADERS[`${language}/${namespace}`];
    if (!load) return callback(new Error(`no texts for ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
