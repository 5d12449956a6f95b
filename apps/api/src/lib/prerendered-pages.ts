import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  chosenLanguage,
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  LANGUAGE_COOKIE,
  negotiateLanguage,
  type TLanguage,
} from '@bi/domain';
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
 * The language the web app will show, by the rule its language detector applies: the link's `?lng=`,
 * then the visitor's remembered choice (the cookie the app mirrors it into), then the first of ours
 * the browser asks for (`Accept-Language`, what the app reads in `navigator.languages`), then French.
 */
export function pageLanguage(
  url: string,
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): TLanguage {
  const link = new URLSearchParams(url.split('?')[1] ?? '').get('lng');
  const remembered = cookieHeader ? parseCookie(cookieHeader)[LANGUAGE_COOKIE] : undefined;
  return chosenLanguage(link, remembered) ?? negotiateLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

const HTML_TAG = /<html lang="[^"]*" dir="[^"]*">/;

/**
 * The app's page (index.html) in each language: its `lang` and `dir` are right before any script runs,
 * so the bar it paints first already reads in the visitor's direction.
 */
export function shellsByLanguage(indexHtml: string): Record<TLanguage, string> {
  const shell = (language: TLanguage) =>
    indexHtml.replace(HTML_TAG, `<html lang="${language}" dir="${directionOf(language)}">`);
  return { fr: shell('fr'), en: shell('en'), ar: shell('ar') };
}

export const prerenderedFile = (page: string, language: TLanguage) => `${DIRECTORY}${page}.${language}.html`;
