import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TLanguage } from '@bi/domain';
import { build, type Manifest, type Plugin, type ResolvedConfig } from 'vite';
import { pageAssets, type TPageAssets } from './page-assets';

/** What the server build of `src/app/prerender.tsx` exports (Vite's config cannot load the domain's TypeScript). */
type TPrerenderEntry = {
  prerender: (path: string, language: TLanguage) => Promise<string>;
  LANGUAGES: readonly TLanguage[];
  directionOf: (language: TLanguage) => 'rtl' | 'ltr';
};

/**
 * A page to write out: its address, and the sources its route loads (keys of Vite's manifest,
 * `{language}` standing for each language), whose chunks and styles it needs.
 */
export type TPrerenderedPage = { path: string; sources: readonly string[] };

type TOptions = {
  pages: readonly TPrerenderedPage[];
  /** What a language needs on every page, from the app's folder: Arabic's font faces (lib/i18n/i18n.ts). */
  languageFiles?: Partial<Record<TLanguage, readonly string[]>>;
};

/** Where index.html keeps the header's bar while the script arrives: a written-out page goes there. */
const ROOT = /<div id="root">[\s\S]*?<!--\/boot-->\s*<\/div>/;
const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/[^"]+"><\/script>/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
/** The entry of written-out pages: it starts the app once their text is on screen. */
const PRERENDERED_ENTRY = 'src/prerendered-main.ts';

type TFill = {
  template: string;
  language: TLanguage;
  direction: 'rtl' | 'ltr';
  body: string;
  head: string;
  assets: TPageAssets;
};

/**
 * index.html with the page in its root, the page's styles in its head, and the written-out pages'
 * entry in place of the app's, which it names (`data-entry`, `data-chunks`) to start after the first
 * paint: nothing is fetched or run before the text is on screen.
 */
function fill({ template, language, direction, body, head, assets }: TFill, prerenderedEntry: string) {
  if (!ROOT.test(template) || !HTML_TAG.test(template) || !ENTRY_SCRIPT.test(template)) {
    throw new Error('index.html lost its root, its html tag or its script: no page can be written out');
  }
  const chunks = assets.scripts.map((file) => `/${file}`).join(' ');
  const root = `<div id="root" data-prerendered="${language}" data-entry="/${assets.entry}" data-chunks="${chunks}">`;
  return template
    .replace(HTML_TAG, `<html lang="${language}" dir="${direction}">`)
    .replace(MODULE_PRELOADS, '')
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="/${prerenderedEntry}"></script>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(ROOT, () => `${root}${body}</div>`);
}

const FONT_FILE = /url\((\/assets\/[^)]+\.woff2)\)/g;

/**
 * The page's own styles, written in as the entry's are (inline-entry-css.ts): a separate file would
 * hold the first paint one more round trip, and without them the text moves when they arrive. The
 * fonts of the page's faces are preloaded: with `font-display: optional` they are then used from the
 * first layout instead of laying the whole page out again when they arrive.
 */
async function headFor(outDir: string, template: string, files: string[]) {
  const css = await Promise.all(files.map((file) => readFile(path.join(outDir, file), 'utf8')));
  const fonts = new Set(
    [template, ...css].flatMap((text) => [...text.matchAll(FONT_FILE)].map(([, url]) => url)),
  );
  return [
    ...[...fonts].map((url) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${url}">`),
    ...css.map((text) => `<style>${text}</style>`),
  ].join('');
}

/** Builds `src/app/prerender.tsx` for Node with the browser build's configuration: same class names, same texts. */
async function loadPrerenderer(config: ResolvedConfig): Promise<TPrerenderEntry> {
  const serverDir = path.resolve(config.root, 'node_modules/.prerender');
  await build({
    configFile: config.configFile,
    mode: config.mode,
    logLevel: 'warn',
    build: { ssr: 'src/app/prerender.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
  });
  return (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as TPrerenderEntry;
}

/**
 * Writes `pages` out in every language, as an anonymous visitor first sees them (decision 022): their
 * text paints with the HTML, before any script, which then hydrates it. The server sends the file of
 * the visitor's language (apps/api/src/plugins/web-app.ts).
 */
export function prerenderPages({ pages, languageFiles = {} }: TOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_, environment) => environment.command === 'build' && !environment.isSsrBuild,
    configResolved: (resolved) => {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      handler: async () => {
        const outDir = path.resolve(config.root, config.build.outDir);
        const read = (file: string) => readFile(path.join(outDir, file), 'utf8');
        const manifest = JSON.parse(await read('.vite/manifest.json')) as Manifest;
        const prerenderedEntry = manifest[PRERENDERED_ENTRY]?.file;
        if (!prerenderedEntry) throw new Error(`${PRERENDERED_ENTRY} is not an input of the build`);
        const template = await read('index.html');
        // The manifest names a file by its path from the app's folder, a package's file too.
        const manifestKey = (file: string) =>
          path.relative(config.root, createRequire(path.join(config.root, 'package.json')).resolve(file));
        const { prerender, LANGUAGES, directionOf } = await loadPrerenderer(config);
        await mkdir(path.join(outDir, 'prerendered'), { recursive: true });
        for (const page of pages) {
          for (const language of LANGUAGES) {
            const assets = pageAssets(manifest, [
              ...page.sources.map((source) => source.replaceAll('{language}', language)),
              ...(languageFiles[language] ?? []).map(manifestKey),
            ]);
            const filled = {
              template,
              language,
              direction: directionOf(language),
              assets,
              body: await prerender(page.path, language),
              head: await headFor(outDir, template, assets.styles),
            };
            const file = path.join(outDir, `prerendered${page.path}.${language}.html`);
            await writeFile(file, fill(filled, prerenderedEntry));
          }
        }
      },
    },
  };
}
