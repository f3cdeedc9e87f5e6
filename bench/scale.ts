/**
 * `npm run bench:scale`: what search and the build cost as the guides grow.
 * For each content size (1×, 5×, 20×; `SCALE_FACTORS=1,5` for fewer) a copy
 * of the site is written to a temporary folder with the guide folders of
 * both locales (docs/ and the zh-TW translation) copied N−1 times under
 * `scale-<k>/`, built cold, and measured: build time and peak RSS, output
 * files and MB, each locale's index (raw, gzip), the bytes from reaching for
 * the search button to the first results (code + index, in Chromium, served
 * by nginx), and the engine's p95 per keystroke (bench/search/measure.ts).
 * The copies are never committed: the folder is removed afterwards unless
 * `SCALE_KEEP=1` (the bake-off, bench/search-bakeoff.ts, reads kept builds).
 * Prints a Markdown table and writes bench/results/scale-<timestamp>.json.
 */
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {chromium, type Browser} from '@playwright/test';
import {startNginx} from '../deploy/nginx-process.ts';
import {localePath} from '@paynow-docs/build-kit';
import {INDEX_DIR, INDEX_FILE} from '@paynow-docs/search-engine';
import {builtLocales, builtSearch} from '@paynow-docs/search-engine/built';
import {
  BASE_URL,
  PLAYWRIGHT_CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '../site.settings.ts';
import {timedBuild, type BuildResult} from './build.ts';
import {
  engineQueryTimes,
  gzip,
  searchButtonToFirstResults,
  percentile,
} from './search/measure.ts';
import {markdownTable} from './report.ts';
import {SEARCH_FIRST_RESULTS_GZIP} from './budgets.ts';
import {LIMITS} from '../deploy/workers/generate.ts';
import {uploadSize, type UploadSize} from '../deploy/workers/stage.ts';
import {formatKb, toKb} from './units.ts';
import {scaleFactors, scaledSite} from './scale/site.ts';

/** Port of the nginx that serves a scaled build (this bench's own). */
export const SCALE_PORT = Number(process.env.SCALE_PORT ?? 4321);

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory()
      ? walk(path.join(dir, entry.name))
      : [path.join(dir, entry.name)],
  );
}

export interface LocaleScale {
  locale: string;
  records: number;
  indexRaw: number;
  indexGzip: number;
  /** Search code (UI chunks, worker, engine) downloaded from the button to the first results, gzip. */
  codeGzip: number;
  /** Everything search downloaded from the button to the first results, gzip. */
  openToResultsGzip: number;
  engineP50Ms: number;
  engineP95Ms: number;
}

export interface ScaleRow {
  factor: number;
  /** Guide pages per locale (files under docs/). */
  guidePages: number;
  build: BuildResult | null;
  outputFiles: number;
  outputMb: number;
  /** What a Cloudflare Workers version would upload (deploy/workers/stage.ts). */
  workersUpload: UploadSize;
  locales: LocaleScale[];
}

/** The files of the index of a locale of a build: its manifest and shards. */
export function indexFiles(
  buildDir: string,
  locale: string,
  defaultLocale: string,
): string[] {
  const dir = path.join(buildDir, localePath(locale, defaultLocale), INDEX_DIR);
  const names = readdirSync(dir).filter((file) => file.endsWith('.json'));
  if (!names.some((file) => INDEX_FILE.test(file)))
    throw new Error(`No search index in ${dir}.`);
  return names.map((name) => path.join(dir, name));
}

/** Bytes from reaching for the search button on `docs/` of a locale to its first results. */
async function openToResults(
  browser: Browser,
  origin: string,
  locale: string,
  defaultLocale: string,
) {
  const context = await browser.newContext({baseURL: origin});
  const page = await context.newPage();
  try {
    const {summary} = await searchButtonToFirstResults(
      page,
      localePath(locale, defaultLocale),
      locale,
    );
    return summary;
  } finally {
    await context.close();
  }
}

/** Measures a built site (its `build/`): output, each locale's index, bytes to first results, engine time. */
export async function measureBuilt(
  buildDir: string,
): Promise<Omit<ScaleRow, 'factor' | 'guidePages' | 'build'>> {
  const files = walk(buildDir);
  const locales = builtLocales(buildDir);
  const server = await startNginx({
    dir: path.resolve(buildDir),
    port: SCALE_PORT,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  const measured: LocaleScale[] = [];
  try {
    const origin = `http://127.0.0.1:${server.port}${BASE_URL}`;
    for (const locale of locales) {
      const bodies = indexFiles(buildDir, locale, locales[0]!).map((file) =>
        readFileSync(file),
      );
      const open = await openToResults(browser, origin, locale, locales[0]!);
      const times = (await engineQueryTimes(locale, buildDir)).map(
        (entry) => entry.ms,
      );
      measured.push({
        locale,
        records: (await builtSearch(buildDir, locale).records()).length,
        indexRaw: bodies.reduce((sum, body) => sum + body.length, 0),
        indexGzip: bodies.reduce((sum, body) => sum + gzip(body), 0),
        codeGzip: open.codeGzip,
        openToResultsGzip: open.totalGzip,
        engineP50Ms: percentile(times, 0.5),
        engineP95Ms: percentile(times, 0.95),
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return {
    outputFiles: files.length,
    workersUpload: uploadSize(buildDir),
    outputMb:
      Math.round(
        (files.reduce((sum, file) => sum + statSync(file).size, 0) / 1e6) * 10,
      ) / 10,
    locales: measured,
  };
}

/** Builds the site at `factor`× its guides in a temporary copy and measures it. */
export async function measureScale(
  root: string,
  factor: number,
  keep = false,
): Promise<ScaleRow & {dir: string}> {
  const dir = scaledSite(root, factor);
  process.stderr.write(`[scale] ${factor}×: building ${dir}\n`);
  try {
    const build = await timedBuild(dir, ['.docusaurus', 'build']);
    if (!build.ok) throw new Error(`The ${factor}× build failed (${dir}).`);
    return {
      factor,
      dir,
      guidePages: walk(path.join(dir, 'docs')).filter((file) =>
        /\.mdx?$/.test(file),
      ).length,
      build,
      ...(await measureBuilt(path.join(dir, 'build'))),
    };
  } finally {
    if (!keep) rmSync(dir, {recursive: true, force: true});
  }
}

/** One line per content size and locale. */
export function scaleTable(rows: readonly ScaleRow[]): string {
  return markdownTable(
    [
      'content',
      'guide pages',
      'build s',
      'peak RSS MB',
      'output files / MB',
      `Workers upload files / largest (limits ${LIMITS.files} / ${LIMITS.fileBytes / 1024 / 1024} MiB)`,
      'locale',
      'records',
      'index raw / gzip',
      'button → first results gzip (code)',
      'engine p50 / p95 ms',
    ],
    rows.flatMap((row) =>
      row.locales.map((locale) => [
        `${row.factor}×`,
        String(row.guidePages),
        row.build ? row.build.seconds.toFixed(0) : '–',
        row.build ? String(row.build.peakMb) : '–',
        `${row.outputFiles} / ${row.outputMb}`,
        `${row.workersUpload.files} / ${formatKb(row.workersUpload.largest.bytes)}`,
        locale.locale,
        String(locale.records),
        `${formatKb(locale.indexRaw)} / ${formatKb(locale.indexGzip)}`,
        `${formatKb(locale.openToResultsGzip)} (${toKb(locale.codeGzip)})`,
        `${locale.engineP50Ms.toFixed(2)} / ${locale.engineP95Ms.toFixed(2)}`,
      ]),
    ),
  );
}

/** Every factor in turn (each build alone on the machine); the rows, as they are measured. */
export async function measureScales(
  root = '.',
  factors = scaleFactors(),
  keep = Boolean(process.env.SCALE_KEEP),
): Promise<(ScaleRow & {dir: string})[]> {
  const rows: (ScaleRow & {dir: string})[] = [];
  for (const factor of factors) {
    const row = await measureScale(root, factor, keep);
    // Each row as soon as it is measured: a later size may take long.
    process.stderr.write(`[scale] ${factor}×: ${JSON.stringify(row)}\n`);
    rows.push(row);
  }
  return rows;
}

/** Each locale of each size over its budget of bytes to the first results ({@link SEARCH_FIRST_RESULTS_GZIP}). */
export function overBudget(rows: readonly ScaleRow[]): string[] {
  return rows.flatMap((row) => {
    const budgets =
      SEARCH_FIRST_RESULTS_GZIP[
        row.factor as keyof typeof SEARCH_FIRST_RESULTS_GZIP
      ];
    if (!budgets) return [];
    return row.locales.flatMap((locale) => {
      const budget = budgets[locale.locale as keyof typeof budgets];
      return budget !== undefined && locale.openToResultsGzip > budget
        ? [
            `${row.factor}× ${locale.locale}: ${formatKb(locale.openToResultsGzip)} to the first results, over ${formatKb(budget)}`,
          ]
        : [];
    });
  });
}

async function main(): Promise<void> {
  const rows = await measureScales();
  console.log(
    '\nScale (copies of the guide folders of both locales; sizes in kB = 1000 bytes, gzip level 6; engine time per keystroke in Node over the built index):',
  );
  console.log(scaleTable(rows));
  if (process.env.SCALE_KEEP) {
    console.log(`Kept: ${rows.map((row) => row.dir).join(', ')}`);
  }
  mkdirSync('bench/results', {recursive: true});
  const file = `bench/results/scale-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({date: new Date().toISOString(), rows}, null, 2)}\n`,
  );
  console.log(`Written ${file}`);
  const over = overBudget(rows);
  for (const line of over) console.error(`Over budget: ${line}`);
  if (over.length > 0) process.exitCode = 1;
}

if (import.meta.filename === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
