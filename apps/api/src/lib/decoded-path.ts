/**
 * A URL's path with each `%XX` read as its byte, as the router reads it: enough to tell an `/api/`
 * address whatever its spelling, and it never throws on a malformed escape.
 */
export const decodedPath = (url: string) =>
  url.split('?')[0]!.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
