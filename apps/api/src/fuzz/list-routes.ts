import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { findPrerenderedPages } from '../lib/prerendered-pages';

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

/**
 * What the fuzzer calls: every route of the app but the built web app's files (@fastify/static's, one
 * route a file), and the addresses no route has, which the web app's fallback answers: any path, in
 * any method, and each page the build wrote out, which it serves in the visitor's language.
 */
export function routesToFuzz(app: FastifyInstance, webDistDir: string): TRoute[] {
  const isBuiltFile = (route: TRoute) =>
    statSync(path.join(webDistDir, route.path), { throwIfNoEntry: false })?.isFile() ?? false;
  const fallback = ['GET', 'HEAD', 'POST'].map((method) => ({ method, path: '/*' }));
  const pages = [...findPrerenderedPages(webDistDir).keys()].map((page) => ({ method: 'GET', path: page }));
  return [...listRoutes(app).filter((route) => !isBuiltFile(route)), ...fallback, ...pages];
}
