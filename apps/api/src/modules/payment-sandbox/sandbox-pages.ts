import { amountToCentimes, directionOf, formatMad, type TLanguage } from '@bi/domain';
import { autoSubmitPage, escapeHtml } from '../../lib/auto-submit-form';
import { packOrder, type TGatewayOrder } from './gateway-order';
import { SANDBOX_RECHECK_PATH } from './sandbox-recheck';
import type { TSettlement } from './settle-order';
import type { TCardEntry, TCardProblems } from './test-cards';
import { sandboxText, type TSandboxText } from './texts';

export const SANDBOX_CSS_PATH = '/sandbox/cmi/sandbox.css';
/** The card page itself, read by GET: see the gateway's POST in routes.ts. */
export const CARD_PAGE = '/sandbox/cmi/fim/card';
export const CARD_ACTION = '/sandbox/cmi/fim/pay';
export const SECURE_ACTION = '/sandbox/cmi/fim/3ds';

function page(language: TLanguage, title: string, body: string): string {
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><link rel="stylesheet" href="${SANDBOX_CSS_PATH}"><script src="${SANDBOX_RECHECK_PATH}" defer></script></head><body><main><div class="card"><p class="brand">CMI</p>${body}</div></main></body></html>`;
}

/** The amount as the customer reads it: `497,91 MAD`. */
const shownAmount = (order: TGatewayOrder) => formatMad(amountToCentimes(Number(order.fields.amount)));

function summary(order: TGatewayOrder): string {
  const t = (key: TSandboxText) => escapeHtml(sandboxText(order.language, key));
  return `<p class="sandbox">${t('sandbox')}</p><dl><dt>${t('merchant')}</dt><dd class="num">${escapeHtml(order.fields.clientid!)}</dd><dt>${t('order')}</dt><dd class="num">${escapeHtml(order.fields.oid!)}</dd><dt>${t('amount')}</dt><dd class="num">${escapeHtml(shownAmount(order))}</dd></dl>`;
}

type TInput = {
  name: string;
  label: string;
  autocomplete: string;
  maxlength: number;
  value?: string;
  error?: { id: string; text: string };
  /** A name is typed as text; every other field of the card is digits (numeric keypad). */
  text?: boolean;
};

function input(field: TInput): string {
  const id = `f-${field.name}`;
  const error = field.error
    ? `<p class="error" id="${field.error.id}">${escapeHtml(field.error.text)}</p>`
    : '';
  const described = field.error ? ` aria-invalid="true" aria-describedby="${field.error.id}"` : '';
  const kind = field.text ? 'autocapitalize="characters"' : 'class="num" dir="ltr" inputmode="numeric"';
  const required = field.text ? '' : ' required';
  return `<div class="field"><label for="${id}">${escapeHtml(field.label)}</label><input id="${id}" name="${field.name}" type="text" ${kind} autocomplete="${field.autocomplete}" maxlength="${field.maxlength}" value="${escapeHtml(field.value ?? '')}"${required}${described}>${error}</div>`;
}

/**
 * The card form: number, expiry month and year, CVC, the cardholder's name (optional, as on CMI's page);
 * typed values and errors shown again on a retry.
 */
export function cardPage(
  order: TGatewayOrder,
  typed: Partial<TCardEntry> = {},
  problems: TCardProblems = {},
): string {
  const { language } = order;
  const t = (key: TSandboxText, params?: Record<string, string>) => sandboxText(language, key, params);
  const errorOf = (field: keyof TCardProblems) => {
    const problem = problems[field];
    return problem ? { id: `e-${field}`, text: t(problem) } : undefined;
  };
  const alert = Object.keys(problems).length
    ? `<p class="alert" role="alert">${escapeHtml(t('fixErrors'))}</p>`
    : '';
  const form = `<form method="post" action="${CARD_ACTION}" novalidate><input type="hidden" name="order" value="${packOrder(order.fields)}">${input(
    {
      name: 'pan',
      label: t('cardNumber'),
      autocomplete: 'cc-number',
      maxlength: 23,
      value: typed.pan,
      error: errorOf('pan'),
    },
  )}<div class="row">${input({
    name: 'expiryMonth',
    label: t('expiryMonth'),
    autocomplete: 'cc-exp-month',
    maxlength: 2,
    value: typed.expiryMonth,
    error: errorOf('expiry'),
  })}${input({
    name: 'expiryYear',
    label: t('expiryYear'),
    autocomplete: 'cc-exp-year',
    maxlength: 4,
    value: typed.expiryYear,
    error: errorOf('expiry') && { id: 'e-expiry-year', text: errorOf('expiry')!.text },
  })}</div>${input({ name: 'cvc', label: t('cvc'), autocomplete: 'cc-csc', maxlength: 4, error: errorOf('cvc') })}${input(
    {
      name: 'cardholder',
      label: t('cardholder'),
      autocomplete: 'cc-name',
      maxlength: 60,
      value: typed.cardholder,
      text: true,
    },
  )}<button id="pay" type="submit">${escapeHtml(t('pay', { amount: shownAmount(order) }))}</button></form><p class="hint">${escapeHtml(t('testCards'))}</p>`;
  return page(language, t('title'), `<h1>${escapeHtml(t('title'))}</h1>${summary(order)}${alert}${form}`);
}

/** The 3-D Secure step: the bank asks a code before it authorises (123 on the test gate). */
export function secureCodePage(order: TGatewayOrder, maskedCard: string): string {
  const { language } = order;
  const t = (key: TSandboxText, params?: Record<string, string>) => sandboxText(language, key, params);
  const form = `<form method="post" action="${SECURE_ACTION}"><input type="hidden" name="order" value="${packOrder(order.fields)}"><input type="hidden" name="card" value="${escapeHtml(maskedCard)}"><div class="field"><label for="f-code">${escapeHtml(t('secureCode'))}</label><input class="num" dir="ltr" id="f-code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="8" required aria-describedby="h-code"><p class="hint" id="h-code">${escapeHtml(t('secureHint'))}</p></div><button type="submit">${escapeHtml(t('confirm'))}</button></form>`;
  const intro = `<p>${escapeHtml(t('secureIntro'))}</p><p><bdi class="num">${escapeHtml(maskedCard)}</bdi></p>`;
  return page(
    language,
    t('secureTitle'),
    `<h1>${escapeHtml(t('secureTitle'))}</h1>${summary(order)}${intro}${form}`,
  );
}

/** The way back to the merchant: the result posted by the browser to okUrl or failUrl. */
export function returnPage(order: TGatewayOrder, settlement: TSettlement, approved: boolean): string {
  const { language } = order;
  const outcome = settlement.taken ? 'approved' : approved ? 'notTaken' : 'declined';
  return autoSubmitPage({
    action: settlement.returnUrl,
    fields: settlement.fields,
    language,
    title: sandboxText(language, 'title'),
    message: `${sandboxText(language, outcome)} ${sandboxText(language, 'returning')}`,
    button: sandboxText(language, 'continue'),
  });
}

/**
 * An order the gateway has approved already (Back after paying, a second tab): no card form, since
 * nothing is left to pay, and the way on to the merchant's return address, which leads to the signature.
 */
export function paidPage(order: TGatewayOrder): string {
  const t = (key: TSandboxText) => escapeHtml(sandboxText(order.language, key));
  const back = `<p><a id="back" href="${escapeHtml(order.fields.okUrl!)}">${t('backToMerchant')}</a></p>`;
  return page(
    order.language,
    sandboxText(order.language, 'paidTitle'),
    `<h1>${t('paidTitle')}</h1>${summary(order)}<p role="status">${t('paid')}</p>${back}`,
  );
}

/** A form the gateway cannot take (incomplete, unknown merchant, bad HASH): said, and nobody called. */
export function refusedRequestPage(language: TLanguage): string {
  const title = sandboxText(language, 'refusedTitle');
  return page(
    language,
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(sandboxText(language, 'badRequest'))}</p>`,
  );
}
