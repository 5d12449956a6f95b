import { directionOf, translate, type TLanguage, type TMessageKey } from '@bi/domain';
import { autoSubmitPage, escapeHtml } from '../../lib/auto-submit-form';

/** The form that takes the browser to the gateway: every field signed, posted by itself on load. */
export const gatewayFormPage = (gatewayUrl: string, fields: Record<string, string>, language: TLanguage) =>
  autoSubmitPage({
    action: gatewayUrl,
    fields,
    language,
    title: translate(language, 'payment.title'),
    message: translate(language, 'payment.redirecting'),
    button: translate(language, 'payment.continue'),
  });

/**
 * The payment page is reached by navigation, not by the app's fetch: a refusal is a readable page with
 * the way back, never a JSON body in the browser's window.
 */
export function paymentRefusalPage(language: TLanguage, key: TMessageKey, back: string): string {
  const title = escapeHtml(translate(language, 'payment.cannotStart'));
  return `<!doctype html><html lang="${language}" dir="${directionOf(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:Arial,sans-serif;margin:2rem auto;max-width:30rem;padding:0 1rem;color:#1b1f1c"><main><h1 style="font-size:1.4rem">${title}</h1><p>${escapeHtml(translate(language, key))}</p><p><a href="${escapeHtml(back)}" style="color:#00623a">${escapeHtml(translate(language, 'payment.backToApp'))}</a></p></main></body></html>`;
}
