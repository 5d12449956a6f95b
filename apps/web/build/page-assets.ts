import type { Manifest } from 'vite';

export type TPageAssets = {
  /** The app's entry, as index.html loads it. */
  entry: string;
  /** Every chunk the page runs: the entry's imports and the page's own. */
  scripts: string[];
  /** The stylesheets of the page's own chunks: the entry's are written into index.html already. */
  styles: string[];
};

const ENTRY = 'index.html';

/**
 * What a page written out at build time needs to be hydrated, read from Vite's manifest: the app's
 * entry with every chunk under it, and the chunks and stylesheets of `sources` (keys of the manifest:
 * the page's route and its texts).
 */
export function pageAssets(manifest: Manifest, sources: readonly string[]): TPageAssets {
  const chunkOf = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest: is the page's source still there?`);
    return chunk;
  };
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles: string[] = [];
  const visit = (key: string, withStyles: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(key);
    // A stylesheet imported on its own (a font's faces) is an entry of the manifest too.
    if (chunk.file.endsWith('.css')) return void (withStyles && styles.push(chunk.file));
    scripts.push(chunk.file);
    if (withStyles) styles.push(...(chunk.css ?? []));
    chunk.imports?.forEach((imported) => visit(imported, withStyles));
  };
  visit(ENTRY, false);
  sources.forEach((source) => visit(source, true));
  return { entry: chunkOf(ENTRY).file, scripts, styles };
}
