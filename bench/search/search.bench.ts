import {
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {builtLocales} from '@paynow-docs/search-engine/built';
import {INDEX_DIR} from '@paynow-docs/search-engine';
import {formatKb as kb, median} from '../units.ts';
import {CPU_SLOWDOWN, SEARCH_BUDGETS as BUDGET} from './budgets.ts';
import {
  QUERIES,
  WARM_UP,
  FRAME_RUNS,
  engineQueryTimes,
  percentile,
  gzip,
  ms,
  timeWorkerQueries,
  recordLongFrames,
  type Frames,
  slowCpu,
  framesSince,
  indexArrival,
  searchButtonToFirstResults,
  type OpenToFirstResults,
} from './measure.ts';

/** Bytes are deterministic: they are held to the budget. */
function withinByteBudgets(measured: OpenToFirstResults): void {
  expect(measured.totalGzip).toBeLessThanOrEqual(BUDGET.totalGzip);
  expect(measured.codeGzip).toBeLessThanOrEqual(BUDGET.codeGzip);
  expect(measured.indexGzip).toBeLessThanOrEqual(BUDGET.indexGzip);
}

test('search budgets', async ({browser}) => {
  test.setTimeout(240_000);
  // Each measurement in a fresh context: nothing cached, like a first visit.
  const {baseURL} = test.info().project.use;
  const newPage = async () => (await browser.newContext({baseURL})).newPage();

  // 1. Bytes from reaching for search to the first results, and query times.
  const page = await newPage();
  await page.addInitScript(timeWorkerQueries);
  const {summary: openToFirst} = await searchButtonToFirstResults(
    page,
    '',
    'en',
  );
  const box = page.getByRole('combobox');

  for (const query of WARM_UP) {
    await box.fill(query);
  }
  await page.evaluate(() => {
    (window as unknown as {__pnQueryTimes: unknown[]}).__pnQueryTimes.length =
      0;
  });
  for (const query of QUERIES) {
    await box.fill('');
    await box.pressSequentially(query);
    await expect(page.getByRole('option').first()).toBeVisible();
  }
  // The answer to the last keystroke may still be on its way.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as {__pnQueryTimes: unknown[]}).__pnQueryTimes
            .length,
      ),
    )
    .toBeGreaterThanOrEqual(QUERIES.join('').length);
  const roundTrips = (
    await page.evaluate(
      () =>
        (window as unknown as {__pnQueryTimes: {query: string; ms: number}[]})
          .__pnQueryTimes,
    )
  )
    .map((entry) => entry.ms)
    .sort((a, b) => a - b);
  await page.context().close();
  const entries = await engineQueryTimes();
  const durations = entries.map((entry) => entry.ms);
  const p = (q: number) => percentile(durations, q);

  // 2. Longest frame at 4× CPU: /search?q= loading the index cold.
  const searchFrames: Frames[] = [];
  const searchLoadFrames: Frames[] = [];
  for (let run = 0; run < FRAME_RUNS; run += 1) {
    const searchPage = await newPage();
    await searchPage.addInitScript(recordLongFrames);
    await slowCpu(searchPage);
    await searchPage.goto('search?q=refund');
    await expect(searchPage.locator('main ol > li').first()).toBeVisible({
      timeout: 60_000,
    });
    searchFrames.push(
      await framesSince(searchPage, await indexArrival(searchPage)),
    );
    searchLoadFrames.push(await framesSince(searchPage, 0));
    await searchPage.context().close();
  }

  // 3. Longest frame at 4× CPU: the dialog's first opening on a loaded guide.
  const modalFrames: Frames[] = [];
  for (let run = 0; run < FRAME_RUNS; run += 1) {
    const modalPage = await newPage();
    await modalPage.addInitScript(recordLongFrames);
    await modalPage.goto('docs/payment-admin/refund');
    await modalPage.waitForLoadState('networkidle');
    await slowCpu(modalPage);
    const opened = await modalPage.evaluate(() => performance.now());
    await modalPage.getByRole('button', {name: 'Search docs'}).click();
    await modalPage.keyboard.type('refund');
    await expect(modalPage.getByRole('option').first()).toBeVisible({
      timeout: 60_000,
    });
    modalFrames.push(await framesSince(modalPage, opened));
    await modalPage.context().close();
  }
  const medianOf = (runs: Frames[]): Frames => ({
    longest: median(runs.map((run) => run.longest)),
    blocking: median(runs.map((run) => run.blocking)),
  });
  const searchFrame = medianOf(searchFrames);
  const searchPageFrame = medianOf(searchLoadFrames);
  const modalFrame = medianOf(modalFrames);

  const dir = path.join('build', INDEX_DIR);
  const indexFile = path.join(
    dir,
    readdirSync(dir).find((name) => name.endsWith('.json'))!,
  );
  const results = {
    openToFirstResults: openToFirst,
    index: {raw: statSync(indexFile).size, gzip: gzip(readFileSync(indexFile))},
    queries: {
      measuredAs: 'engine time per keystroke, Node, built index',
      slowest: entries.slice(-5).reverse(),
      count: durations.length,
      p50Ms: p(0.5),
      p95Ms: p(0.95),
      maxMs: durations.at(-1),
      browserRoundTrip: {
        measuredAs: 'page → worker → page while typing, Chromium',
        count: roundTrips.length,
        p50Ms: percentile(roundTrips, 0.5),
        p95Ms: percentile(roundTrips, 0.95),
      },
    },
    longestFrameMs: {
      cpuSlowdown: CPU_SLOWDOWN,
      runs: {
        search: searchFrames,
        searchWholeLoad: searchLoadFrames,
        modal: modalFrames,
      },
      searchPageFromIndexArrival: searchFrame,
      searchPageWholeLoad: searchPageFrame,
      firstModalOpen: modalFrame,
    },
    budget: BUDGET,
  };
  mkdirSync('bench/results', {recursive: true});
  writeFileSync(
    'bench/results/search.json',
    `${JSON.stringify(results, null, 2)}\n`,
  );
  const mark = (value: number, budget: number) =>
    value <= budget ? 'within' : 'OVER';
  const frame = (value: number) => (value === 0 ? '< 50 ms' : ms(value));
  const frames = ({longest, blocking}: Frames) =>
    `${frame(longest)} (${mark(longest, BUDGET.longestFrameMs)}; the page's own tasks blocked it ${ms(blocking)})`;
  console.log(
    [
      `open → first results: ${kb(results.openToFirstResults.totalGzip)} gzip (budget ${kb(BUDGET.totalGzip)})`,
      `  UI code + worker + engine: ${kb(results.openToFirstResults.codeGzip)} gzip (budget ${kb(BUDGET.codeGzip)})`,
      `  index:                     ${kb(results.openToFirstResults.indexGzip)} gzip (budget ${kb(BUDGET.indexGzip)})`,
      ...results.openToFirstResults.files.map(
        (f) => `    ${f.file}: ${kb(f.raw)} raw, ${kb(f.gzip)} gzip`,
      ),
      `index file: ${kb(results.index.raw)} raw, ${kb(results.index.gzip)} gzip`,
      `query (engine) over ${durations.length} keystrokes: p50 ${ms(results.queries.p50Ms)}, p95 ${ms(results.queries.p95Ms)} (budget ${BUDGET.queryP95Ms} ms: ${mark(results.queries.p95Ms, BUDGET.queryP95Ms)}), max ${ms(results.queries.maxMs ?? 0)}`,
      `  slowest: ${results.queries.slowest.map((entry) => `"${entry.query}" ${ms(entry.ms)}`).join(', ')}`,
      `  in Chromium, page → worker → page while typing: p50 ${ms(results.queries.browserRoundTrip.p50Ms)}, p95 ${ms(results.queries.browserRoundTrip.p95Ms)} over ${roundTrips.length}`,
      `longest frame at ${CPU_SLOWDOWN}× CPU, median of ${FRAME_RUNS} runs (budget ${BUDGET.longestFrameMs} ms):`,
      `  /search?q=refund, from the index's arrival to the results: ${frames(searchFrame)}`,
      `  /search?q=refund, whole page load incl. hydration (not search's budget): ${frames(searchPageFrame)}`,
      `  first modal open on a guide, from the click to the first results: ${frames(modalFrame)}`,
      `  runs (longest/blocking): /search ${searchFrames.map((run) => `${frame(run.longest)}/${ms(run.blocking)}`).join(', ')}; modal ${modalFrames.map((run) => `${frame(run.longest)}/${ms(run.blocking)}`).join(', ')}`,
    ].join('\n'),
  );
  // Bytes are deterministic: hold them to the budget. Times are reported
  // (and judged by a person: this machine is shared).
  withinByteBudgets(results.openToFirstResults);
});

/**
 * The other locales' budgets: bytes from reaching for the search button on
 * a guide of the locale to its first results (its own index), and the
 * engine's time per keystroke over its own index. Writes
 * `bench/results/search.<locale>.json`.
 */
// The default locale is the first.
for (const locale of builtLocales().slice(1)) {
  test(`search budgets: ${locale}`, async ({browser}) => {
    test.setTimeout(120_000);
    const {baseURL} = test.info().project.use;
    const page = await (await browser.newContext({baseURL})).newPage();
    const {summary: openToFirst, index} = await searchButtonToFirstResults(
      page,
      `${locale}/`,
      locale,
    );
    await page.context().close();
    expect(index?.url, 'the locale loads its own index').toContain(
      `/${locale}/assets/search/`,
    );
    const entries = await engineQueryTimes(locale);
    const durations = entries.map((entry) => entry.ms);
    const p = (q: number) => percentile(durations, q);
    const results = {
      locale,
      openToFirstResults: openToFirst,
      index: {raw: index?.raw, gzip: index?.gzip},
      queries: {
        measuredAs: 'engine time per keystroke, Node, built index',
        slowest: entries.slice(-5).reverse(),
        count: durations.length,
        p50Ms: p(0.5),
        p95Ms: p(0.95),
        maxMs: durations.at(-1),
      },
      budget: BUDGET,
    };
    mkdirSync('bench/results', {recursive: true});
    writeFileSync(
      `bench/results/search.${locale}.json`,
      `${JSON.stringify(results, null, 2)}\n`,
    );
    console.log(
      [
        `${locale}: open → first results: ${kb(results.openToFirstResults.totalGzip)} gzip (budget ${kb(BUDGET.totalGzip)})`,
        `  UI code + worker + engine: ${kb(results.openToFirstResults.codeGzip)} gzip; index: ${kb(results.openToFirstResults.indexGzip)} gzip`,
        `${locale}: query (engine) over ${durations.length} keystrokes: p50 ${ms(p(0.5))}, p95 ${ms(p(0.95))} (budget ${BUDGET.queryP95Ms} ms), max ${ms(durations.at(-1) ?? 0)}`,
        `  slowest: ${results.queries.slowest.map((entry) => `"${entry.query}" ${ms(entry.ms)}`).join(', ')}`,
      ].join('\n'),
    );
    withinByteBudgets(results.openToFirstResults);
  });
}
