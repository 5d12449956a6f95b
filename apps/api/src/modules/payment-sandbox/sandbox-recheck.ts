/** Served at this path: the only script of the gateway's own pages (CSP: script-src 'self'). */
export const SANDBOX_RECHECK_PATH = '/sandbox/cmi/recheck.js';

/**
 * Back after paying may show the card page from the browser's back-forward cache, as it was before the
 * payment: restored so, the page is read again, and an order paid since answers "already paid".
 */
export const SANDBOX_RECHECK_SCRIPT =
  "addEventListener('pageshow',function(e){if(e.persisted)location.reload();});\n";
