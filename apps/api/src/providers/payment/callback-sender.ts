/** Posts a gateway's server-to-server callback and answers the merchant's plain-text reply. */
export type TCmiCallbackSender = (url: string, fields: Record<string, string>) => Promise<string>;

/** A merchant that does not answer within this is a failed delivery, as for the real gateway. */
const CALLBACK_TIMEOUT_MS = 15_000;

/** Over HTTP, form-encoded, as CMI sends it. */
export const fetchCallbackSender: TCmiCallbackSender = async (url, fields) => {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
  });
  if (!answer.ok) throw new Error(`callback answered HTTP ${answer.status}`);
  return (await answer.text()).trim();
};
