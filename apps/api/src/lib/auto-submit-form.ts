import { directionOf } from '@bi/domain';

/** Served by the payment module; the only script the pages below load (CSP: script-src 'self'). */
export const AUTO_SUBMIT_SCRIPT_PATH = '/api/v1/payment/auto-submit.js';

/** Submits the page's form once loaded; the visible button does the same where scripts are off. */
export const AUTO_SUBMIT_SCRIPT =
  "document.addEventListener('DOMContentLoaded',function(){var f=document.getElementById('auto-submit');if(f)f.submit();});\n";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * A page that posts `fields` to `action` by itself, for the hops of the card payment protocol
 * (merchant → gateway, gateway → okUrl/failUrl). Every value is escaped; nothing runs inline.
 */
export function autoSubmitPage(page: {
  action: string;
  fields: Record<string, string>;
  language: string;
  title: string;
  message: string;
  button: string;
}): string {
  const inputs = Object.entries(page.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return `<!doctype html><html lang="${escapeHtml(page.language)}" dir="${directionOf(page.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(page.title)}</title><script src="${AUTO_SUBMIT_SCRIPT_PATH}" defer></script></head><body style="font-family:Arial,sans-serif;margin:2rem auto;max-width:30rem;padding:0 1rem;color:#1b1f1c"><p>${escapeHtml(page.message)}</p><form id="auto-submit" method="post" action="${escapeHtml(page.action)}" accept-charset="UTF-8">${inputs}<button type="submit" style="font-size:1rem;padding:.75rem 1.5rem;background:#00623a;color:#fff;border:0;border-radius:4px">${escapeHtml(page.button)}</button></form></body></html>`;
}

/**
 * Whether the caller is a browser navigating (it asks for HTML): it gets a readable page, while any
 * other client gets the API's `{ message }` answer for the same refusal.
 */
export const acceptsHtml = (accept: string | undefined) => /\btext\/html\b/i.test(accept ?? '');
