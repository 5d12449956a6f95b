import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TPhotoTruth } from './photo-truth';
import type { THalf } from './plan-half';

export type TStoredPhoto = { name: string; truth: TPhotoTruth; bytes: Buffer };
export type TPhoto = TStoredPhoto & { half: THalf };

const SOURCE_DIR = path.dirname(fileURLToPath(import.meta.url));

/** The generator's own sources: any change to how photos are drawn or shot makes a new set. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(SOURCE_DIR)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(SOURCE_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

const folder = (half: string) => path.join(tmpdir(), 'bi-photo-set', sourceHash(), half);

/** The photos of a half generated earlier by these very sources, or null. */
export function cachedPhotos(half: string): TStoredPhoto[] | null {
  const index = path.join(folder(half), 'truth.json');
  if (!existsSync(index)) return null;
  const entries = JSON.parse(readFileSync(index, 'utf8')) as { name: string; truth: TPhotoTruth }[];
  return entries.map((entry) => ({
    ...entry,
    bytes: readFileSync(path.join(folder(half), `${entry.name}.jpg`)),
  }));
}

/**
 * Written aside and renamed whole: a test and the bench generating at once never read half a set. The
 * loser of that race throws its copy away; both sets are the same, drawn from the same seed.
 */
export function storePhotos(half: string, photos: readonly TStoredPhoto[]): void {
  const target = folder(half);
  const partial = `${target}.${process.pid}.partial`;
  mkdirSync(partial, { recursive: true });
  for (const photo of photos) writeFileSync(path.join(partial, `${photo.name}.jpg`), photo.bytes);
  const index = photos.map(({ name, truth }) => ({ name, truth }));
  writeFileSync(path.join(partial, 'truth.json'), JSON.stringify(index, null, 1));
  try {
    renameSync(partial, target);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(path.join(target, 'truth.json'))) throw error;
  }
}
