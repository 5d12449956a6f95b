import { createReadStream } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));

/**
 * What tesseract.js loads at run time, by the address the app asks for (src/lib/ocr/recognize-text.ts).
 * Only the LSTM engine's cores (the app runs no other), in the three builds the worker picks from by
 * what the phone's WebAssembly supports; the English model in its small `best_int` form.
 */
function ocrFiles(): Map<string, string> {
  const tesseract = packageDir('tesseract.js');
  const core = packageDir('tesseract.js-core');
  const eng = packageDir('@tesseract.js-data/eng');
  return new Map([
    ['ocr/worker.min.js', path.join(tesseract, 'dist/worker.min.js')],
    ...['lstm', 'simd-lstm', 'relaxedsimd-lstm'].map((variant): [string, string] => [
      `ocr/core/tesseract-core-${variant}.wasm.js`,
      path.join(core, `tesseract-core-${variant}.wasm.js`),
    ]),
    ['ocr/lang/eng.traineddata.gz', path.join(eng, '4.0.0_best_int/eng.traineddata.gz')],
  ]);
}

/**
 * The OCR engine served from our own origin, never a CDN (decision 025): copied from node_modules into
 * the build, and served from there by the dev server. Assets, not chunks: no page's script grows.
 */
export function ocrAssets(): Plugin {
  const files = ocrFiles();
  let outDir = 'dist';
  let forServer = false;
  return {
    name: 'ocr-assets',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      // The pages written out at build time render on Node (prerender-pages.ts): no OCR there.
      forServer = Boolean(config.build.ssr);
    },
    configureServer: (server) => {
      server.middlewares.use((request, response, next) => {
        const source = files.get((request.url ?? '').split('?')[0]!.slice(1));
        if (!source) return next();
        response.setHeader('content-type', source.endsWith('.js') ? 'text/javascript' : 'application/gzip');
        createReadStream(source).pipe(response);
      });
    },
    // Before precompress (closeBundle), which writes the .br and .gz of the scripts copied here.
    writeBundle: async () => {
      if (forServer) return;
      for (const [target, source] of files) {
        await mkdir(path.dirname(path.join(outDir, target)), { recursive: true });
        await copyFile(source, path.join(outDir, target));
      }
    },
  };
}
