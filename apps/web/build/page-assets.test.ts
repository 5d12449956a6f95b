import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageAssets } from './page-assets';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_framework.js'],
    css: ['assets/index.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_print.js': {
    file: 'assets/print.js',
    imports: ['_framework.js', 'index.html'],
    css: ['assets/print.css'],
  },
  'src/offer.tsx': {
    file: 'assets/offer.js',
    isDynamicEntry: true,
    imports: ['_framework.js', '_print.js', 'index.html'],
    css: ['assets/offer.css'],
  },
  'src/locales/ar/legal.json': { file: 'assets/legal-ar.js', isDynamicEntry: true },
  '../../node_modules/@fontsource/noto-sans-arabic/arabic-400.css': { file: 'assets/arabic-400.css' },
};

describe('pageAssets', () => {
  it("lists the entry's chunks and the page's, with only the page's stylesheets (index.html has the entry's)", () => {
    expect(pageAssets(manifest, ['src/offer.tsx', 'src/locales/ar/legal.json'])).toEqual({
      entry: 'assets/index.js',
      scripts: [
        'assets/index.js',
        'assets/framework.js',
        'assets/offer.js',
        'assets/print.js',
        'assets/legal-ar.js',
      ],
      styles: ['assets/offer.css', 'assets/print.css'],
    });
  });

  it("takes a stylesheet imported on its own (a font's faces) as a style, not a script", () => {
    expect(pageAssets(manifest, ['../../node_modules/@fontsource/noto-sans-arabic/arabic-400.css'])).toEqual({
      entry: 'assets/index.js',
      scripts: ['assets/index.js', 'assets/framework.js'],
      styles: ['assets/arabic-400.css'],
    });
  });

  it('refuses a source the build does not have, rather than writing a page without its styles', () => {
    expect(() => pageAssets(manifest, ['src/moved.tsx'])).toThrow(/src\/moved\.tsx is not in the build/);
  });
});
