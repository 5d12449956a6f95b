import { fetchOk } from './fetch-file';

/** How long the saved file's local address lives: a phone's browser may read it after the tap returns. */
const KEEP_ADDRESS_MS = 60_000;

/**
 * Saves a file behind the session under the name the server gives (`Content-Disposition`): a link
 * cannot send the bearer header, so the file is fetched and saved from a local address, which works in
 * a phone's browser as on a desktop. Answers the file's name.
 */
export async function downloadFile(path: string): Promise<string> {
  const response = await fetchOk(path);
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    (path.split('?')[0]?.split('/').pop() || 'export');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), KEEP_ADDRESS_MS);
  return name;
}
