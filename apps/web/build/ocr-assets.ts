import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

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
 * The `.br` and `.gz` of a script, as precompress.ts writes them, made once per version of the file
 * in `cacheDir`: brotli 11 takes about 10 s for each 3.9 MB core, which every build would pay again.
 */
async function compressedCopies(source: string, cacheDir: string): Promise<{ br: string; gz: string }> {
  const { size, mtimeMs } = await stat(source);
  const base = path.join(cacheDir, `${path.basename(source)}-${size}-${Math.round(mtimeMs)}`);
  const copies = { br: `${base}.br`, gz: `${base}.gz` };
  if (existsSync(copies.br) && existsSync(copies.gz)) return copies;
  const content = await readFile(source);
  await mkdir(cacheDir, { recursive: true });
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  };
  // Written aside, then renamed: a build running alongside never copies half a file.
  const written = async (file: string, bytes: Buffer) => {
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  };
  await written(copies.gz, await gzipped(content, { level: 9 }));
  await written(copies.br, await brotli(content, { params }));
  return copies;
}

/**
 * The OCR engine served from our own origin, never a CDN (decision 025): copied from node_modules into
 * the build, and served from there by the dev server. Assets, not chunks: no page's script grows.
 */
export function ocrAssets(): Plugin {
  const files = ocrFiles();
  let outDir = 'dist';
  let cacheDir = 'node_modules/.cache/ocr-assets';
  let forServer = false;
  return {
    name: 'ocr-assets',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      cacheDir = path.resolve(config.cacheDir, '../.cache/ocr-assets');
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
      await Promise.all(
        [...files].map(async ([target, source]) => {
          const file = path.join(outDir, target);
          await mkdir(path.dirname(file), { recursive: true });
          await copyFile(source, file);
          if (!source.endsWith('.js')) return;
          const { br, gz } = await compressedCopies(source, cacheDir);
          await Promise.all([copyFile(br, `${file}.br`), copyFile(gz, `${file}.gz`)]);
        }),
      );
    },
  };
}
