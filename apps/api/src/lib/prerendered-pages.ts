import { readdirSync } from 'node:fs';
import path from 'node:path';
import { chosenLanguage, DEFAULT_LANGUAGE, isLanguage, LANGUAGE_COOKIE, type TLanguage } from '@bi/domain';
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
 * The language the web app will show, by the rule its language detector applies: the visitor's
 * remembered choice is the cookie the app mirrors it into.
 */
export function pageLanguage(url: string, cookieHeader: string | undefined): TLanguage {
  const link = new URLSearchParams(url.split('?')[1] ?? '').get('lng');
  const remembered = cookieHeader ? parseCookie(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  return chosenLanguage(link, remembered) ?? DEFAULT_LANGUAGE;
}

export const prerenderedFile = (page: string, language: TLanguage) => `${DIRECTORY}${page}.${language}.html`;
