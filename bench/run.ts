/**
 * `npm run bench`: cold production build, then per page type the bytes a
 * first visit downloads, Lighthouse 12 (mobile, simulated throttling, median
 * of BENCH_RUNS runs) and the search numbers, against the budgets of issue 7.
 * Prints a table and writes bench/results/<timestamp>.json. It reports; it
 * never fails (exit code 0 unless the bench itself crashes).
 *
 * Env: BENCH_RUNS (Lighthouse runs per page, default 3), BENCH_PORT (4373),
 * BENCH_SKIP_BUILD=1 (measure the existing build/), CHROMIUM_PATH.
 */
import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  BASE_URL as BASE_PATH,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
} from '../site.settings.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4373);
const ORIGIN = `http://127.0.0.1:${PORT}`;

type Cell = number | string | null;
interface PageType {
  name: string;
  path: string | null;
}
interface Bytes {
  requests: number;
  js: number;
  jsGzip: number;
  css: number;
  cssGzip: number;
  html: number;
  htmlGzip: number;
  prefetchJsGzip: number;
  other: number;
}
interface Lh {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits below 100 (any run) in a category, and the LCP element: where the missing points are. */
  failing?: string[];
  lcpElement?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[mid]!
    : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Sum of the resident memory of a process and all its descendants, in bytes. */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      rss.set(pid, Number(fields[21]) * 4096);
      children.set(ppid, [...(children.get(ppid) ?? []), pid]);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

async function coldBuild(): Promise<{
  seconds: number;
  peakMb: number;
  ok: boolean;
}> {
  for (const dir of ['.docusaurus', 'node_modules/.cache', 'build']) {
    rmSync(dir, {recursive: true, force: true});
  }
  const started = performance.now();
  const child = spawn('npx', ['docusaurus', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid!));
  }, 200);
  const code: number = await new Promise((resolve) =>
    child.on('exit', (c) => resolve(c ?? 1)),
  );
  clearInterval(timer);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb: Math.round(peak / 1048576),
    ok: code === 0,
  };
}

/** Serves build/ the way production does: `npm run serve:nginx` when the project has it. */
async function serve(): Promise<{child: ChildProcess; how: string}> {
  const scripts =
    JSON.parse(readFileSync('package.json', 'utf8')).scripts ?? {};
  const how = scripts['serve:nginx']
    ? 'nginx (npm run serve:nginx)'
    : 'docusaurus serve (no compression)';
  const [command, args] = scripts['serve:nginx']
    ? ['npm', ['run', '--silent', 'serve:nginx', '--', '--port', String(PORT)]]
    : [
        'npx',
        [
          'docusaurus',
          'serve',
          '--no-open',
          '--host',
          '127.0.0.1',
          '--port',
          String(PORT),
        ],
      ];
  const child = spawn(command, args, {stdio: 'ignore', detached: true});
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(ORIGIN + BASE_PATH)).ok) return {child, how};
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer on ${ORIGIN}${BASE_PATH}`);
}

/** The route of a page type in this build, or null when the build lacks it ("n/a"). */
function pageTypes(): PageType[] {
  const routes = [
    ...readFileSync('build/sitemap.xml', 'utf8').matchAll(
      /<loc>([^<]+)<\/loc>/g,
    ),
  ].map(([, loc]) => new URL(loc!).pathname.slice(BASE_PATH.length));
  const has = (route: string) => routes.includes(route);
  const apiOperations = routes.filter(
    (route) => /^api\/./.test(route) && !route.endsWith('/'),
  );
  const operation =
    process.env.BENCH_API_OPERATION ??
    apiOperations.find((route) => /add-?pet/i.test(route)) ??
    apiOperations[0] ??
    null;
  return [
    {name: 'home', path: ''},
    {name: 'guide', path: 'docs/payment-admin/refund'},
    {name: 'guide + diagram', path: 'docs/important-information/seller'},
    {name: 'section index', path: 'docs/payment-admin/'},
    {name: 'api root', path: has('api') ? 'api' : has('api/') ? 'api/' : null},
    {name: 'api operation', path: operation},
    {name: 'release note', path: 'release-note/v1.0.0'},
    {name: 'search page', path: has('search') ? 'search?q=refund' : null},
  ];
}

function classify(
  url: string,
  resourceType: string,
): 'js' | 'css' | 'html' | 'prefetch-js' | 'other' {
  if (resourceType === 'script') return 'js';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'document') return 'html';
  if (/\.m?js(\?|$)/.test(url)) return 'prefetch-js';
  return 'other';
}

async function measureBytes(page: Page, url: string): Promise<Bytes> {
  const bytes: Bytes = {
    requests: 0,
    js: 0,
    jsGzip: 0,
    css: 0,
    cssGzip: 0,
    html: 0,
    htmlGzip: 0,
    prefetchJsGzip: 0,
    other: 0,
  };
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    pending.push(
      (async () => {
        bytes.requests += 1;
        if (response.status() >= 300 && response.status() < 400) return;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const gzip = gzipSync(body).length;
        switch (classify(response.url(), response.request().resourceType())) {
          case 'js':
            bytes.js += body.length;
            bytes.jsGzip += gzip;
            break;
          case 'css':
            bytes.css += body.length;
            bytes.cssGzip += gzip;
            break;
          case 'html':
            bytes.html += body.length;
            bytes.htmlGzip += gzip;
            break;
          case 'prefetch-js':
            bytes.prefetchJsGzip += gzip;
            break;
          default:
            bytes.other += body.length;
        }
      })(),
    );
  };
  page.on('response', onResponse);
  await page.goto(url, {waitUntil: 'networkidle'});
  await Promise.all(pending);
  page.off('response', onResponse);
  return bytes;
}

/**
 * The search budgets of issue 4, measured by the search plugin's own
 * benchmark (`npm run bench:search`: bytes from opening the modal to the first
 * results, index size, engine query time in the browser), read back from the
 * JSON it writes.
 */
function measureSearch(nginx: boolean): Record<string, Cell> {
  const run = spawnSync(
    'npx',
    [
      'playwright',
      'test',
      '--config',
      'plugins/search/bench/playwright.config.ts',
    ],
    {
      stdio: 'inherit',
      env: {...process.env, E2E_SERVER: nginx ? 'nginx' : 'node'},
    },
  );
  const file = 'bench/results/search.json';
  if (run.status !== 0 || !existsSync(file)) {
    return {budget: `FAIL: npm run bench:search exited ${run.status}`};
  }
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const {openToFirstResults: open, index, queries, budget} = result;
  const failures = [
    open.totalGzip > budget.totalGzip && 'total',
    open.codeGzip > budget.codeGzip && 'code',
    open.indexGzip > budget.indexGzip && 'index',
    queries.p95Ms > budget.queryP95Ms && 'query p95',
  ].filter(Boolean);
  return {
    openToResultsGzipKb: kb(open.totalGzip),
    codeGzipKb: kb(open.codeGzip),
    indexGzipKb: kb(open.indexGzip),
    indexKb: kb(index.raw),
    queryP50Ms: Number(queries.p50Ms.toFixed(2)),
    queryP95Ms: Number(queries.p95Ms.toFixed(2)),
    budget: failures.length ? `FAIL: ${failures.join(', ')}` : 'pass',
  };
}

async function runLighthouse(port: number, url: string): Promise<Lh> {
  const runs: Lh[] = [];
  const failingAudits: string[] = [];
  let lcpElement: string | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result!.lhr;
    const score = (id: string) =>
      Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter(
          (ref) =>
            ref.weight > 0 &&
            lhr.audits[ref.id]?.score !== null &&
            (lhr.audits[ref.id]?.score ?? 1) < 1,
        )
        .map((ref) => `${category.id}/${ref.id}`),
    );
    failingAudits.push(...failing);
    const lcpItems = (
      lhr.audits['largest-contentful-paint-element']?.details as
        {items?: {items?: {node?: {selector?: string}}[]}[]} | undefined
    )?.items?.[0]?.items;
    lcpElement = lcpItems?.[0]?.node?.selector ?? lcpElement;
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
    });
  }
  const keys = Object.keys(runs[0]!) as (keyof Lh)[];
  const medians = Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key] as number))]),
  ) as unknown as Lh;
  return {
    ...medians,
    failing: [...new Set(failingAudits)].filter(
      (id) => !id.startsWith('performance/'),
    ),
    lcpElement,
  };
}

function budgets(type: string, bytes: Bytes | null, lh: Lh | null): string[] {
  const failures: string[] = [];
  if (lh) {
    for (const key of [
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
    ] as const) {
      if (lh[key] < 100) failures.push(`${key} ${lh[key]}<100`);
    }
    if (lh.lcp > 1200) failures.push(`LCP ${(lh.lcp / 1000).toFixed(2)}s>1.2s`);
    if (lh.tbt > 50) failures.push(`TBT ${Math.round(lh.tbt)}ms>50`);
    if (lh.cls > 0) failures.push(`CLS ${lh.cls.toFixed(3)}>0`);
  }
  const jsBudget = type.startsWith('guide')
    ? 180
    : type === 'api operation'
      ? 200
      : null;
  if (bytes && jsBudget && kb(bytes.jsGzip) > jsBudget)
    failures.push(`JS ${kb(bytes.jsGzip)}KB>${jsBudget}`);
  return failures;
}

async function main(): Promise<void> {
  if (!CHROMIUM_PATH)
    throw new Error('Set CHROMIUM_PATH to a Chromium binary.');
  const build = process.env.BENCH_SKIP_BUILD ? null : await coldBuild();
  if (build && !build.ok) throw new Error('the build failed');
  const {child: server, how} = await serve();
  const rows: Record<string, unknown>[] = [];
  let search: Record<string, Cell> = {};
  const types = pageTypes();
  const bytesOf = new Map<string, Bytes>();
  try {
    // Playwright measurements first, then Lighthouse in its own Chromium:
    // the two browsers do not run at the same time.
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    for (const type of types) {
      if (type.path === null) continue;
      const context = await browser.newContext({
        viewport: {width: 412, height: 823},
      });
      bytesOf.set(
        type.name,
        await measureBytes(
          await context.newPage(),
          ORIGIN + BASE_PATH + type.path,
        ),
      );
      await context.close();
    }
    await browser.close();

    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROMIUM_ARGS,
    });
    try {
      for (const type of types) {
        if (type.path === null) {
          rows.push({page: type.name, path: 'n/a'});
          continue;
        }
        process.stderr.write(`lighthouse ${type.name} (${RUNS} runs)…\n`);
        const lh = await runLighthouse(
          Number(chrome.port),
          ORIGIN + BASE_PATH + type.path,
        );
        const bytes = bytesOf.get(type.name)!;
        const failures = budgets(type.name, bytes, lh);
        rows.push({
          page: type.name,
          path: '/' + type.path,
          ...bytes,
          ...lh,
          budget: failures.length ? `FAIL: ${failures.join(', ')}` : 'pass',
        });
      }
    } finally {
      chrome.kill();
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
  search = measureSearch(how.startsWith('nginx'));

  const buildBudget = build
    ? build.seconds <= 30
      ? 'pass'
      : `FAIL: ${build.seconds.toFixed(1)}s>30s`
    : 'not measured';
  console.log(
    `\nServed by ${how}; Lighthouse 12 mobile, simulated throttling, median of ${RUNS}; gzip = zlib level 6.`,
  );
  if (build)
    console.log(
      `Cold build: ${build.seconds.toFixed(1)} s, peak RSS ${build.peakMb} MB — budget ≤ 30 s: ${buildBudget}`,
    );
  const header = [
    'page',
    'req',
    'JS KB (gz)',
    'CSS KB (gz)',
    'HTML KB (gz)',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'budget',
  ];
  const lines = rows.map((row) => {
    if (row.path === 'n/a')
      return [String(row.page), ...Array(12).fill('n/a'), 'n/a'];
    const r = row as unknown as Bytes & Lh & {page: string; budget: string};
    return [
      r.page,
      String(r.requests),
      `${kb(r.js)} (${kb(r.jsGzip)})`,
      `${kb(r.css)} (${kb(r.cssGzip)})`,
      `${kb(r.html)} (${kb(r.htmlGzip)})`,
      String(r.performance),
      String(r.accessibility),
      String(r.bestPractices),
      String(r.seo),
      (r.fcp / 1000).toFixed(2),
      (r.lcp / 1000).toFixed(2),
      String(Math.round(r.tbt)),
      r.cls.toFixed(3),
      r.budget,
    ];
  });
  console.log(
    [
      '| ' + header.join(' | ') + ' |',
      '|' + header.map(() => '---').join('|') + '|',
      ...lines.map((line) => '| ' + line.join(' | ') + ' |'),
    ].join('\n'),
  );
  for (const row of rows) {
    const {failing, lcpElement} = row as Partial<Lh>;
    if (failing?.length || lcpElement) {
      console.log(
        `${String(row.page)}: LCP element ${lcpElement ?? '?'}; audits under 100 outside performance: ${failing?.join(' ') || 'none'}`,
      );
    }
  }
  console.log(
    `Search (budgets ≤ 80 KB total, ≤ 25 KB code, ≤ 60 KB index, p95 ≤ 5 ms): open→first results ${search.openToResultsGzipKb} KB gz (code ${search.codeGzipKb}, index ${search.indexGzipKb}); index ${search.indexKb} KB raw; query p50 ${search.queryP50Ms} ms / p95 ${search.queryP95Ms} ms — ${search.budget}`,
  );
  mkdirSync('bench/results', {recursive: true});
  const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        date: new Date().toISOString(),
        server: how,
        lighthouseRuns: RUNS,
        build,
        buildBudget,
        pages: rows,
        search,
      },
      null,
      2,
    ),
  );
  console.log(`Written ${file}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
