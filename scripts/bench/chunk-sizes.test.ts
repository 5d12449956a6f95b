import { describe, expect, it } from 'vitest';
import { onDemandSizes, type TManifest } from './chunk-sizes';

/** Shaped like the app's: React in the entry, MUI split out and shared by the screens that use it. */
const manifest: TManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
  'src/prerendered-main.ts': { file: 'assets/prerendered.js', isEntry: true },
  '_framework.js': { file: 'assets/framework.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_mui.js': { file: 'assets/mui.js', imports: ['_framework.js', '_runtime.js'] },
  '_mui.css': { file: 'assets/mui.css' },
  'src/flow.tsx': {
    file: 'assets/flow.js',
    src: 'src/flow.tsx',
    isDynamicEntry: true,
    imports: ['_mui.js', '_phone.js', '_framework.js'],
  },
  '_phone.js': { file: 'assets/phone.js' },
  'src/sign-in.tsx': {
    file: 'assets/sign-in.js',
    src: 'src/sign-in.tsx',
    isDynamicEntry: true,
    imports: ['_mui.js'],
  },
  'src/locales/en.json': { file: 'assets/en.js', src: 'src/locales/en.json', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index.js': 9_000,
  'assets/prerendered.js': 1_000,
  'assets/framework.js': 300_000,
  'assets/runtime.js': 700,
  'assets/mui.js': 120_000,
  'assets/mui.css': 500_000,
  'assets/flow.js': 40_000,
  'assets/phone.js': 45_000,
  'assets/sign-in.js': 8_000,
  'assets/en.js': 3_000,
};

const sent = (file: string) => {
  const bytes = sizes[file];
  if (bytes === undefined) throw new Error(`no size for ${file}`);
  return bytes;
};

describe('onDemandSizes', () => {
  const measured = onDemandSizes(manifest, sent);

  it('names the largest script fetched after the first visit, a shared split chunk included', () => {
    expect(measured.largest).toEqual({ file: 'assets/mui.js', source: null, bytes: 120_000 });
  });

  it('counts neither what the entries load nor stylesheets', () => {
    expect(measured.chunks).toBe(5);
  });

  it('adds up what an import on demand pulls in beyond the first visit', () => {
    expect(measured.heaviestImport).toEqual({ source: 'src/flow.tsx', bytes: 205_000, files: 3 });
  });

  it('finds nothing on demand in a build that loads everything at once', () => {
    const single: TManifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(onDemandSizes(single, sent)).toEqual({ chunks: 0, largest: null, heaviestImport: null });
  });
});
