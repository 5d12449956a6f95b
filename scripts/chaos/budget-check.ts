/** An address of the documentation range (RFC 5737), used by nothing else in the run. */
const ADDRESS = '192.0.2.77';

export type TBudgetCheck = { ok: boolean; summary: string };

/**
 * The per-address budget is one budget across the pair: `limit` + 1 calls from one address through
 * the proxy, which alternates between the instances, and the last one is refused. Which instance
 * answered is read from the proxy's X-Upstream header, so the check also shows both took part.
 */
export async function checkSharedBudget(proxyUrl: string, limit: number): Promise<TBudgetCheck> {
  const statuses: number[] = [];
  const upstreams = new Map<string, number>();
  for (let call = 0; call <= limit; call += 1) {
    const answer = await fetch(`${proxyUrl}/api/v1/offre/tarifs`, {
      headers: { 'x-forwarded-for': ADDRESS },
    });
    await answer.arrayBuffer();
    statuses.push(answer.status);
    const upstream = answer.headers.get('x-upstream') ?? 'unknown';
    upstreams.set(upstream, (upstreams.get(upstream) ?? 0) + 1);
  }
  const accepted = statuses.slice(0, limit).filter((status) => status === 200).length;
  const last = statuses.at(-1);
  const ok = accepted === limit && last === 429 && upstreams.size === 2;
  const spread = [...upstreams].map(([upstream, calls]) => `${calls} by ${upstream}`).join(', ');
  return {
    ok,
    summary: `${limit + 1} calls from ${ADDRESS} at ${limit} a minute: ${accepted} accepted, the last answered ${last} (${spread})`,
  };
}
