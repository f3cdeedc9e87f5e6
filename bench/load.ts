/**
 * `npm run bench:load`: a bounded load test of nginx serving the current
 * build with the shipped configuration, on 127.0.0.1.
 *
 * A fixed number of requests (BENCH_REQUESTS, default 20 000) over
 * BENCH_CONNECTIONS (default 20) keep-alive connections, cycling through a
 * mix of pages, redirects and assets with and without compression; a hard
 * stop after BENCH_MAX_SECONDS (default 60) in any case. Fails (exit 1) on any
 * connection error, timeout or answer other than 2xx/3xx. Prints requests per second and
 * latency percentiles and writes them to bench/results/load.json.
 * A benchmark, not a test: the numbers are reported, not asserted.
 */
import autocannon from 'autocannon';
import {startNginx} from '../deploy/nginx-process';
import {mkdirSync, readdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_URL} from '../site.settings.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'build');
const BASE = BASE_URL;
const AMOUNT = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 60);

function asset(dir: string, pattern: RegExp): string {
  const name = readdirSync(join(BUILD, dir)).find((entry) =>
    pattern.test(entry),
  );
  if (!name) {
    throw new Error(
      `No ${pattern} in build/${dir}: run \`npm run build\` first.`,
    );
  }
  return `${BASE}${dir}/${name}`;
}

const BROWSER = {'accept-encoding': 'gzip, deflate, br'};
const requests: autocannon.Request[] = [
  {path: BASE, headers: BROWSER},
  {path: `${BASE}docs/`, headers: BROWSER},
  {path: `${BASE}docs/payment-admin/refund`, headers: BROWSER},
  {
    path: `${BASE}docs/payment-service/online-payment/`,
    headers: {'accept-encoding': 'gzip'},
  },
  {path: `${BASE}release-note`},
  {path: asset('assets/js', /^main\.[0-9a-f]+\.js$/), headers: BROWSER},
  {path: asset('assets/js', /^runtime~main\.[0-9a-f]+\.js$/), headers: BROWSER},
  {path: asset('assets/css', /\.css$/), headers: {'accept-encoding': 'gzip'}},
  {path: `${BASE}img/logo.svg`, headers: BROWSER},
  {path: `${BASE}sitemap.xml`},
  {path: `${BASE}docs/payment-admin/refund.html`},
];

async function main(): Promise<void> {
  const server = await startNginx();
  const {port} = server;
  try {
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}`,
          connections: CONNECTIONS,
          amount: AMOUNT,
          requests,
          timeout: 10,
        },
        (error, done) => {
          clearTimeout(stop);
          if (error) reject(error);
          else resolve(done);
        },
      );
      const stop = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
    });

    const summary = {
      date: new Date().toISOString(),
      requests: result.requests.total,
      connections: CONNECTIONS,
      seconds: result.duration,
      requestsPerSecond: Math.round(result.requests.average),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      throughputMBps: Number((result.throughput.average / 1e6).toFixed(1)),
      status: {
        '2xx': result['2xx'],
        '3xx': result['3xx'],
        '4xx': result['4xx'],
        '5xx': result['5xx'],
      },
      errors: result.errors,
      timeouts: result.timeouts,
    };
    mkdirSync(join(ROOT, 'bench/results'), {recursive: true});
    writeFileSync(
      join(ROOT, 'bench/results/load.json'),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(autocannon.printResult(result));
    console.log(JSON.stringify(summary, null, 2));

    const problems = [
      result.errors > 0 && `${result.errors} connection errors`,
      result.timeouts > 0 && `${result.timeouts} timeouts`,
      result['4xx'] + result['5xx'] > 0 &&
        `${result['4xx']} 4xx and ${result['5xx']} 5xx answers`,
      result.requests.total < AMOUNT &&
        `stopped after ${MAX_SECONDS}s with ${result.requests.total}/${AMOUNT} requests`,
    ].filter(Boolean);
    if (problems.length > 0) {
      throw new Error(problems.join('; '));
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: Error) => {
  console.error(`[bench:load] ${error.message}`);
  process.exitCode = 1;
});
