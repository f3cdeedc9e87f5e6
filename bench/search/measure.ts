/**
 * What the search benchmark measures with: the queries of each locale, the
 * engine's own time per keystroke, and the page-side probes (worker round
 * trips, long animation frames, the index's arrival).
 */
import {expect, type Page} from '@playwright/test';
import {builtSearch} from '@paynow-docs/search-engine/built';
import {gzipSize, median} from '../units.ts';
import {CPU_SLOWDOWN} from './budgets.ts';
import {hydrated} from '../../e2e/support/fixtures.ts';

/**
 * Per locale: queries typed one character at a time (every keystroke is one
 * search), the first query (its results end the "open → first results"
 * bytes), and queries typed before the measured ones, so that the engine's
 * code paths are compiled.
 */
export const LOCALE_QUERIES: Record<
  string,
  {first: string; queries: string[]; warmUp: string[]}
> = {
  en: {
    first: 'refund',
    queries: [
      'refund atm',
      'print label 7-11',
      'void invoice',
      'apple pay',
      'capture transactions',
      'refnd',
      'shopify gateway',
      'invoice number track',
    ],
    warmUp: ['in', 'ref', 'refund a', 'print label 7', 'invoce'],
  },
  // A Chinese query grows one character at a time, as an input method commits it.
  'zh-TW': {
    first: '退款',
    queries: [
      '退款審核',
      '列印標籤',
      '作廢發票',
      '撥款日期',
      '7-11 交貨便',
      'ATM 退款',
      '分期付款',
      '物流後台',
    ],
    warmUp: ['退', '列印', '發票', 'refund'],
  },
};
export const {queries: QUERIES, warmUp: WARM_UP} = LOCALE_QUERIES.en!;
export const INDEX_URL = /\/assets\/search\/index\.[0-9a-f]+\.json$/;
/** Every file of the index: its manifest and the shards the worker fetches. */
export const INDEX_FILES = /\/assets\/search\/[^/]+\.json$/;
/** Each frame measurement is repeated; the median run is reported (the machine may be shared). */
export const FRAME_RUNS = 3;

/**
 * The engine's own time per query (every keystroke of QUERIES), in Node
 * with the site's engine, index and filters: what the worker spends, without
 * the page's event loop around it. `buildDir` is the build searched (the
 * scale bench measures copies of the site).
 */
export async function engineQueryTimes(
  locale?: string,
  buildDir = 'build',
): Promise<{query: string; ms: number}[]> {
  const {index, engine} = builtSearch(buildDir, locale);
  const {filters} = index.site;
  const {queries, warmUp} = LOCALE_QUERIES[filters.language]!;
  for (const query of warmUp)
    await engine.search({query, filters, hitsPerPage: 20});
  const times: {query: string; ms: number}[] = [];
  for (const query of queries) {
    for (let end = 1; end <= Array.from(query).length; end += 1) {
      const typed = Array.from(query).slice(0, end).join('');
      // The median of five: one garbage collection is not the query's time
      // (nor the first run's reading of the shards it needs).
      const runs: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        const start = performance.now();
        await engine.search({query: typed, filters, hitsPerPage: 20});
        runs.push(performance.now() - start);
      }
      times.push({query: typed, ms: median(runs)});
    }
  }
  return times.sort((a, b) => a.ms - b.ms);
}

export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const gzip = gzipSize;

interface Download {
  url: string;
  raw: number;
  gzip: number;
  kind: 'index' | 'code' | 'other';
}

/** What search downloads from reaching for it to its first results. */
export interface OpenToFirstResults {
  totalGzip: number;
  codeGzip: number;
  indexGzip: number;
  files: {file: string; raw: number; gzip: number}[];
}

/**
 * Opens the search dialog of a loaded page with `open`, types `query` and
 * waits for the first option: what was downloaded meanwhile, and the index
 * file among it. Idle-time prefetches of linked pages
 * (`<link rel="prefetch">`) are not search's downloads.
 */
export async function openToFirstResults(
  page: Page,
  open: () => Promise<void>,
  query: string,
): Promise<{summary: OpenToFirstResults; index: Download | undefined}> {
  const downloads: Download[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'other') return;
    pending.push(
      response.body().then(
        (body) => {
          const url = response.url();
          const kind = INDEX_FILES.test(url)
            ? 'index'
            : /\.(js|css)$/.test(url)
              ? 'code'
              : 'other';
          downloads.push({url, raw: body.length, gzip: gzip(body), kind});
        },
        () => undefined,
      ),
    );
  });
  await open();
  await page.getByRole('combobox').fill(query);
  await expect(page.getByRole('option').first()).toBeVisible({
    timeout: 30_000,
  });
  await Promise.all(pending);
  const sum = (kind?: Download['kind']) =>
    downloads
      .filter((d) => !kind || d.kind === kind)
      .reduce((total, d) => total + d.gzip, 0);
  return {
    summary: {
      totalGzip: sum(),
      codeGzip: sum('code'),
      indexGzip: sum('index'),
      files: downloads.map(({url, raw, gzip: g}) => ({
        file: new URL(url).pathname,
        raw,
        gzip: g,
      })),
    },
    index: downloads.find((d) => d.kind === 'index'),
  };
}
/**
 * openToFirstResults as every budget measures it: the `docs/` page of a
 * locale (`prefix`: `''` for the default locale, `zh-TW/`) loaded and
 * hydrated, then the navbar's search button (whatever its label in the
 * locale) and the locale's first query.
 */
export async function searchButtonToFirstResults(
  page: Page,
  prefix: string,
  locale: string,
): ReturnType<typeof openToFirstResults> {
  await page.goto(`${prefix}docs/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return openToFirstResults(
    page,
    () =>
      page.locator('button[aria-haspopup="dialog"][aria-keyshortcuts]').click(),
    LOCALE_QUERIES[locale]!.first,
  );
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * Times each query from the page's message to the search worker until its
 * answer comes back (the site itself measures nothing): wraps
 * `Worker.prototype.postMessage` before the page's scripts run.
 */
export function timeWorkerQueries(): void {
  const times: {query: string; ms: number}[] = [];
  const sent = new Map<number, {query: string; at: number}>();
  const watched = new WeakSet<Worker>();
  (window as unknown as {__pnQueryTimes: typeof times}).__pnQueryTimes = times;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (
    this: Worker,
    message: {type?: string; id?: number; params?: {query: string}},
    ...rest: [StructuredSerializeOptions?]
  ) {
    if (!watched.has(this)) {
      watched.add(this);
      this.addEventListener('message', (event: MessageEvent) => {
        const data = event.data as {type: string; id?: number};
        const request = data.id === undefined ? null : sent.get(data.id);
        if (data.type === 'result' && request) {
          times.push({
            query: request.query,
            ms: performance.now() - request.at,
          });
          sent.delete(data.id!);
        }
      });
    }
    if (message?.type === 'search' && message.id !== undefined) {
      sent.set(message.id, {
        query: message.params?.query ?? '',
        at: performance.now(),
      });
    }
    return post.call(this, message, ...(rest as [StructuredSerializeOptions]));
  } as typeof Worker.prototype.postMessage;
}

/**
 * Records every long animation frame (50 ms or more) of the page: its
 * duration, and how much of it the page's own long tasks blocked (the rest
 * is waiting, e.g. for a CPU shared with other processes).
 */
export function recordLongFrames(): void {
  const frames: {start: number; duration: number; blocking: number}[] = [];
  (window as unknown as {__pnFrames: typeof frames}).__pnFrames = frames;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      frames.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: (entry as PerformanceEntry & {blockingDuration: number})
          .blockingDuration,
      });
    }
  }).observe({type: 'long-animation-frame', buffered: true});
}

export interface Frames {
  /** The longest frame, ms (0: none of 50 ms or more). */
  longest: number;
  /** The longest time the page's own tasks blocked one frame, ms. */
  blocking: number;
}

export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
}

/** The long frames that started at `since` (page time) or later. */
export async function framesSince(page: Page, since: number): Promise<Frames> {
  // Let the last frames end and be reported.
  await page.waitForTimeout(1000);
  return page.evaluate((from) => {
    const frames = (
      window as unknown as {
        __pnFrames: {start: number; duration: number; blocking: number}[];
      }
    ).__pnFrames.filter((frame) => frame.start >= from);
    return {
      longest: Math.max(0, ...frames.map((frame) => frame.duration)),
      blocking: Math.max(0, ...frames.map((frame) => frame.blocking)),
    };
  }, since);
}

/** When the index had arrived (page time). */
export async function indexArrival(page: Page): Promise<number> {
  const end = await page.evaluate(
    (pattern) =>
      (
        performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      ).find((entry) => new RegExp(pattern).test(entry.name))?.responseEnd,
    INDEX_URL.source,
  );
  if (end === undefined) throw new Error('The page never loaded the index.');
  return end;
}
