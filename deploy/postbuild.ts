/**
 * Runs after `docusaurus build` (the `postbuild` npm script), once every
 * plugin has written its files:
 *
 * 1. checks every inline script of every page against the registry of
 *    expected scripts (deploy/inline-scripts.ts) and fails, naming the file,
 *    on any other; then computes the Content-Security-Policy of the build,
 *    allowing those scripts by their sha256 hashes, and writes it as an nginx
 *    `add_header` line to `<build>/.nginx/csp.conf` (included by
 *    deploy/nginx/paynow-docs.conf; nginx never serves dot-directories);
 * 2. writes `x.br` and `x.gz` beside every text file for nginx's
 *    `brotli_static` and `gzip_static` (Node's own zlib does both).
 *
 * Usage: node --import jiti/register deploy/postbuild.ts [build-dir]
 * Settings (site.settings.ts): BASE_URL (the expected scripts mention it) and
 * the Algolia variables (when set, the CSP lets the page reach that Algolia
 * application's search hosts).
 */
import {createHash} from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {ALGOLIA, ALL_LOCALES, BASE_URL, LOCALES} from '../site.settings.ts';
import {
  expectedInlineScripts,
  isExpectedInlineScript,
  type InlineScript,
} from './inline-scripts';

/** Files compressed ahead of time (by extension). */
const COMPRESSIBLE =
  /\.(?:html|css|js|mjs|json|xml|svg|txt|md|map|webmanifest|ico)$/i;
/** Below this size compression does not pay for itself (nginx's gzip_min_length). */
const MIN_COMPRESS_BYTES = 512;

/** Where the generated nginx include goes, relative to the build directory. */
export const CSP_INCLUDE = '.nginx/csp.conf';

const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/**
 * The contents of the inline `<script>` elements of `html` that a browser
 * executes (no `src`; no data block such as `application/ld+json`), exactly
 * as they appear in the file, which is what a CSP hash covers.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    const attributes = match[1]!;
    const body = match[2]!;
    if (/(?:^|\s)src\s*=/i.test(attributes)) {
      continue;
    }
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(
      attributes,
    );
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim();
    if (!EXECUTABLE_TYPE.test(typeValue) || body.length === 0) {
      continue;
    }
    scripts.push(body);
  }
  return scripts;
}

/** A CSP source expression for one inline script: `'sha256-<base64>'`. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** Inline event-handler attributes (`onclick=`…) a hash-based CSP would block. */
export function inlineEventHandlers(html: string): string[] {
  return [...html.matchAll(/<[a-z][a-z0-9-]*\b[^>]*?\s(on[a-z]+)\s*=/gi)].map(
    (match) => match[1]!,
  );
}

export interface CspOptions {
  /** Hash sources of the inline scripts, e.g. from {@link scriptHash}. */
  scriptHashes: readonly string[];
  /** The Algolia application id when the hosted search is configured. */
  algoliaAppId?: string;
}

/** The Content-Security-Policy header value of the site. */
export function contentSecurityPolicy({
  scriptHashes,
  algoliaAppId,
}: CspOptions): string {
  const connect = ["'self'"];
  if (algoliaAppId) {
    if (!/^[A-Za-z0-9]+$/.test(algoliaAppId)) {
      throw new Error(`ALGOLIA_APP_ID must be alphanumeric: ${algoliaAppId}`);
    }
    const app = algoliaAppId.toLowerCase();
    // DocSearch queries <app>-dsn.algolia.net and falls back to
    // <app>-1/2/3.algolianet.com. CSP wildcards only cover a whole leftmost
    // label, so the fallback hosts are listed one by one.
    connect.push(
      `https://${app}-dsn.algolia.net`,
      `https://${app}-1.algolianet.com`,
      `https://${app}-2.algolianet.com`,
      `https://${app}-3.algolianet.com`,
    );
  }
  const unique = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${unique.join(' ')}`.trim(),
    // Styles need 'unsafe-inline': the HTML has `style="…"` attributes (the
    // hidden SVG icon sprite, the base-URL banner, MDX `style={{…}}`), and
    // medium-zoom (docusaurus-plugin-image-zoom) injects a `<style>` element
    // at run time, so neither style-src-attr nor style-src-elem can be
    // narrowed without breaking pages. Inline CSS cannot run code: scripts
    // stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    // Infima's icons are data: SVGs in the stylesheet.
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every file under `dir`, as absolute paths. */
function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

export interface PostbuildResult {
  csp: string;
  htmlFiles: number;
  inlineScripts: number;
  compressed: number;
}

export interface PostbuildOptions {
  algoliaAppId?: string;
  /** The inline scripts allowed (default: the registry for each locale's base URL). */
  expectedScripts?: readonly InlineScript[];
}

/**
 * Checks the inline scripts of the build in `buildDir`, then writes its CSP
 * include and the `.gz`/`.br` files.
 */
export function postbuild(
  buildDir: string,
  {
    algoliaAppId = ALGOLIA?.appId,
    expectedScripts = LOCALES.flatMap((locale) =>
      expectedInlineScripts(
        locale === ALL_LOCALES[0] ? BASE_URL : `${BASE_URL}${locale}/`,
      ),
    ),
  }: PostbuildOptions = {},
): PostbuildResult {
  const files = walk(buildDir).filter(
    (file) => !relative(buildDir, file).startsWith('.nginx'),
  );
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  if (htmlFiles.length === 0) {
    throw new Error(`No HTML files in ${buildDir}: build the site first.`);
  }
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    const name = relative(buildDir, file);
    for (const script of inlineScripts(html)) {
      if (!isExpectedInlineScript(script, expectedScripts)) {
        const excerpt =
          script.length > 300 ? `${script.slice(0, 300)}…` : script;
        problems.push(
          `${name}: unexpected inline script ${scriptHash(script)}: ${excerpt}`,
        );
        continue;
      }
      hashes.add(scriptHash(script));
    }
    for (const handler of inlineEventHandlers(html)) {
      problems.push(
        `${name}: inline event handler ${handler} (blocked by the Content-Security-Policy)`,
      );
    }
  }
  if (problems.length > 0) {
    throw new Error(
      [
        `The Content-Security-Policy allows only the inline scripts listed in deploy/inline-scripts.ts. Found in ${buildDir}:`,
        ...problems,
        'If a script is legitimate, review it and add it to deploy/inline-scripts.ts with its source and the reason it must be inline.',
      ].join('\n'),
    );
  }
  const csp = contentSecurityPolicy({scriptHashes: [...hashes], algoliaAppId});
  mkdirSync(join(buildDir, '.nginx'), {recursive: true});
  writeFileSync(
    join(buildDir, CSP_INCLUDE),
    [
      '# Generated by deploy/postbuild.ts from this build; do not edit.',
      `add_header Content-Security-Policy "${csp}" always;`,
      '',
    ].join('\n'),
  );

  let compressed = 0;
  for (const file of files) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) {
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
  return {
    csp,
    htmlFiles: htmlFiles.length,
    inlineScripts: hashes.size,
    compressed,
  };
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  const buildDir = resolve(process.argv[2] ?? 'build');
  let result: PostbuildResult;
  try {
    result = postbuild(buildDir);
  } catch (error) {
    console.error(`[postbuild] ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(
    `[postbuild] ${relative(process.cwd(), join(buildDir, CSP_INCLUDE))}: ${result.inlineScripts} inline script hash(es) from ${result.htmlFiles} pages; ${result.compressed} files precompressed (.br, .gz).`,
  );
}
