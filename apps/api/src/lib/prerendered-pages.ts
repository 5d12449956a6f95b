import { readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, negotiateLanguage, type TLanguage } from '@bi/domain';
import { parseCookie } from 'cookie';

const DIRECTORY = 'prerendered';
const FILE = /^(.+)\.(\w+)\.html$/;

/**
 * The pages the web build wrote out (apps/web/build/prerender-pages.ts, decision 022), by address and
 * language: `prerendered/caracteristiques-offre.ar.html` is `/caracteristiques-offre` in Arabic.
 */
export function findPrerenderedPages(distDir: string): Map<string, Set<TLanguage>> {
  const pages = new Map<string, Set<TLanguage>>();
  let files: string[];
  try {
    files = readdirSync(path.join(distDir, DIRECTORY));
  } catch {
    return pages;
  }
  for (const file of files) {
    const [, page, language] = FILE.exec(file) ?? [];
    if (!page || !isLanguage(language)) continue;
    const languages = pages.get(`/${page}`) ?? new Set<TLanguage>();
    pages.set(`/${page}`, languages.add(language));
  }
  return pages;
}

/**
 * The language the web app will show, read as it reads it (its language detector): the link's `?lng=`,
 * then the visitor's choice, which it mirrors into a cookie for this, then French.
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): TLanguage {
  const query = new URLSearchParams(url.split('?')[1] ?? '').get('lng');
  if (query !== null) return negotiateLanguage(query) ?? DEFAULT_LANGUAGE;
  const chosen = cookieHeader ? parseCookie(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
}

export const prerenderedFile = (page: string, language: TLanguage) => `${DIRECTORY}${page}.${language}.html`;
