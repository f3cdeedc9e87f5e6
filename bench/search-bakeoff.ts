/**
 * `npm run bench:search-bakeoff`: is our search engine still the one to
 * keep, against maintained engines each run its own way on the same
 * content? A reader's first search must stay small and quick as the guides
 * grow, without losing relevance; the bench measures, per engine and
 * locale (bench/bakeoff/engines.ts):
 *
 * - relevance on both sets, judged as the relevance check judges the
 *   site (bench/bakeoff/relevance.ts): the cases passed, and the reader
 *   questions' top-1 and top-3, on today's content (1×: the sets name
 *   today's pages);
 * - the gzip bytes from the search button to the first five results of the
 *   locale's first query (bench/search/measure.ts), code + data, and the
 *   data per relevance query (median / max), at each content size;
 * - the p95 time of a search over the relevance queries with nothing read
 *   before, and the index's build time, at each size.
 *
 * Engines: our chunked index as the site searches it; Pagefind over the
 * built HTML its own way (its segmentation, weights, a sub-result per
 * section); Orama with a tokenizer for Chinese over our sections;
 * `@easyops-cn/docusaurus-search-local` (lunr, its own Chinese segmentation).
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
import {loadavg, tmpdir} from 'node:os';
import path from 'node:path';
import {chromium} from '@playwright/test';
import {builtLocales} from '@paynow-docs/search-engine/built';
import {PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH} from '../site.settings.ts';
import {parseBuilds, syntheticBuild} from './bakeoff/builds.ts';
import {closeEasyops} from './bakeoff/easyops.ts';
import {
  easyops,
  orama,
  ours,
  pagefind,
  type Engine,
  type SizeRun,
} from './bakeoff/engines.ts';
import {serveBundle} from './bakeoff/pagefind.ts';
import {
  judge,
  queriesOf,
  relevanceSets,
  type Relevance,
} from './bakeoff/relevance.ts';
import {markdownTable} from './report.ts';
import type {ScaleRow} from './scale.ts';
import {SCALES} from './scale/site.ts';
import {LOCALE_QUERIES, percentile} from './search/measure.ts';
import {median, toKb} from './units.ts';

/** Port of the bake-off's static server (Pagefind bundles). */
const BAKEOFF_PORT = Number(process.env.BAKEOFF_PORT ?? 4330);

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

/** What the bake-off found for one engine in one locale, by content size. */
interface EngineRow {
  engine: string;
  locale: string;
  note?: string;
  relevance?: Relevance;
  /** Gzip bytes to the first five results of the locale's first query. */
  first: Record<number, {code: number; data: number}>;
  /** Data bytes over the relevance queries: median and max. */
  perQuery: Record<number, {median: number; max: number}>;
  /** Time of a search with nothing read before, p95 over the relevance queries, ms. */
  p95: Record<number, number>;
  /** Index build time, s. */
  buildSeconds: Record<number, number>;
}

/** Folds one size's run into a row. */
function record(
  row: EngineRow,
  factor: number,
  run: SizeRun,
  first: string,
): void {
  row.buildSeconds[factor] = run.seconds;
  const data = run.whole ?? run.runs.get(first)?.data;
  if (data !== undefined) row.first[factor] = {code: run.code, data};
  const runs = [...run.runs.values()];
  if (runs.length === 0) return;
  const bytes = runs.map((r) => r.data);
  row.perQuery[factor] = {median: median(bytes), max: Math.max(...bytes)};
  row.p95[factor] = percentile(
    runs.map((r) => r.ms).sort((a, b) => a - b),
    0.95,
  );
}

const kb = (bytes: number) => toKb(bytes).toFixed(1);

function table(rows: EngineRow[], factors: number[]): string {
  const sizes = factors.map((f) => `${f}×`).join(' / ');
  const each = <T>(
    values: Record<number, T>,
    show: (value: T) => string,
  ): string =>
    factors
      .map((f) => (values[f] === undefined ? '–' : show(values[f]!)))
      .join(' / ');
  return markdownTable(
    [
      'engine',
      'locale',
      'cases passed (1×)',
      'reader questions top-1 / top-3 (1×)',
      `button → first 5 results, code + data, kB, ${sizes}`,
      `data per relevance query, median–max kB, ${sizes}`,
      `search p95 ms, ${sizes}`,
      `index build s, ${sizes}`,
    ],
    rows.map((row) => {
      const {cases, readers} = row.relevance ?? {};
      return [
        row.note ? `${row.engine} (${row.note})` : row.engine,
        row.locale,
        cases ? `${cases.passed}/${cases.total}` : '–',
        readers
          ? `${readers.first} / ${readers.top3} of ${readers.total}`
          : '–',
        `${each(row.first, ({code, data}) => kb(code + data))} (code ${kb(Object.values(row.first)[0]?.code ?? 0)})`,
        each(row.perQuery, ({median: m, max}) => `${kb(m)}–${kb(max)}`),
        each(row.p95, (ms) => ms.toFixed(1)),
        each(row.buildSeconds, (s) => s.toFixed(2)),
      ];
    }),
  );
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
  const started = new Date();
  const load = loadavg();
  const rows: EngineRow[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  const served = mkdtempSync(path.join(tmpdir(), 'pn-bakeoff-'));
  const server = await serveBundle(served, BAKEOFF_PORT);
  const code = ourCodeBytes();
  if (Object.keys(code).length === 0) {
    console.warn(
      'Our search code is not counted: no bench/results/scale-*.json (run npm run bench:scale first).',
    );
  }
  const engines: Engine[] = [
    ours(code),
    pagefind(browser, `http://127.0.0.1:${BAKEOFF_PORT}`, served),
    orama(),
    easyops(),
  ];
  try {
    const locales = builtLocales(baseBuild);
    for (const locale of locales) {
      const sets = relevanceSets(locale);
      const {first} = LOCALE_QUERIES[locale]!;
      const queries = queriesOf(sets, first);
      for (const engine of engines) {
        const row: EngineRow = {
          engine: engine.name,
          locale,
          note: engine.note,
          first: {},
          perQuery: {},
          p95: {},
          buildSeconds: {},
        };
        for (const [factor, build] of builds) {
          process.stderr.write(
            `[bake-off] ${engine.name}: ${locale} ${factor}×\n`,
          );
          const run = await engine.run({
            factor,
            build,
            locale,
            defaultLocale: locales[0]!,
            queries,
          });
          record(row, factor, run, first);
          if (factor === 1) {
            row.relevance = judge(sets, (query) => run.runs.get(query)?.pages);
          }
        }
        rows.push(row);
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(served, {recursive: true, force: true});
    for (const dir of synthetic) rmSync(dir, {recursive: true, force: true});
    closeEasyops();
  }
  const factors = builds.map(([factor]) => factor);
  console.log(
    `${started.toISOString()}, load average ${load.map((l) => l.toFixed(1)).join(' ')}; builds: ${builds
      .map(([f, dir]) => `${f}× ${synthetic.includes(dir) ? 'synthetic' : dir}`)
      .join(', ')}\n`,
  );
  console.log(table(rows, factors));
  for (const row of rows) {
    const {cases, readers} = row.relevance ?? {};
    if (cases?.failed.length)
      console.log(
        `\n${row.engine} (${row.locale}) fails: ${cases.failed.join('; ')}`,
      );
    if (readers?.missed.length)
      console.log(
        `${row.engine} (${row.locale}) reader questions not in the top 3: ${readers.missed.join('; ')}`,
      );
  }
  mkdirSync('bench/results', {recursive: true});
  const file = `bench/results/bakeoff-${started.toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: started.toISOString(),
        loadAverage: load,
        builds: builds.map(([factor, dir]) => ({
          factor,
          build: synthetic.includes(dir) ? 'synthetic' : dir,
        })),
        rows,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nWritten ${file}`);
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
