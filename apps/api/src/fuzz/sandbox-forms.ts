import { SANDBOX_GATEWAY_PATH } from '../config';
import { postForm, readForm, readyToPay } from '../modules/payment/payment-test-kit';
import { CARD_ACTION, SECURE_ACTION } from '../modules/payment-sandbox/sandbox-pages';
import { THREE_D_SECURE_CODE } from '../modules/payment-sandbox/test-cards';
import { startCardPayment } from '../test/card-payment';
import type { TTestApp } from '../test/test-app';

/** The test gate's card that asks for a 3-D Secure code (facts.md). */
const THREE_D_SECURE_CARD = '5191630100004896';

/**
 * The three forms a browser posts to the sandbox gateway for a subscription ready to pay, filled in as
 * a customer fills them: the merchant's signed order, the card, the 3-D Secure code. Sent as they are,
 * the last one pays; spoiled, they reach the order's checks instead of stopping at the first field.
 */
export async function sandboxForms(t: TTestApp): Promise<Record<string, Record<string, string>>> {
  const { customer, id } = await readyToPay(t);
  const order = await startCardPayment(t, id, customer.headers);
  const gate = await postForm(t, order.action, order.fields);
  // The gate redirects (303) to its card page, read by GET.
  const cardPage = await t.app.inject({ method: 'GET', url: gate.headers.location! });
  const card = {
    ...readForm(cardPage.body).fields,
    pan: THREE_D_SECURE_CARD,
    expiryMonth: '12',
    expiryYear: String((Number(t.app.clock.today().slice(2, 4)) + 1) % 100).padStart(2, '0'),
    cvc: '000',
  };
  const securePage = await postForm(t, CARD_ACTION, card);
  return {
    [`POST ${SANDBOX_GATEWAY_PATH}`]: order.fields,
    [`POST ${CARD_ACTION}`]: card,
    [`POST ${SECURE_ACTION}`]: { ...readForm(securePage.body).fields, code: THREE_D_SECURE_CODE },
  };
}
