import { readForm } from './html-forms';
import { expectStatus, Surprise, type TSubscription } from './journey-answers';
import type { TCall } from './journey-steps';

/** facts.md's test card that the sandbox approves without 3-D Secure. */
const APPROVED_CARD = '4000000000000010';

/** Pay as the browser does: the pay link, the self-posting order, the gateway's card page, the card. */
export async function payOnGateway(call: TCall, subscription: TSubscription) {
  const link = expectStatus(
    await call({ method: 'POST', path: `/api/v1/users/souscriptions/${subscription._id}/pay-link` }),
    200,
    'pay link',
  ).json<{ url: string }>();
  const payPage = expectStatus(await call({ method: 'GET', path: link.url, browser: true }), 200, 'pay page');
  const order = readForm(payPage.text);
  if (!order) throw new Surprise('the pay page carries no form');
  const gate = await call({ method: 'POST', path: order.action, form: order.fields, browser: true });
  const cardPath = expectStatus(gate, 303, 'gateway').headers.get('location')!;
  const cardPage = readForm(
    expectStatus(await call({ method: 'GET', path: cardPath, browser: true }), 200, 'card page').text,
  );
  if (!cardPage) throw new Surprise('the card page carries no form');
  const nextYear = String((Number(subscription.today.slice(2, 4)) + 1) % 100).padStart(2, '0');
  const paid = await call({
    method: 'POST',
    path: cardPage.action,
    form: { ...cardPage.fields, pan: APPROVED_CARD, expiryMonth: '12', expiryYear: nextYear, cvc: '000' },
    browser: true,
  });
  // Whether the gateway's callback was taken shows in the subscription, read next.
  expectStatus(paid, 200, 'card');
}
