import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (quality 11) and a `.gz` (level 9) beside each text file of the build, which the
 * server sends as they are: far smaller than what it could compress on the fly for every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the pages written out at build time (prerender-pages.ts), so they are compressed too.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: async () => {
        // A file another plugin already compressed (ocr-assets.ts, from its cache) is left as it is.
        const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .filter((file) => !existsSync(`${file}.br`));
        await Promise.all(
          files.map(async (file) => {
            const content = await readFile(file);
            if (content.length < MIN_BYTES) return;
            const size = content.length;
            await writeFile(
              `${file}.br`,
              await brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: size,
                },
              }),
            );
            await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
          }),
        );
      },
    },
  };
}
