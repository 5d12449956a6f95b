/** Vite's `.vite/manifest.json`: one record per chunk, keyed by its source or, for a split chunk, `_<file>`. */
export type TManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>;

export type TChunk = { file: string; source: string | null; bytes: number };

export type TOnDemandSizes = {
  /** Scripts the entries do not load: screens, languages, and the split chunks they share (MUI, say). */
  chunks: number;
  /** The biggest of them, as sent; null when every script is part of the first visit. */
  largest: TChunk | null;
  /** The import on demand that downloads the most beyond the entries, with every chunk it pulls in. */
  heaviestImport: { source: string; bytes: number; files: number } | null;
};

/** The chunks `keys` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest: TManifest, keys: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...keys];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (reached.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest names ${key} but has no record of it`);
    reached.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return reached;
}

/**
 * Every script a visitor fetches after the first visit, measured with `sentBytes` (what the server
 * sends for that file). A split chunk counts as much as a screen's own: a shared chunk of 200 kB
 * arrives with the first screen that needs it, whichever screen that is.
 */
export function onDemandSizes(manifest: TManifest, sentBytes: (file: string) => number): TOnDemandSizes {
  const keys = Object.keys(manifest);
  const firstVisit = staticClosure(
    manifest,
    keys.filter((key) => manifest[key]!.isEntry),
  );
  const onDemand = new Set(keys.filter((key) => manifest[key]!.file.endsWith('.js') && !firstVisit.has(key)));
  const bytesOf = (key: string) => sentBytes(manifest[key]!.file);

  let largest: TChunk | null = null;
  for (const key of onDemand) {
    const bytes = bytesOf(key);
    if (largest && bytes <= largest.bytes) continue;
    largest = { file: manifest[key]!.file, source: manifest[key]!.src ?? null, bytes };
  }

  let heaviestImport: TOnDemandSizes['heaviestImport'] = null;
  for (const key of keys.filter((candidate) => manifest[candidate]!.isDynamicEntry)) {
    const pulled = [...staticClosure(manifest, [key])].filter((chunk) => onDemand.has(chunk));
    const bytes = pulled.reduce((total, chunk) => total + bytesOf(chunk), 0);
    if (heaviestImport && bytes <= heaviestImport.bytes) continue;
    heaviestImport = { source: manifest[key]!.src ?? key, bytes, files: pulled.length };
  }

  return { chunks: onDemand.size, largest, heaviestImport };
}
