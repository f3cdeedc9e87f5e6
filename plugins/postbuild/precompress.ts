import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {BuiltSite} from '@paynow-docs/build-kit/site';

/** Files compressed ahead of time (by extension). */
const COMPRESSIBLE =
  /\.(?:html|css|js|mjs|json|xml|svg|txt|md|map|webmanifest|ico)$/i;
/** Below this size compression does not pay for itself (nginx's gzip_min_length). */
const MIN_COMPRESS_BYTES = 512;

/**
 * Adds `x.gz` and `x.br` beside every text file of `site` for nginx's
 * `gzip_static` and `brotli_static`, when they are smaller than the file.
 * Returns how many files got a `.gz`.
 */
export function precompressSite(site: BuiltSite): number {
  let compressed = 0;
  for (const file of site.paths()) {
    const source = site.bytes(file);
    if (!COMPRESSIBLE.test(file) || source.length < MIN_COMPRESS_BYTES) {
      continue;
    }
    const gzip = gzipSync(source, {level: constants.Z_BEST_COMPRESSION});
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    if (gzip.length < source.length) {
      site.write(`${file}.gz`, gzip);
      compressed += 1;
    }
    if (brotli.length < source.length) {
      site.write(`${file}.br`, brotli);
    }
  }
  return compressed;
}

/**
 * {@link precompressSite} of the build folder `dir` (but dot-folders and the
 * `skip` folders), written in place.
 */
export function precompress(
  dir: string,
  {skip = []}: {skip?: readonly string[]} = {},
): number {
  const site = BuiltSite.load(dir, {skip});
  const compressed = precompressSite(site);
  site.save();
  return compressed;
}
