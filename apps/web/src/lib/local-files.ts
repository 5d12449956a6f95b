/**
 * The bytes of the files this page uploaded, by the id the server gave them, so that showing one (a
 * thumbnail at step 7) costs no download. Only this page's life: a reload fetches them from the server.
 */
const uploaded = new Map<string, Blob>();

export const rememberUploaded = (fileId: string, bytes: Blob) => void uploaded.set(fileId, bytes);

export const localFile = (fileId: string): Blob | undefined => uploaded.get(fileId);
