/**
 * The engines of the bake-off (bench/search-bakeoff.ts), each run the same
 * way on one locale of one build: its index built from that build, then
 * every query of the relevance sets searched with nothing read before,
 * giving the first five pages, the gzip data bytes fetched for them and the
 * time to them.
 */
import {mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Browser} from '@playwright/test';
import {localePath} from '@paynow-docs/build-kit';
import {builtSearch} from '@paynow-docs/search-engine/built';
import {indexFiles as chunkedFiles} from '@paynow-docs/search-engine';
import {gzipSize} from '../units.ts';
import {searchedRecords} from './builds.ts';
import {buildEasyops} from './easyops.ts';
import {buildOrama, oramaCodeBytes} from './orama.ts';
import {oursOf} from './ours.ts';
import {buildPagefind, searchPagefind, writeSearchPage} from './pagefind.ts';

/** Pages asked for per query: the first results shown, and more than any case's `rank`. */
export const FIRST = 5;

/** One locale of one build, and the queries to search it with. */
export interface Size {
  factor: number;
  build: string;
  locale: string;
  /** The build's first locale (served at its root). */
  defaultLocale: string;
  queries: string[];
}

export interface QueryRun {
  /** Page paths below the locale's base URL, best first. */
  pages: string[];
  /** Gzip data bytes read for the first five results (code not counted). */
  data: number;
  ms: number;
}

export interface SizeRun {
  /** Index build time, s. */
  seconds: number;
  /** Gzip bytes of the code a reader downloads to search (0: not measured). */
  code: number;
  /** Gzip bytes of the whole index, for an engine that downloads it all before the first result. */
  whole?: number;
  /** Per query searched (none: searched at 1× only). */
  runs: Map<string, QueryRun>;
}

export interface Engine {
  name: string;
  /** How its bytes or times are counted, where that differs from the others. */
  note?: string;
  run(size: Size): Promise<SizeRun>;
  close?(): void;
}

const localeDirOf = ({build, locale, defaultLocale}: Size) =>
  path.join(build, localePath(locale, defaultLocale));

/** Our chunked index, as the site searches it (bench/bakeoff/ours.ts); `code` by locale from bench:scale. */
export function ours(code: Record<string, number>): Engine {
  return {
    name: 'ours, chunked, stopping early (the site)',
    async run(size) {
      const built = builtSearch(size.build, size.locale);
      const index = await built.file();
      const started = performance.now();
      chunkedFiles(index, () => '0');
      const seconds = (performance.now() - started) / 1000;
      const site = oursOf(size.build, size.locale, size.defaultLocale);
      const runs = new Map<string, QueryRun>();
      for (const query of size.queries) {
        const cost = await site.cost(query, FIRST);
        runs.set(query, {
          pages: cost.pages.map(built.pathOf),
          data: cost.bytes,
          ms: cost.ms,
        });
      }
      return {seconds, code: code[size.locale] ?? 0, runs};
    },
  };
}

/** Pagefind over the built HTML, its own way (bench/bakeoff/pagefind.ts), served from `served` at `origin`. */
export function pagefind(
  browser: Browser,
  origin: string,
  served: string,
): Engine {
  return {
    name: 'Pagefind, its own way (built HTML, sections, weights)',
    note: 'times in Chromium, fetching its chunks from a local server',
    async run(size) {
      const built = builtSearch(size.build, size.locale);
      const index = await built.file();
      const pages = new Set(
        searchedRecords(index).map((record) => built.pathOf(record.url)),
      );
      mkdirSync(served, {recursive: true});
      const seconds = await buildPagefind(
        localeDirOf(size),
        pages,
        index.site.excludedSections,
        path.join(served, 'copy'),
        path.join(served, 'pagefind'),
      );
      writeSearchPage(served, size.locale);
      const runs = new Map<string, QueryRun>();
      let code = 0;
      for (const query of size.queries) {
        const result = await searchPagefind(browser, origin, query, FIRST);
        code = result.codeBytes;
        runs.set(query, {
          pages: result.pages,
          data: result.bytes - result.codeBytes,
          ms: result.ms,
        });
      }
      return {seconds, code, runs};
    },
  };
}

/** Orama with a Chinese tokenizer (bench/bakeoff/orama.ts). */
export function orama(): Engine {
  let code: number | undefined;
  return {
    name: 'Orama + Han characters and pairs',
    note: 'downloads its whole index',
    async run(size) {
      code ??= await oramaCodeBytes();
      const built = builtSearch(size.build, size.locale);
      const engine = await buildOrama(await built.file());
      const runs = new Map<string, QueryRun>();
      for (const query of size.queries) {
        const {pages, ms} = await engine.pages(query, FIRST);
        runs.set(query, {
          pages: pages.map(built.pathOf),
          data: engine.dataBytes,
          ms,
        });
      }
      return {seconds: engine.seconds, code, whole: engine.dataBytes, runs};
    },
  };
}

/**
 * `@easyops-cn/docusaurus-search-local` (bench/bakeoff/easyops.ts): its
 * index at every size, searched at 1× only (its worker keeps the first
 * index it loads per base URL).
 */
export function easyops(): Engine {
  return {
    name: '`@easyops-cn/docusaurus-search-local`',
    note: 'downloads its whole index; its client code not measured; searched at 1× only',
    async run(size) {
      const built = builtSearch(size.build, size.locale);
      const lunr = await buildEasyops(await built.file(), localeDirOf(size));
      const whole = gzipSize(readFileSync(lunr.file));
      const runs = new Map<string, QueryRun>();
      try {
        if (size.factor === 1) {
          for (const query of size.queries) {
            const started = performance.now();
            const pages = await lunr.search(query, FIRST);
            runs.set(query, {
              pages: pages.map(built.pathOf),
              data: whole,
              ms: performance.now() - started,
            });
          }
        }
      } finally {
        lunr.remove();
      }
      return {seconds: lunr.seconds, code: 0, whole, runs};
    },
  };
}
