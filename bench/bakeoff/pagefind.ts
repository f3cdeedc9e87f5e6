/**
 * Pagefind in the bake-off, indexing the built HTML its own way: a copy of
 * each page our index holds, annotated as Pagefind's docs recommend (the
 * content marked `data-pagefind-body`, the page title and headings
 * weighted with `data-pagefind-weight`, what is not content marked
 * `data-pagefind-ignore`), indexed with its Node API over that folder. It
 * reads the language from each page's `<html lang>` and segments Chinese
 * itself (the extended binary the `pagefind` package runs), and returns a
 * sub-result per heading with an id: each section a record. Searched in
 * Chromium with its own `pagefind.js`, which fetches only the chunks a
 * query needs: the bytes are what it fetched until the first five results'
 * data arrived. The site's own output is never changed.
 */
import {
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import {load} from 'cheerio';
import * as pagefind from 'pagefind';
import type {Browser} from '@playwright/test';
import {CONTENT_ROOT, NOT_CONTENT} from '@paynow-docs/build-kit';
import {gzipSize as gzip} from '../units.ts';

/** Weights of the page title and the headings a section starts with (Pagefind's body text is 1; its defaults are 7, 6, 5). */
export const PAGEFIND_WEIGHTS = {h1: 10, h2: 7, h3: 5} as const;

/**
 * A built page annotated for Pagefind: its content root (build-kit's
 * CONTENT_ROOT) is the body Pagefind indexes, its h1–h3 are weighted, and
 * what is not content (NOT_CONTENT) and each excluded section (the heading
 * with that id and what follows it up to the next heading of its level or
 * above) are ignored. A page without a content root is returned as it is.
 */
export function annotatePage(
  html: string,
  excludedSections: readonly string[] = [],
): string {
  const $ = load(html);
  const root = $(CONTENT_ROOT).first();
  if (root.length === 0) return html;
  root.attr('data-pagefind-body', '');
  for (const [tag, weight] of Object.entries(PAGEFIND_WEIGHTS)) {
    root.find(tag).attr('data-pagefind-weight', String(weight));
  }
  root.find(NOT_CONTENT.join(', ')).attr('data-pagefind-ignore', 'all');
  for (const id of excludedSections) {
    const heading = root.find(`[id="${id}"]`).first();
    if (heading.length === 0) continue;
    const level = Number(heading.prop('tagName')?.slice(1)) || 2;
    const stop = Array.from({length: level}, (_, i) => `h${i + 1}`).join(', ');
    heading.nextUntil(stop).addBack().attr('data-pagefind-ignore', 'all');
  }
  return $.html();
}

/**
 * Where the copy of a page goes, so that Pagefind's URL for it reads back
 * as the same page path: a folder's page (`docs/payment-admin/`, the home
 * page ``) as its index.html, any other page as `<path>.html`.
 */
export function copyFileOf(page: string): string {
  return page === '' || page.endsWith('/')
    ? `${page}index.html`
    : `${page}.html`;
}

/** A Pagefind result URL (`/docs/payment-admin/refund.html`, `/docs/payment-admin/`) as the page path it was copied from. */
export function pageOfPagefindUrl(url: string): string {
  return url
    .split('#')[0]!
    .replace(/^\/+/, '')
    .replace(/index\.html$/, '')
    .replace(/\.html$/, '');
}

/** The built HTML file of a page path in a locale's folder (`docs/x` → docs/x/index.html, else docs/x.html). */
function htmlOf(localeDir: string, page: string): string {
  const folder = path.join(localeDir, page, 'index.html');
  return existsSync(folder)
    ? folder
    : path.join(localeDir, `${page.replace(/\/$/, '')}.html`);
}

/**
 * Writes annotated copies of `pages` (page paths of the locale's folder,
 * the pages our index holds) into `copyDir` and builds a Pagefind bundle of
 * them into `bundleDir`; its build time in seconds (the annotation not
 * counted: a site would render the attributes).
 */
export async function buildPagefind(
  localeDir: string,
  pages: Iterable<string>,
  excludedSections: readonly string[],
  copyDir: string,
  bundleDir: string,
): Promise<number> {
  rmSync(copyDir, {recursive: true, force: true});
  for (const page of pages) {
    const to = path.join(copyDir, copyFileOf(page));
    mkdirSync(path.dirname(to), {recursive: true});
    writeFileSync(
      to,
      annotatePage(
        readFileSync(htmlOf(localeDir, page), 'utf8'),
        excludedSections,
      ),
    );
  }
  const started = performance.now();
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({path: copyDir});
  if (added.errors.length) throw new Error(added.errors.join('; '));
  rmSync(bundleDir, {recursive: true, force: true});
  const written = await index.writeFiles({outputPath: bundleDir});
  if (written.errors.length) throw new Error(written.errors.join('; '));
  const seconds = (performance.now() - started) / 1000;
  await index.deleteIndex();
  return seconds;
}

/** Serves `dir` (a Pagefind bundle under /pagefind/ and the search page) on `port`. */
export function serveBundle(dir: string, port: number): Promise<Server> {
  mkdirSync(dir, {recursive: true});
  const server = createServer((request, response) => {
    const file = path.join(
      dir,
      decodeURIComponent(new URL(request.url!, 'http://x').pathname),
    );
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(
        file.endsWith('/') ? `${file}index.html` : file,
      );
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.html') || file.endsWith('/')
          ? 'text/html'
          : 'application/octet-stream';
      response.writeHead(200, {'content-type': type}).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(server)),
  );
}

/** The search page of a served folder, in the locale whose index Pagefind should search. */
export function writeSearchPage(dir: string, locale: string): void {
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="${locale}"><head><title>bake-off</title></head><body></body></html>`,
  );
}

export interface PagefindQueryResult {
  /** Page paths of the first results, best first. */
  pages: string[];
  /** Gzip bytes fetched from loading pagefind.js to the first five results' data. */
  bytes: number;
  codeBytes: number;
  /** Time of the search and of the first five results' data, ms (its code loaded and started before). */
  ms: number;
}

/**
 * Searches a served bundle in a fresh page (nothing cached): the first
 * `limit` pages, the bytes fetched for the first five results, and the
 * time of the search itself.
 */
export async function searchPagefind(
  browser: Browser,
  origin: string,
  query: string,
  limit = 5,
): Promise<PagefindQueryResult> {
  const context = await browser.newContext();
  const page = await context.newPage();
  let bytes = 0;
  let codeBytes = 0;
  const pending: Promise<void>[] = [];
  try {
    await page.goto(`${origin}/`);
    page.on('response', (response) => {
      pending.push(
        response.body().then(
          (body) => {
            const size = gzip(body);
            bytes += size;
            if (/\.(js|wasm)$|wasm\./.test(response.url())) codeBytes += size;
          },
          () => undefined,
        ),
      );
    });
    // A string, not a function: the bench's TypeScript loader would
    // rewrite a function's `import()` into a call the page does not have.
    const {urls, ms} = (await page.evaluate(`(async () => {
      const pf = await import(location.origin + '/pagefind/pagefind.js');
      await pf.options({excerptLength: 30});
      await pf.init();
      const started = performance.now();
      const search = await pf.search(${JSON.stringify(query)});
      const data = await Promise.all(
        search.results.slice(0, ${Math.max(limit, 5)}).map((result) => result.data()),
      );
      return {urls: data.map((entry) => entry.url), ms: performance.now() - started};
    })()`)) as {urls: string[]; ms: number};
    await Promise.all(pending);
    return {
      pages: urls.slice(0, limit).map(pageOfPagefindUrl),
      bytes,
      codeBytes,
      ms,
    };
  } finally {
    await context.close();
  }
}
