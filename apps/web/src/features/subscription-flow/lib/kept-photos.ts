import type { TDocumentField, TIdentityType } from '@bi/domain';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { uploadFile, type TUploaded } from '../../../lib/upload-file';
import { step7Choices } from './step7-choices';

/** The documents the flow photographs to read them, kept for step 7 so they are not asked twice. */
export type TKeptField = Extract<TDocumentField, 'identity_recto' | 'identity_verso' | 'cg_recto'>;
const KEPT_FIELDS: readonly TKeptField[] = ['identity_recto', 'identity_verso', 'cg_recto'];

type TKept = { session: string; photo: File };
type TKeptUpload = TUploaded & { subscription: string };

const SESSION_KEY = 'bi.flow.photos.session';
const uploadedKey = (field: TKeptField) => `bi.flow.photo.${field}`;

/**
 * This tab's session: a photo kept by an earlier visit (another person on a shared phone, perhaps) is
 * never attached to this one's subscription. A reload keeps the tab's session, and so its photos.
 */
function tabSession(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

let store: UseStore | null = null;
const photos = () => (store ??= createStore('bi-flow', 'photos'));
// When IndexedDB is refused (some private windows), the photo stays for this page's life only.
const inMemory = new Map<TKeptField, File>();

/**
 * Keeps the photo in the browser until the customer is signed in and the subscription exists, then
 * uploadKeptPhotos sends it. A new photo of the same document replaces the one kept or uploaded.
 */
export async function keepPhoto(field: TKeptField, photo: File): Promise<void> {
  inMemory.set(field, photo);
  sessionStorage.removeItem(uploadedKey(field));
  // A file chosen on step 7 before this photo is older than it.
  step7Choices.forgetFile(field);
  await set(field, { session: tabSession(), photo } satisfies TKept, photos()).catch(() => undefined);
}

async function keptPhoto(field: TKeptField): Promise<File | undefined> {
  const stored = await get<TKept>(field, photos()).catch(() => undefined);
  if (stored && stored.session !== tabSession()) await forget(field);
  return inMemory.get(field) ?? (stored?.session === tabSession() ? stored.photo : undefined);
}

async function forget(field: TKeptField) {
  inMemory.delete(field);
  await del(field, photos()).catch(() => undefined);
}

/** A photo kept as `field` that turned out to be another side of the document: step 7 asks it no more. */
export async function dropPhoto(field: TKeptField): Promise<void> {
  sessionStorage.removeItem(uploadedKey(field));
  await forget(field);
}

/**
 * The identity photo once its machine-readable zone is read: a passport's zone is on its identity page,
 * the one page step 7 asks (decision 029); an identity card's (TD1) is on its back, so the photo is the
 * back and step 7 asks the front (the old French card's zone too). Kept first as the front, it moves
 * when the reading says otherwise.
 */
export async function keepIdentityPhoto(document: TIdentityType, photo: File): Promise<void> {
  const [side, other]: [TKeptField, TKeptField] =
    document === 'passport' ? ['identity_recto', 'identity_verso'] : ['identity_verso', 'identity_recto'];
  await dropPhoto(other);
  await keepPhoto(side, photo);
}

/** The kept photos already uploaded for this subscription, as step 7 shows a chosen document. */
export function keptUploads(subscription: string): Partial<Record<TKeptField, TUploaded>> {
  return Object.fromEntries(
    KEPT_FIELDS.flatMap((field) => {
      const raw = sessionStorage.getItem(uploadedKey(field));
      const kept = raw ? (JSON.parse(raw) as TKeptUpload) : null;
      return kept?.subscription === subscription
        ? [[field, { file_id: kept.file_id, file_name: kept.file_name }]]
        : [];
    }),
  );
}

let uploading: Promise<unknown> = Promise.resolve();

/**
 * Uploads the photos kept for `subscription` (the customer is signed in by then), one after the other
 * and once only however many screens ask; a photo whose upload failed stays kept for the next call.
 */
export function uploadKeptPhotos(subscription: string): Promise<Partial<Record<TKeptField, TUploaded>>> {
  const done = uploading.then(async () => {
    for (const field of KEPT_FIELDS) {
      const photo = await keptPhoto(field);
      if (!photo) continue;
      const uploaded = await uploadFile(photo, {}).catch(() => null);
      if (!uploaded) continue;
      sessionStorage.setItem(
        uploadedKey(field),
        JSON.stringify({ ...uploaded, subscription } satisfies TKeptUpload),
      );
      await forget(field);
    }
    return keptUploads(subscription);
  });
  uploading = done.catch(() => undefined);
  return done;
}
