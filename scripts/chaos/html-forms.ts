const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity]!,
  );

/**
 * The first form of a page as a browser would post it untouched: its target and its named inputs with
 * their values (the pay page's self-posting order, the gateway's card page with its hidden order).
 */
export function readForm(html: string): { action: string; fields: Record<string, string> } | undefined {
  const form = html.match(/<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/);
  if (!form) return undefined;
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input([^>]*)>/g)) {
    const name = input[1]!.match(/name="([^"]*)"/)?.[1];
    if (name) fields[unescapeHtml(name)] = unescapeHtml(input[1]!.match(/value="([^"]*)"/)?.[1] ?? '');
  }
  return { action: unescapeHtml(form[1]!), fields };
}
