const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '',
  );

/**
 * The hidden fields of the pay page's self-posting form, which the browser sends to the gateway. The
 * API tests' reader (test/card-payment.ts) cannot be imported here: it types itself with the test app.
 */
export function gatewayFormFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, name, value]) => [
      unescapeHtml(name ?? ''),
      unescapeHtml(value ?? ''),
    ]),
  );
}
