import { cmiHash } from '../providers/payment/cmi-hash';
import type { TTestApp } from './test-app';

const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!,
  );

/** The hidden fields and the target of the self-posting form a page carries. */
export function readAutoSubmitForm(html: string): { action: string; fields: Record<string, string> } {
  const action = unescapeHtml(html.match(/<form id="auto-submit" method="post" action="([^"]*)"/)?.[1] ?? '');
  const fields = Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
      unescapeHtml(name!),
      unescapeHtml(value!),
    ]),
  );
  return { action, fields };
}

/** What the customer's browser does on Pay: a pay link, then the page that posts to the gateway. */
export async function startCardPayment(
  t: TTestApp,
  id: string,
  headers: Record<string, string>,
  language = 'fr',
) {
  const link = await t.app.inject({
    method: 'POST',
    url: `/api/v1/users/souscriptions/${id}/pay-link`,
    headers: { ...headers, 'accept-language': language },
  });
  if (link.statusCode !== 200) throw new Error(`pay-link answered ${link.statusCode}: ${link.body}`);
  const page = await t.app.inject({ method: 'GET', url: link.json().url });
  if (page.statusCode !== 200) throw new Error(`pay answered ${page.statusCode}: ${page.body}`);
  return readAutoSubmitForm(page.body);
}

let transactions = 0;

/** The gateway's callback for a form it received, signed with the store key as CMI signs it. */
export function gatewayCallback(
  t: TTestApp,
  form: Record<string, string>,
  result: { approved: boolean; changes?: Record<string, string>; storeKey?: string },
): Record<string, string> {
  transactions += 1;
  const { HASH: _merchantHash, ...sent } = form;
  const fields: Record<string, string> = {
    ...sent,
    ProcReturnCode: result.approved ? '00' : '05',
    Response: result.approved ? 'Approved' : 'Declined',
    AuthCode: result.approved ? `P${String(transactions).padStart(5, '0')}` : '',
    TransId: `26327${String(transactions).padStart(6, '0')}`,
    mdStatus: '1',
    ...result.changes,
  };
  return { ...fields, HASH: cmiHash(fields, result.storeKey ?? t.config.payment.storeKey) };
}

/** Posts a callback as the gateway does (form-encoded); answers its plain-text reply. */
export async function postCallback(t: TTestApp, fields: Record<string, string>) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/cmi/callback',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: answer.statusCode, text: answer.body, type: answer.headers['content-type'] };
}

/** A card payment approved end to end: pay link, form, signed approval callback. */
export async function payByCard(t: TTestApp, id: string, headers: Record<string, string>, language = 'fr') {
  const { fields } = await startCardPayment(t, id, headers, language);
  const reply = await postCallback(t, gatewayCallback(t, fields, { approved: true }));
  if (reply.text !== 'ACTION=POSTAUTH') throw new Error(`The approval was not taken: ${reply.text}`);
  return fields;
}
