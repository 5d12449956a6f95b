import type { FastifyInstance } from 'fastify';

export type TRoute = { method: string; path: string };

/**
 * Every method and path the app registered, read back from its router's printout
 * (`├── /api/v1/files (POST)`, children indented four columns a level, their paths relative to the
 * parent's), so a route added tomorrow is listed without anyone adding it here.
 */
export function listRoutes(app: FastifyInstance): TRoute[] {
  const routes: TRoute[] = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents.length = depth;
    parents[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
