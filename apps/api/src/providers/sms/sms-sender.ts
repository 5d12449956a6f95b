export type TSms = { to: string; text: string };
export type TSmsSender = { name: string; send: (sms: TSms) => Promise<void> };

/**
 * A JSON-over-HTTP SMS gateway: POST { from, to, text } with a bearer token; any 2xx is accepted.
 * Most Moroccan and international gateways offer this shape or sit behind a small relay that does.
 */
export function httpSmsSender(url: string, token: string | undefined, sender: string): TSmsSender {
  return {
    name: 'http',
    send: async (sms) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ from: sender, to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
