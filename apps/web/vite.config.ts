import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineEntryCss } from './build/inline-entry-css';
import { ocrAssets } from './build/ocr-assets';
import { precompress } from './build/precompress';
import { prerenderPages } from './build/prerender-pages';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  // The offer page is written out at build time (decision 022); compression comes last, for it too.
  plugins: [
    react(),
    inlineEntryCss(),
    ocrAssets(),
    prerenderPages({
      pages: [
        {
          path: '/caracteristiques-offre',
          sources: ['src/features/offer/routes/offer-page.tsx', 'src/locales/{language}/legal.json'],
        },
      ],
      languageFiles: {
        ar: ['./src/styles/arabic-fonts.css'],
      },
    }),
    precompress(),
  ],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // The browser gets the domain's client entry: the tariff tables (net premiums) stay on the server.
  resolve: {
    alias: [
      {
        find: /^@bi\/domain$/,
        replacement: fileURLToPath(new URL('../../packages/domain/src/client.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': `http://localhost:${apiPort}` },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bench reads which chunks are loaded on demand (dist/.vite, never served: the server skips dot folders).
    manifest: true,

    rolldownOptions: {
      // A page written out at build time starts from its own entry (src/prerendered-main.ts).
      input: { index: 'index.html', prerendered: 'src/prerendered-main.ts' },
      output: {
        codeSplitting: {
          // React and the router change less often than the app: a chunk of their own stays cached
          // across releases. Only packages every page needs, so no screen's code rides along.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 1500,
  },
});
