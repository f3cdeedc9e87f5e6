/**
 * `npm run bench:search-bakeoff`: which search design keeps the bytes from
 * the search button to the first results flat as the guides grow, without
 * losing relevance (issue 31). Per engine and locale: the relevance cases
 * of checks/relevance/<locale>.json that pass (as
 * checks/search-relevance.check.ts judges them: the page among the first
 * `rank` pages), the gzip bytes to the first five results of the locale's
 * first query (bench/search/measure.ts) at each content size, and the time
 * to build the index.
 *
 * - ours, one index file: the engine before the chunked index, over the
 *   same records in memory (`createEngine`); its bytes are the search code
 *   (measured by `npm run bench:scale` in Chromium) and that one file.
 * - ours, chunked (the site's): the build's own index, searched cold per
 *   query, the manifest and the shards the query read
 *   (bench/bakeoff/ours.ts), over every relevance query at every size.
 * - Pagefind fed with our Han terms: bench/bakeoff/pagefind.ts.
 * - `@easyops-cn/docusaurus-search-local`: bench/bakeoff/easyops.ts (its
 *   index only: its client code is not measured).
 *
 * Builds: `BAKEOFF_BUILDS=1=build,5=/tmp/…/build,20=/tmp/…/build` (the 1×
 * one is the site's `build/` by default; `SCALE_KEEP=1 npm run bench:scale`
 * keeps the scaled ones and prints their folders). A size of
 * {@link SCALES} without a build is made from the 1× build
 * (bench/bakeoff/builds.ts `syntheticBuild`: its guides' pages and records
 * copied) and marked "synthetic". Prints a Markdown table, writes
 * bench/results/bakeoff-<timestamp>.json.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {localePath} from '@paynow-docs/build-kit';
import {builtLocales, builtSearch} from '@paynow-docs/search-engine/built';
import {
  createEngine,
  indexFiles as chunkedFiles,
} from '@paynow-docs/search-engine';
import type {RelevanceCase} from '../checks/search-relevance.check.ts';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../site.settings.ts';
import {parseBuilds, syntheticBuild} from './bakeoff/builds.ts';
import {oursOf, type QueryCost} from './bakeoff/ours.ts';
import {buildEasyops, closeEasyops} from './bakeoff/easyops.ts';
import {
  buildPagefind,
  searchPagefind,
  serveBundle,
} from './bakeoff/pagefind.ts';
import type {ScaleRow} from './scale.ts';
import {SCALES} from './scale/site.ts';
import {LOCALE_QUERIES, gzip} from './search/measure.ts';
import {formatKb, median} from './units.ts';

/** Port of the bake-off's static server (Pagefind bundles). */
const BAKEOFF_PORT = Number(process.env.BAKEOFF_PORT ?? 4330);

/** Results shown for "first results". */
const FIRST = 5;

/** The relevance cases of a locale, as the relevance check reads them. */
function relevanceCases(locale: string): RelevanceCase[] {
  const file = path.join('checks', 'relevance', `${locale}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as {cases: RelevanceCase[]})
    .cases;
}

/** The code bytes of our dialog per locale, from the newest `npm run bench:scale` result (content does not change them). */
function ourCodeBytes(): Record<string, number> {
  const dir = 'bench/results';
  if (!existsSync(dir)) return {};
  const latest = readdirSync(dir)
    .filter((name) => /^scale-.*\.json$/.test(name))
    .sort()
    .at(-1);
  if (!latest) return {};
  const {rows} = JSON.parse(readFileSync(path.join(dir, latest), 'utf8')) as {
    rows: ScaleRow[];
  };
  return Object.fromEntries(
    rows[0]!.locales.map((locale) => [locale.locale, locale.codeGzip]),
  );
}

interface EngineRow {
  engine: string;
  locale: string;
  passes?: string;
  failed?: string[];
  /** Gzip bytes to the first five results of the first query, by content size: code + data. */
  bytes: Record<number, {code: number; data: number}>;
  /** Data bytes over every relevance query, by content size: median and max. */
  caseBytes?: Record<number, {median: number; max: number}>;
  /** Time of a cold search (shards read from disk), p95 over the relevance queries, ms, by content size. */
  p95?: Record<number, number>;
  /** Index build time, s, by content size. */
  buildSeconds: Record<number, number>;
  /** Engine time per query, p95 ms (Node), by content size. */
  note?: string;
}

async function main(): Promise<void> {
  const given = parseBuilds();
  const [, baseBuild] = given[0]!;
  const synthetic: string[] = [];
  const builds: [number, string][] = [];
  for (const factor of SCALES) {
    const found = given.find(([f]) => f === factor);
    if (found) {
      builds.push(found);
      continue;
    }
    const dir = await syntheticBuild(baseBuild, factor);
    synthetic.push(dir);
    builds.push([factor, dir]);
  }
  const code = ourCodeBytes();
  const rows: EngineRow[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const bundles = mkdtempSync(path.join(tmpdir(), 'pn-bakeoff-'));
  const server = await serveBundle(bundles, BAKEOFF_PORT);
  const origin = `http://127.0.0.1:${BAKEOFF_PORT}`;
  try {
    const locales = builtLocales(baseBuild);
    for (const locale of locales) {
      const cases = relevanceCases(locale);
      const first = LOCALE_QUERIES[locale]!.first;
      const ours: EngineRow = {
        engine: 'ours, one index file (before)',
        locale,
        bytes: {},
        buildSeconds: {},
      };
      const chunked: EngineRow = {
        engine: 'ours, chunked, stopping early (the site)',
        locale,
        bytes: {},
        buildSeconds: {},
        caseBytes: {},
        p95: {},
      };
      const pf: EngineRow = {
        engine: 'Pagefind + our Han terms',
        locale,
        bytes: {},
        buildSeconds: {},
      };
      const easyops: EngineRow = {
        engine: '@easyops-cn/docusaurus-search-local',
        locale,
        bytes: {},
        buildSeconds: {},
        note: 'index only; its client code not measured',
      };
      for (const [factor, build] of builds) {
        process.stderr.write(`[bake-off] ${locale} ${factor}×\n`);
        const built = builtSearch(build, locale);
        const index = await built.file();
        const {pathOf} = built;
        const {filters} = index.site;
        // Before: the reader's device built the engine from one index file.
        let started = performance.now();
        const engine = createEngine(index.records, {
          synonyms: index.synonyms ?? [],
        });
        ours.buildSeconds[factor] = (performance.now() - started) / 1000;
        ours.bytes[factor] = {
          code: code[locale] ?? 0,
          data: gzip(JSON.stringify(index)),
        };
        started = performance.now();
        chunkedFiles(index, () => '0');
        chunked.buildSeconds[factor] = (performance.now() - started) / 1000;
        const site = oursOf(build, locale, locales[0]!);
        chunked.bytes[factor] = {
          code: code[locale] ?? 0,
          data: (await site.cost(first, FIRST)).bytes,
        };
        const costs: QueryCost[] = [];
        for (const c of cases) costs.push(await site.cost(c.query, FIRST));
        const bytes = costs.map((cost) => cost.bytes);
        chunked.caseBytes![factor] = {
          median: median(bytes),
          max: Math.max(...bytes),
        };
        const times = costs.map((cost) => cost.ms).sort((x, y) => x - y);
        chunked.p95![factor] =
          times[Math.min(times.length - 1, Math.floor(0.95 * times.length))]!;

        const bundle = path.join(bundles, 'pagefind');
        pf.buildSeconds[factor] = await buildPagefind(index, bundle);
        const firstPf = await searchPagefind(browser, origin, first);
        pf.bytes[factor] = {
          code: firstPf.codeBytes,
          data: firstPf.bytes - firstPf.codeBytes,
        };

        const localeDir = path.join(build, localePath(locale, locales[0]!));
        const lunr = await buildEasyops(index, localeDir);
        easyops.buildSeconds[factor] = lunr.seconds;
        easyops.bytes[factor] = {code: 0, data: gzip(readFileSync(lunr.file))};
        if (factor !== 1) {
          lunr.remove();
          continue;
        }
        const lunrPages = new Map<string, string[]>();
        for (const c of cases) {
          lunrPages.set(
            c.query + c.page,
            (await lunr.search(c.query, c.rank ?? 3)).map(pathOf),
          );
        }
        lunr.remove();
        // Relevance at today's size: the cases name today's pages.
        const judge = (
          row: EngineRow,
          found: (c: RelevanceCase) => string[],
        ) => {
          const failed = cases.filter((c) => !found(c).includes(c.page));
          row.passes = `${cases.length - failed.length}/${cases.length}`;
          row.failed = failed.map((c) => `${c.query} → ${c.page}`);
        };
        judge(ours, (c) =>
          engine
            .search({query: c.query, filters, hitsPerPage: c.rank ?? 3})
            .hits.map((hit) => pathOf(hit.url)),
        );
        judge(chunked, (c) =>
          costs[cases.indexOf(c)]!.pages.slice(0, c.rank ?? 3).map(pathOf),
        );
        const pfCosts: number[] = [];
        const pfPages = new Map<string, string[]>();
        for (const c of cases) {
          const result = await searchPagefind(
            browser,
            origin,
            c.query,
            c.rank ?? 3,
          );
          pfCosts.push(result.bytes - result.codeBytes);
          pfPages.set(
            c.query + c.page,
            result.pages.map((url) =>
              pathOf(url.slice(url.indexOf(index.site.baseUrl))),
            ),
          );
        }
        judge(pf, (c) => pfPages.get(c.query + c.page) ?? []);
        pf.caseBytes = {
          1: {median: median(pfCosts), max: Math.max(...pfCosts)},
        };
        judge(easyops, (c) => lunrPages.get(c.query + c.page) ?? []);
      }
      rows.push(ours, chunked, pf, easyops);
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(bundles, {recursive: true, force: true});
    for (const dir of synthetic) rmSync(dir, {recursive: true, force: true});
    closeEasyops();
  }
  const factors = builds.map(([factor]) => factor);
  const header = [
    'engine',
    'locale',
    'relevance passes (1×)',
    ...builds.map(
      ([f, dir]) =>
        `button → first 5 results ${f}×${synthetic.includes(dir) ? ' (synthetic)' : ''} gzip (code + data)`,
    ),
    ...factors.map((f) => `data per relevance query ${f}× (median / max)`),
    ...factors.map((f) => `cold search p95 ${f}× ms`),
    ...factors.map((f) => `index build ${f}× s`),
  ];
  const lines = rows.map((row) => [
    row.engine,
    row.locale,
    row.passes ?? '–',
    ...factors.map((f) => {
      const b = row.bytes[f];
      return b
        ? `${formatKb(b.code + b.data)} (${formatKb(b.code)} + ${formatKb(b.data)})`
        : '–';
    }),
    ...factors.map((f) => {
      const c = row.caseBytes?.[f];
      return c
        ? `${formatKb(c.median)} / ${formatKb(c.max)}`
        : row.caseBytes
          ? '–'
          : 'whole index';
    }),
    ...factors.map((f) => row.p95?.[f]?.toFixed(1) ?? '–'),
    ...factors.map((f) =>
      row.buildSeconds[f] === undefined ? '–' : row.buildSeconds[f]!.toFixed(2),
    ),
  ]);
  console.log(
    [
      `| ${header.join(' | ')} |`,
      `|${header.map(() => '---').join('|')}|`,
      ...lines.map((line) => `| ${line.join(' | ')} |`),
    ].join('\n'),
  );
  for (const row of rows) {
    if (row.failed?.length)
      console.log(
        `${row.engine} (${row.locale}) fails: ${row.failed.join('; ')}`,
      );
  }
  mkdirSync('bench/results', {recursive: true});
  const file = `bench/results/bakeoff-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({date: new Date().toISOString(), builds: builds.map(([factor, dir]) => ({factor, synthetic: synthetic.includes(dir)})), rows}, null, 2)}\n`,
  );
  console.log(`Written ${file}`);
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
