import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

/** Files compressed ahead of time (by extension). */
const COMPRESSIBLE =
  /\.(?:html|css|js|mjs|json|xml|svg|txt|md|map|webmanifest|ico)$/i;
/** Below this size compression does not pay for itself (nginx's gzip_min_length). */
const MIN_COMPRESS_BYTES = 512;

/**
 * Writes `x.gz` and `x.br` beside every text file under `dir` (but
 * dot-folders and the `skip` folders) for nginx's `gzip_static` and
 * `brotli_static`, when they are smaller than the file. Returns how many
 * files got a `.gz`.
 */
export function precompress(
  dir: string,
  {skip = []}: {skip?: readonly string[]} = {},
): number {
  const skipped = new Set(skip.map((folder) => path.resolve(dir, folder)));
  let compressed = 0;
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && !skipped.has(file)) walk(file);
        continue;
      }
      if (
        !COMPRESSIBLE.test(file) ||
        statSync(file).size < MIN_COMPRESS_BYTES
      ) {
        continue;
      }
      const source = readFileSync(file);
      const gzip = gzipSync(source, {level: constants.Z_BEST_COMPRESSION});
      const brotli = brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      });
      if (gzip.length < source.length) {
        writeFileSync(`${file}.gz`, gzip);
        compressed += 1;
      }
      if (brotli.length < source.length) {
        writeFileSync(`${file}.br`, brotli);
      }
    }
  };
  walk(dir);
  return compressed;
}
