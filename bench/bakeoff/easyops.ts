/**
 * `@easyops-cn/docusaurus-search-local` in the bake-off, run with its own
 * code on our build: its plugin (options validated by its own schema,
 * English and Chinese) writes its index with its postBuild step from the
 * pages our index covers, and its search worker answers queries in Node
 * (its `SearchWorker`, with `fetch` reading the index file). It downloads
 * the whole index, like ours; its client code is not measured here.
 */
import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {createJiti} from 'jiti';
import {normalizePluginOptions} from '@docusaurus/utils-validation';
import {pageOf} from '@paynow-docs/search-engine';
import type {SearchIndexFile} from '@paynow-docs/search-engine';

const PLUGIN = '@easyops-cn/docusaurus-search-local';
const INDEX_NAME = 'search-index.json';

interface Plugin {
  postBuild(props: {
    routesPaths: string[];
    outDir: string;
    baseUrl: string;
    siteConfig: unknown;
    plugins?: unknown;
  }): Promise<void>;
}

interface SearchWorker {
  search(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<{document: {u: string}}[]>;
}

export interface EasyopsIndex {
  /** The index file written into the locale's build folder. */
  file: string;
  seconds: number;
  search(query: string, limit: number): Promise<string[]>;
  remove(): void;
}

/**
 * Writes easyops's index for the pages of `index` into `localeDir` (a
 * locale's build folder) and returns a searcher over it.
 */
interface Loaded {
  generated: string;
  server: {
    default: (context: unknown, options: unknown) => Plugin;
    validateOptions: (args: {
      validate: (schema: unknown, options: unknown) => unknown;
      options: unknown;
    }) => unknown;
  };
  Worker: new () => SearchWorker;
}

let loaded: Loaded | undefined;

/**
 * Its plugin and worker, loaded once: lunr and its language plugins must
 * not be loaded twice in one process. The worker's own cache holds one
 * index per base URL: a process searches one build per locale.
 */
async function load(): Promise<Loaded> {
  if (loaded) return loaded;
  const generated = mkdtempSync(path.join(tmpdir(), 'pn-easyops-'));
  const jiti = createJiti(import.meta.url, {
    alias: {
      [`@generated/${PLUGIN}/default`]: path.join(generated, PLUGIN, 'default'),
    },
  });
  const server = (await jiti.import(PLUGIN)) as Loaded['server'];
  // The worker's generated constants come from the plugin's start.
  server.default(contextOf(generated, '/', 'en'), optionsOf(server));
  // Its worker, in Node: `fetch` reads the index (set per build below),
  // `location` is the site's.
  Object.assign(globalThis, {
    addEventListener: () => undefined,
    location: new URL('http://127.0.0.1/'),
  });
  const {SearchWorker: Worker} = (await jiti.import(
    `${PLUGIN}/dist/client/client/theme/worker.js`,
  )) as {SearchWorker: Loaded['Worker']};
  loaded = {generated, server, Worker};
  return loaded;
}

function contextOf(generated: string, baseUrl: string, locale: string) {
  return {
    siteDir: generated,
    generatedFilesDir: generated,
    baseUrl,
    siteConfig: {themeConfig: {}},
    i18n: {currentLocale: locale},
  };
}

function optionsOf(server: Loaded['server']): unknown {
  return server.validateOptions({
    validate: normalizePluginOptions as (
      schema: unknown,
      options: unknown,
    ) => unknown,
    options: {
      language: ['en', 'zh'],
      docsRouteBasePath: ['docs', 'api'],
      blogRouteBasePath: ['release-note'],
      indexPages: true,
    },
  });
}

/** Removes what {@link load} wrote. */
export function closeEasyops(): void {
  if (loaded) rmSync(loaded.generated, {recursive: true, force: true});
  loaded = undefined;
}

/**
 * Writes easyops's index for the pages of `index` into `localeDir` (a
 * locale's build folder) and returns a searcher over it.
 */
export async function buildEasyops(
  index: SearchIndexFile,
  localeDir: string,
): Promise<EasyopsIndex> {
  const {generated, server, Worker} = await load();
  const {baseUrl} = index.site;
  const plugin = server.default(
    contextOf(generated, baseUrl, index.site.filters.language),
    optionsOf(server),
  );
  const routesPaths = [
    ...new Set(index.records.map((record) => pageOf(record.url))),
  ];
  const started = performance.now();
  await plugin.postBuild({
    routesPaths,
    outDir: localeDir,
    baseUrl,
    siteConfig: {baseUrl},
  });
  const seconds = (performance.now() - started) / 1000;
  const file = path.join(localeDir, INDEX_NAME);
  statSync(file);
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async () =>
    new Response(readFileSync(file))) as unknown as typeof fetch;
  const worker = new Worker();
  return {
    file,
    seconds,
    async search(query, limit) {
      const results = await worker.search(baseUrl, '', query, 8);
      const pages: string[] = [];
      for (const {document} of results) {
        const url = document.u.split('#')[0]!;
        if (!pages.includes(url)) pages.push(url);
      }
      return pages.slice(0, limit);
    },
    remove() {
      globalThis.fetch = realFetch;
      rmSync(file, {force: true});
    },
  };
}
