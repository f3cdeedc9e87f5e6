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
 *
 * Then one guide alone (BENCH_GUIDE_REQUESTS, default 30 000, same
 * connections) twice: as is, and while one other client (127.0.0.2, a
 * loopback address) holds BENCH_FLOOD_CONNECTIONS (default 2 200) slow
 * connections that send a request header a line at a time and reconnect
 * when nginx drops them. Prints req/s and p99 of both runs side by side.
 * Last, slow readers: BENCH_SLOW_READERS (default 2 000) connections from
 * 127.0.0.2 each ask for the largest script uncompressed and read nothing
 * after the status line, held for BENCH_SLOW_HOLD_SECONDS (default 12: past
 * `send_timeout`); meanwhile the guide is measured again from 127.0.0.1. It
 * prints how many got 200, 429 or were reset, and the kernel memory nginx's
 * sockets hold for them (the send queues of the server's side, from `ss`)
 * at its highest and at the end of the hold.
 * Port: BENCH_PORT (default: one the system picks).
 * A benchmark, not a test: the numbers are reported, not asserted.
 */
import autocannon from 'autocannon';
import {spawnSync} from 'node:child_process';
import {connect, type Socket} from 'node:net';
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
const GUIDE_REQUESTS = Number(process.env.BENCH_GUIDE_REQUESTS ?? 30_000);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 2200);
const SLOW_READERS = Number(process.env.BENCH_SLOW_READERS ?? 2000);
const SLOW_HOLD_SECONDS = Number(process.env.BENCH_SLOW_HOLD_SECONDS ?? 12);
const PORT = process.env.BENCH_PORT
  ? Number(process.env.BENCH_PORT)
  : undefined;
/** The flood's source address: another client than autocannon's 127.0.0.1. */
const FLOOD_ADDRESS = '127.0.0.2';
const GUIDE = `${BASE}docs/payment-admin/refund`;

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

/** A bounded autocannon run against nginx on 127.0.0.1. */
function run(
  port: number,
  amount: number,
  mix: autocannon.Request[],
): Promise<autocannon.Result> {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS,
        amount,
        requests: mix,
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
}

/**
 * `count` slow-header connections from FLOOD_ADDRESS: each sends a request
 * line, then one header line a second, and is opened again when nginx
 * closes it, until `stop()`.
 */
function flood(port: number, count: number): {stop: () => number} {
  let running = true;
  let opened = 0;
  const sockets = new Set<Socket>();
  const open = () => {
    if (!running) {
      return;
    }
    const socket = connect({
      port,
      host: '127.0.0.1',
      localAddress: FLOOD_ADDRESS,
    });
    sockets.add(socket);
    opened += 1;
    socket.on('connect', () => socket.write(`GET ${GUIDE} HTTP/1.1\r\n`));
    socket.on('error', () => {});
    socket.on('close', () => {
      sockets.delete(socket);
      setTimeout(open, 10);
    });
  };
  for (let index = 0; index < count; index += 1) {
    open();
  }
  const trickle = setInterval(() => {
    for (const socket of sockets) {
      socket.write(`X-Slow-${opened}: 1\r\n`);
    }
  }, 1000);
  return {
    stop: () => {
      running = false;
      clearInterval(trickle);
      for (const socket of sockets) {
        socket.destroy();
      }
      return opened;
    },
  };
}

/**
 * Bytes the kernel holds for the server's side of the connections on
 * `port` (each socket's send queue and receive memory, `ss -m`: w + r), and
 * how many such sockets there are.
 */
function serverSocketMemory(port: number): {bytes: number; sockets: number} {
  const ss = spawnSync(
    'ss',
    ['-tmnH', 'state', 'connected', `( sport = :${port} )`],
    {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024},
  );
  if (ss.status !== 0) {
    throw new Error(`ss failed: ${ss.stderr}`);
  }
  let bytes = 0;
  let sockets = 0;
  for (const match of ss.stdout.matchAll(/skmem:\(([^)]*)\)/g)) {
    sockets += 1;
    const fields = Object.fromEntries(
      match[1]!.split(',').map((field) => {
        const [, name, value] = /^([a-z]+)(\d+)$/.exec(field) ?? [];
        return [name, Number(value)];
      }),
    );
    bytes += (fields.w ?? 0) + (fields.r ?? 0);
  }
  return {bytes, sockets};
}

interface SlowReaders {
  statuses: Record<string, number>;
  /** Highest and last server-side socket memory during the hold. */
  peakBytes: number;
  endBytes: number;
  peakSockets: number;
  stop: () => void;
}

/**
 * `count` connections from FLOOD_ADDRESS that each send one request for
 * `path` (uncompressed, keep-alive) and read nothing after the first chunk
 * of the answer: slow readers. Samples the server's socket memory every
 * 500 ms.
 */
function slowReaders(port: number, count: number, path: string): SlowReaders {
  const result: SlowReaders = {
    statuses: {},
    peakBytes: 0,
    endBytes: 0,
    peakSockets: 0,
    stop: () => {
      clearInterval(sampler);
      for (const socket of sockets) socket.destroy();
    },
  };
  const tally = (key: string) =>
    (result.statuses[key] = (result.statuses[key] ?? 0) + 1);
  const sockets: Socket[] = [];
  for (let index = 0; index < count; index += 1) {
    const socket = connect({
      port,
      host: '127.0.0.1',
      localAddress: FLOOD_ADDRESS,
    });
    sockets.push(socket);
    let answered = false;
    socket.on('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`,
      ),
    );
    socket.once('data', (chunk: Buffer) => {
      answered = true;
      tally(
        /^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1] ?? 'other',
      );
      socket.pause();
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      if (!answered) tally('closed before an answer');
    });
  }
  const sampler = setInterval(() => {
    const {bytes, sockets: open} = serverSocketMemory(port);
    result.peakBytes = Math.max(result.peakBytes, bytes);
    result.peakSockets = Math.max(result.peakSockets, open);
    result.endBytes = bytes;
  }, 500);
  return result;
}

const MB = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));

/** Requests per second over the whole run (autocannon's average is of whole-second buckets, coarse for a run of a few seconds). */
function perSecond(result: autocannon.Result): number {
  return Math.round(result.requests.total / result.duration);
}

function numbers(result: autocannon.Result) {
  return {
    requests: result.requests.total,
    seconds: result.duration,
    requestsPerSecond: perSecond(result),
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

async function main(): Promise<void> {
  const server = await startNginx({port: PORT});
  const {port} = server;
  try {
    const result = await run(port, AMOUNT, requests);

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
    const guide: autocannon.Request[] = [{path: GUIDE, headers: BROWSER}];
    const quiet = await run(port, GUIDE_REQUESTS, guide);
    const flooding = flood(port, FLOOD_CONNECTIONS);
    // Let the flood build up before measuring.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const flooded = await run(port, GUIDE_REQUESTS, guide);
    const floodConnectionsOpened = flooding.stop();
    const slowConnectionFlood = {
      guide: GUIDE,
      floodConnections: FLOOD_CONNECTIONS,
      floodConnectionsOpened,
      withoutFlood: numbers(quiet),
      withFlood: numbers(flooded),
    };
    Object.assign(summary, {slowConnectionFlood});

    const script = asset('assets/js', /^main\.[0-9a-f]+\.js$/);
    const readers = slowReaders(port, SLOW_READERS, script);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const withReaders = await run(port, GUIDE_REQUESTS, guide);
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, SLOW_HOLD_SECONDS * 1000 - 2000)),
    );
    readers.stop();
    const slowReadersSummary = {
      path: script,
      readers: SLOW_READERS,
      from: FLOOD_ADDRESS,
      holdSeconds: SLOW_HOLD_SECONDS,
      statuses: readers.statuses,
      serverSocketsPeak: readers.peakSockets,
      serverSocketMemoryPeakMB: MB(readers.peakBytes),
      serverSocketMemoryEndMB: MB(readers.endBytes),
      guideMeanwhile: numbers(withReaders),
    };
    Object.assign(summary, {slowReaders: slowReadersSummary});
    mkdirSync(join(ROOT, 'bench/results'), {recursive: true});
    writeFileSync(
      join(ROOT, 'bench/results/load.json'),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(autocannon.printResult(result));
    console.log(JSON.stringify(summary, null, 2));
    console.log(
      [
        `| ${GUIDE} | req/s | p99 ms | errors |`,
        '| --- | ---: | ---: | ---: |',
        `| without flood | ${perSecond(quiet)} | ${quiet.latency.p99} | ${quiet.errors + quiet.timeouts + quiet.non2xx} |`,
        `| with ${FLOOD_CONNECTIONS} slow connections from ${FLOOD_ADDRESS} | ${perSecond(flooded)} | ${flooded.latency.p99} | ${flooded.errors + flooded.timeouts + flooded.non2xx} |`,
        `| with ${SLOW_READERS} slow readers from ${FLOOD_ADDRESS} | ${perSecond(withReaders)} | ${withReaders.latency.p99} | ${withReaders.errors + withReaders.timeouts + withReaders.non2xx} |`,
      ].join('\n'),
    );
    console.log(
      `Slow readers: ${JSON.stringify(readers.statuses)}; nginx's sockets held ${MB(readers.peakBytes)} MB at most (${readers.peakSockets} sockets), ${MB(readers.endBytes)} MB after ${SLOW_HOLD_SECONDS} s.`,
    );

    const problems = [
      result.errors > 0 && `${result.errors} connection errors`,
      result.timeouts > 0 && `${result.timeouts} timeouts`,
      result['4xx'] + result['5xx'] > 0 &&
        `${result['4xx']} 4xx and ${result['5xx']} 5xx answers`,
      result.requests.total < AMOUNT &&
        `stopped after ${MAX_SECONDS}s with ${result.requests.total}/${AMOUNT} requests`,
      ...(
        [
          ['without flood', quiet],
          ['with flood', flooded],
          ['with slow readers', withReaders],
        ] as const
      ).map(
        ([name, run]) =>
          run.errors + run.timeouts + run.non2xx > 0 &&
          `guide ${name}: ${run.errors} errors, ${run.timeouts} timeouts, ${run.non2xx} non-2xx`,
      ),
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
