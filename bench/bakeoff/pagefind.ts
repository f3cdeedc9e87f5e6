/**
 * Pagefind in the bake-off, fed with our terms: one custom record per page
 * (its title and every section's heading and text), each Han run written as
 * our Han terms separated by spaces, so Pagefind's own segmentation never
 * applies; a query is turned into our query terms the same way. Its index
 * is built with its Node API and searched in Chromium with its own
 * `pagefind.js`, which fetches only the chunks a query needs: the bytes are
 * what it fetched until the first five results' data arrived.
 */
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import path from 'node:path';
import * as pagefind from 'pagefind';
import type {Browser} from '@playwright/test';
import {pageOf} from '@paynow-docs/search-engine';
import {RUN, isHan, queryTerms, tokenize} from '@paynow-docs/search-engine';
import type {SearchIndexFile} from '@paynow-docs/search-engine';
import {gzipSize as gzip} from '../units.ts';

/** Text with each Han run replaced by our Han terms (spaced words stay). */
export function withHanTerms(text: string): string {
  return text.replace(RUN, (run) =>
    isHan(run) ? tokenize(run).join(' ') : run,
  );
}

/** A query as our engine reads it, spelled for Pagefind. */
export function pagefindQuery(query: string): string {
  return queryTerms(query).join(' ');
}

/** Builds a Pagefind index of `index`'s pages into `outDir`; its build time in seconds. */
export async function buildPagefind(
  index: SearchIndexFile,
  outDir: string,
): Promise<number> {
  const started = performance.now();
  const {index: pf, errors} = await pagefind.createIndex({
    forceLanguage: 'en',
  });
  if (!pf) throw new Error(`pagefind: ${errors.join('; ')}`);
  const pages = new Map<string, string[]>();
  const titles = new Map<string, string>();
  for (const record of index.records) {
    if (
      record.language !== index.site.filters.language ||
      !index.site.filters.tags.includes(record.docusaurus_tag)
    ) {
      continue;
    }
    const url = pageOf(record.url);
    titles.set(url, record.hierarchy.lvl1);
    const heading =
      record.type === 'lvl1'
        ? record.hierarchy.lvl1
        : (record.hierarchy.lvl3 ?? record.hierarchy.lvl2 ?? '');
    pages.set(url, [...(pages.get(url) ?? []), heading, record.content]);
  }
  for (const [url, texts] of pages) {
    const added = await pf.addCustomRecord({
      url,
      content: withHanTerms([titles.get(url)!, ...texts].join('\n')),
      language: 'en',
      meta: {title: titles.get(url)!},
    });
    if (added.errors.length) {
      throw new Error(`pagefind ${url}: ${added.errors.join('; ')}`);
    }
  }
  rmSync(outDir, {recursive: true, force: true});
  const written = await pf.writeFiles({outputPath: outDir});
  if (written.errors.length) throw new Error(written.errors.join('; '));
  const seconds = (performance.now() - started) / 1000;
  await pf.deleteIndex();
  return seconds;
}

/** Serves `dir` (a Pagefind bundle under /pagefind/ and an empty page) on `port`. */
export function serveBundle(dir: string, port: number): Promise<Server> {
  mkdirSync(dir, {recursive: true});
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>bake-off</title></head><body></body></html>',
  );
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

export interface PagefindQueryResult {
  pages: string[];
  /** Gzip bytes fetched from loading pagefind.js to the first five results' data. */
  bytes: number;
  codeBytes: number;
}

/**
 * Searches a served bundle in a fresh page (nothing cached): the first
 * `limit` page URLs and the bytes fetched for the first five results.
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
    const pages = (await page.evaluate(`(async () => {
      const pf = await import(location.origin + '/pagefind/pagefind.js');
      await pf.options({excerptLength: 30});
      const search = await pf.search(${JSON.stringify(pagefindQuery(query))});
      const data = await Promise.all(
        search.results.slice(0, ${Math.max(limit, 5)}).map((result) => result.data()),
      );
      return data.map((entry) => entry.url);
    })()`)) as string[];
    await Promise.all(pending);
    return {pages: pages.slice(0, limit), bytes, codeBytes};
  } finally {
    await context.close();
  }
}
