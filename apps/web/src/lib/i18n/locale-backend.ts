import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

/**
 * Each language's texts are a chunk of their own, fetched when that language (and, for `legal`, a page
 * that needs it) is shown: a visitor downloads one language, and the legal texts only on legal pages.
 * French `common` ships in the entry instead (it is the default and every language's fallback).
 */
const LOADERS = import.meta.glob<ResourceKey>(['../../locales/*/*.json', '!../../locales/fr/common.json'], {
  import: 'default',
});

export const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = LOADERS[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`no texts for ${language}/${namespace}`), false);
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error as Error, false),
    );
  },
};
