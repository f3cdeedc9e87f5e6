/**
 * `npm run bench`: a cold `npm run build` of this site and of a stock
 * Docusaurus 3.10 classic site (bench/stock.ts), both served by the same
 * nginx (deploy/nginx-process.ts) — or ours by workerd with
 * `BENCH_ENGINE=workerd` — then per page type: the bytes of a first
 * visit, Lighthouse 13 mobile (simulated throttling, median of BENCH_RUNS
 * runs; SEO and Agentic Browsing in every locale), the longest main-thread task and frame while booting at 4× CPU, interaction
 * latency, and the search numbers — against bench/budgets.ts. Prints Markdown
 * tables and writes bench/results/<timestamp>.json. It reports; it never
 * fails (exit code 0 unless the bench itself crashes; a page that cannot be
 * measured twice is reported as not measured).
 *
 * Env: BENCH_RUNS (Lighthouse runs per page and clicks per interaction, default 3), BENCH_SKIP_BUILD=1
 * (measure the existing builds), BENCH_NO_STOCK=1 (no reference column),
 * BENCH_PAGES (comma-separated page types to measure, e.g. `guide (zh-TW)`;
 * default all), BENCH_PORT (serve ours on this port and stock on the next
 * one; default: ports the system picks), BENCH_NO_SCALE=1 (no scale rows:
 * bench/scale.ts builds the site again at each content size of
 * SCALE_FACTORS, default 1,5,20), BENCH_ENGINE (`nginx`, the default, or
 * `workerd`: ours served by the Worker offline, through the HTTP checks'
 * starter deploy/workers/process.ts, so its SEO and Agentic Browsing rows
 * are measured on the second engine; stock stays on nginx).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {chromium, type Browser} from '@playwright/test';
import {parseEngine} from '../deploy/checks/engine.ts';
import {startNginx, type NginxProcess} from '../deploy/nginx-process.ts';
import {startWorkers} from '../deploy/workers/process.ts';
import {
  ALL_LOCALES,
  BASE_URL,
  PLAYWRIGHT_CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '../site.settings.ts';
import {
  BOOT_TASK_RUNS,
  BUILD_SECONDS,
  TRANSLATION_JS_OVER_GZIP,
} from './budgets.ts';
import {buildSteps, timedBuild, type BuildResult} from './build.ts';
import {measureBytes} from './bytes.ts';
import {interactions, measureInteraction} from './interactions.ts';
import {launchLighthouse} from './lighthouse.ts';
import {profileLoad} from './loaf.ts';
import {pageTypes, sitemapRoutes} from './pages.ts';
import {
  agenticNotes,
  agenticTable,
  interactionTable,
  pageFailures,
  pageTable,
  type InteractionRow,
  type PageRow,
  type SiteMeasures,
} from './report.ts';
import {measureScales, scaleTable} from './scale.ts';
import {measureSearch} from './search.ts';
import {STOCK_BUILD, buildStock} from './stock.ts';
import {profileTasks} from './tasks.ts';
import {formatKb} from './units.ts';

const LIGHTHOUSE_VERSION = (
  createRequire(import.meta.url)('lighthouse/package.json') as {version: string}
).version;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SKIP_BUILD = Boolean(process.env.BENCH_SKIP_BUILD);
const WITH_STOCK = !process.env.BENCH_NO_STOCK;
const WITH_SCALE = !process.env.BENCH_NO_SCALE;
const FIRST_PORT = process.env.BENCH_PORT
  ? Number(process.env.BENCH_PORT)
  : undefined;
const ENGINE = parseEngine('BENCH_ENGINE', process.env.BENCH_ENGINE);
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((name) =>
  name.trim(),
);

interface Site {
  name: 'ours' | 'stock';
  server: NginxProcess;
  origin: string;
}

/**
 * A page's measures; a page an overloaded machine breaks (Lighthouse's
 * NO_NAVSTART, a load that paints nothing in time) is measured once more,
 * then reported as not measured, so one glitch does not end the bench.
 */
async function measurePage(
  browser: Browser,
  lighthouse: Awaited<ReturnType<typeof launchLighthouse>>,
  site: Site,
  path: string,
): Promise<SiteMeasures | Error> {
  const url = site.origin + path;
  for (let attempt = 1; ; attempt += 1) {
    process.stderr.write(`[bench] ${site.name} /${path}\n`);
    try {
      return {
        bytes: await measureBytes(browser, url),
        load: await profileLoad(browser, url),
        tasks: await profileTasks(browser, url, BOOT_TASK_RUNS),
        lighthouse: await lighthouse.run(url, RUNS),
      };
    } catch (error) {
      process.stderr.write(`[bench] ${(error as Error).message}\n`);
      if (attempt === 2) return error as Error;
    }
  }
}

async function main(): Promise<void> {
  if (!CHROMIUM_PATH)
    throw new Error('Set CHROMIUM_PATH to a Chromium binary.');
  let build: BuildResult | null = null;
  let stockBuild: BuildResult | null = null;
  if (!SKIP_BUILD) {
    build = await timedBuild('.', [
      '.docusaurus',
      'node_modules/.cache',
      'build',
    ]);
    if (!build.ok) throw new Error('npm run build failed');
    if (WITH_STOCK) stockBuild = await buildStock();
  }
  const sites: Site[] = [];
  const serve = async (name: Site['name'], dir?: string) => {
    const port =
      FIRST_PORT === undefined ? undefined : FIRST_PORT + sites.length;
    const server =
      name === 'ours' && ENGINE === 'workerd'
        ? await startWorkers({port})
        : await startNginx({dir, port});
    sites.push({
      name,
      server,
      origin: `http://127.0.0.1:${server.port}${BASE_URL}`,
    });
  };
  const site = (name: Site['name']) => sites.find((s) => s.name === name);

  const types = pageTypes(
    sitemapRoutes('build', BASE_URL, ALL_LOCALES.slice(1)),
    WITH_STOCK ? sitemapRoutes(STOCK_BUILD, BASE_URL) : [],
    ALL_LOCALES.slice(1),
  ).filter((type) => !ONLY_PAGES || ONLY_PAGES.includes(type.name));
  const rows: PageRow[] = [];
  const interactionRows: InteractionRow[] = [];
  let browser: Browser | undefined;
  let lighthouse: Awaited<ReturnType<typeof launchLighthouse>> | undefined;
  // Whatever has started is stopped again, also when a step fails.
  try {
    await serve('ours');
    if (WITH_STOCK) await serve('stock', STOCK_BUILD);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: PLAYWRIGHT_CHROMIUM_ARGS,
    });
    lighthouse = await launchLighthouse();
    // Ours and stock page by page, so both see the same machine load.
    for (const type of types) {
      const ours =
        type.ours === null
          ? null
          : await measurePage(browser, lighthouse, site('ours')!, type.ours);
      const stock =
        type.stock === null || !site('stock')
          ? null
          : await measurePage(browser, lighthouse, site('stock')!, type.stock);
      rows.push({
        page: type.name,
        path: type.ours,
        ours: ours instanceof Error ? null : ours,
        stock: stock instanceof Error ? null : stock,
        failures:
          ours instanceof Error
            ? [`not measured: ${ours.message}`]
            : ours
              ? pageFailures(type.name, ours)
              : [],
      });
    }
    const of = (name: string) => types.find((type) => type.name === name);
    const oursInteractions = interactions({
      guide: of('guide')?.ours ?? null,
      tabs: of('api operation')?.ours ?? null,
    });
    const stockInteractions = interactions({
      guide: of('guide')?.stock ?? null,
      tabs: null,
    });
    for (const interaction of oursInteractions) {
      const reference = stockInteractions.find(
        (candidate) => candidate.name === interaction.name,
      );
      interactionRows.push({
        name: interaction.name,
        ours: await measureInteraction(
          browser,
          site('ours')!.origin,
          interaction,
          RUNS,
        ),
        stock:
          reference && site('stock')
            ? await measureInteraction(
                browser,
                site('stock')!.origin,
                reference,
                RUNS,
              )
            : null,
      });
    }
  } finally {
    await lighthouse?.close();
    await browser?.close();
    for (const {server} of sites) await server.stop();
  }
  const search = measureSearch();
  // Each content size is a build of its own, after the site's pages are measured.
  const scale = WITH_SCALE ? await measureScales() : [];
  // The translation costs no JavaScript: its guide against the English one.
  const guideRow = rows.find((row) => row.page === 'guide');
  const zhGuideRow = rows.find((row) => row.page === 'guide (zh-TW)');
  if (guideRow?.ours && zhGuideRow?.ours) {
    const over = zhGuideRow.ours.bytes.jsGzip - guideRow.ours.bytes.jsGzip;
    if (over > TRANSLATION_JS_OVER_GZIP) {
      zhGuideRow.failures.push(`JS +${formatKb(over)} over the English guide`);
    }
  }

  const buildLine = (label: string, result: BuildResult | null) =>
    result
      ? `${label}: ${result.seconds.toFixed(1)} s, peak RSS ${result.peakMb} MB`
      : `${label}: not measured (BENCH_SKIP_BUILD)`;
  console.log(
    `\nServed by ${ENGINE === 'workerd' ? 'workerd (deploy/workers/process.ts; stock by nginx)' : 'nginx (deploy/nginx-process.ts)'}; Lighthouse ${LIGHTHOUSE_VERSION} mobile, simulated throttling, median of ${RUNS}; sizes in kB = 1000 bytes, gzip level 6; (stock) = Docusaurus ${WITH_STOCK ? '3.10 classic from create-docusaurus' : 'not measured'}.`,
  );
  console.log(
    `${buildLine('npm run build (cold, postbuild included)', build)} — budget ≤ ${BUILD_SECONDS} s: ${build ? (build.seconds <= BUILD_SECONDS ? 'pass' : 'FAIL') : 'n/a'}; ${buildLine('stock build', stockBuild)}`,
  );
  if (build) console.log(`Build by step: ${buildSteps(build)}`);
  console.log(pageTable(rows));
  console.log();
  console.log(interactionTable(interactionRows));
  console.log();
  console.log(agenticTable(rows));
  for (const note of agenticNotes(rows)) console.log(note);
  for (const row of rows) {
    const lh = row.ours?.lighthouse;
    if (lh && (lh.failing.length || lh.lcpElement)) {
      console.log(
        `${row.page}: LCP element ${lh.lcpElement ?? '?'}; audits under 100 outside performance: ${lh.failing.join(' ') || 'none'}`,
      );
    }
  }
  const kb = (bytes?: number) => (bytes === undefined ? '?' : formatKb(bytes));
  console.log(
    `Search: open → first results ${kb(search.openToResultsGzip)} gz (code ${kb(search.codeGzip)}, index ${kb(search.indexGzip)}); index ${kb(search.indexRaw)} raw; query p50 ${search.queryP50Ms?.toFixed(2)} ms / p95 ${search.queryP95Ms?.toFixed(2)} ms — ${search.failures.length ? `FAIL: ${search.failures.join(', ')}` : 'pass'}`,
  );
  if (scale.length) {
    console.log(
      `Search and build by content size (copies of the guides of both locales):\n${scaleTable(scale)}`,
    );
  }
  mkdirSync('bench/results', {recursive: true});
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    `${JSON.stringify({date: new Date().toISOString(), engine: ENGINE, lighthouse: LIGHTHOUSE_VERSION, lighthouseRuns: RUNS, build, stockBuild, pages: rows, interactions: interactionRows, search, scale}, null, 2)}\n`,
  );
  console.log(`Written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
