/**
 * A fuzz of the responses a site may send the MCP server in `--site` mode
 * (fixed seed, bounded time; FUZZ_SEED and FUZZ_RUNS override): any status,
 * any content-codings (more than five included), a Content-Length that lies,
 * bodies cut mid-stream, garbage gzip, redirects within and off the site,
 * hostile llms.txt and search manifests. Every answer must be a tool result
 * (an error naming what went wrong, or the page), the process must see no
 * uncaught exception or unhandled rejection (the time-out signal fires after
 * each run), and the other host must never see a request.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {createServer, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {gzipSync} from 'node:zlib';
import fc from 'fast-check';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {siteOrigin} from './origin.ts';
import {createDocsServer} from './server.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 39);
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
/** Print each shape that ended in a tool error, with the error. */
const FUZZ_DEBUG = process.env.FUZZ_DEBUG === 'true';
/** The whole fuzz stops taking new runs after this (CI time). */
const TIME_LIMIT_MS = 25_000;
const TIMEOUT_MS = 400;

interface Shape {
  status: number;
  codings: string[];
  body: 'text' | 'bytes' | 'gzip' | 'garbage-gzip' | 'cut' | 'stall' | 'none';
  lengthLie: number;
  redirect: 'none' | 'inside' | 'away' | 'loop' | 'no-location';
  text: string;
}

const shapeArbitrary: fc.Arbitrary<Shape> = fc.record({
  status: fc.constantFrom(
    200,
    200,
    200,
    204,
    206,
    301,
    302,
    304,
    400,
    404,
    500,
    503,
    999,
  ),
  codings: fc.array(
    fc.constantFrom(
      'gzip',
      'br',
      'deflate',
      'identity',
      'x-unknown',
      'zstd',
      '',
    ),
    {maxLength: 8},
  ),
  body: fc.constantFrom(
    'text',
    'bytes',
    'gzip',
    'garbage-gzip',
    'cut',
    'stall',
    'none',
  ),
  lengthLie: fc.integer({min: -2, max: 2}),
  redirect: fc.constantFrom(
    'none',
    'none',
    'inside',
    'away',
    'loop',
    'no-location',
  ),
  text: fc.string({maxLength: 300, unit: 'binary'}),
});

let current: Shape;
let site: Server;
let other: Server;
let siteUrl: string;
let otherUrl: string;
const otherHits: string[] = [];
const uncaught: unknown[] = [];
const onUncaught = (error: unknown): void => void uncaught.push(error);

function home(): string {
  return `<!doctype html><html lang=en><head><link rel=canonical href=${siteUrl}/base/><link rel=alternate hreflang=en href=${siteUrl}/base/><meta name=pn-search-index content=/base/search/index.json></head></html>`;
}

function llms(): string {
  return `# Fuzz\n\n## Pages\n\n- [Page](${siteUrl}/base/docs/page.md): ${current.text.replace(/\n/g, ' ')}\n- [Other](${otherUrl}/x.md): off the site.\n`;
}

function send(response: ServerResponse, text: string): void {
  const shape = current;
  if (shape.redirect !== 'none' && shape.status >= 300 && shape.status < 400) {
    const location = {
      inside: '/base/docs/page.md',
      away: `${otherUrl}/x.md`,
      loop: '/base/docs/loop.md',
      'no-location': undefined,
    }[shape.redirect];
    response.writeHead(shape.status, location ? {location} : {}).end();
    return;
  }
  let body: Buffer;
  switch (shape.body) {
    case 'gzip':
      body = gzipSync(text);
      break;
    case 'garbage-gzip':
      body = Buffer.concat([
        Buffer.from([0x1f, 0x8b, 8, 0]),
        Buffer.from(shape.text),
      ]);
      break;
    case 'bytes':
      body = Buffer.from(shape.text, 'latin1');
      break;
    case 'none':
      body = Buffer.alloc(0);
      break;
    default:
      body = Buffer.from(text);
  }
  const headers: Record<string, string> = {'content-type': 'text/plain'};
  if (shape.codings.length > 0)
    headers['content-encoding'] = shape.codings.join(', ');
  if (shape.lengthLie !== 0 || shape.body === 'cut') {
    headers['content-length'] = String(
      Math.max(0, body.length + shape.lengthLie * 50),
    );
  }
  try {
    response.writeHead(shape.status, headers);
  } catch {
    response.destroy();
    return;
  }
  if (shape.body === 'stall') {
    response.write(body.subarray(0, 10));
    return;
  }
  if (shape.body === 'cut') {
    response.write(body.subarray(0, Math.floor(body.length / 2)));
    setTimeout(() => response.destroy(), 20);
    return;
  }
  response.end(body);
}

// In a describe: with the unit tests in one process (--test-isolation=none),
// a top-level hook would run for every test file of the run.
describe('docs-mcp --site over fuzzed responses', () => {
  before(async () => {
    process.on('uncaughtException', onUncaught);
    process.on('unhandledRejection', onUncaught);
    other = createServer((request, response) => {
      otherHits.push(request.url ?? '');
      response.end('# Another host\n');
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.3', resolve));
    otherUrl = `http://127.0.0.3:${(other.address() as AddressInfo).port}`;
    site = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      // The home page is sound, so each run reaches the file under test.
      if (path === '/base/') response.end(home());
      else if (path === '/base/llms.txt') send(response, llms());
      else if (path === '/base/search/index.json') send(response, current.text);
      else send(response, `# Page\n\n${current.text}\n`);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.2', resolve));
    siteUrl = `http://127.0.0.2:${(site.address() as AddressInfo).port}`;
  });

  after(async () => {
    process.off('uncaughtException', onUncaught);
    process.off('unhandledRejection', onUncaught);
    site.closeAllConnections();
    other.closeAllConnections();
    await Promise.all([
      new Promise((resolve) => site.close(resolve)),
      new Promise((resolve) => other.close(resolve)),
    ]);
  });

  test(`--site survives ${RUNS} response shapes (seed ${SEED}): every call answers, nothing uncaught, nothing leaves the site`, async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(
      siteOrigin(`${siteUrl}/base/`, {timeoutMs: TIMEOUT_MS}),
    ).connect(serverSide);
    const client = new Client({name: 'fuzz', version: '1.0.0'});
    await client.connect(clientSide);
    const calls = [
      {name: 'get_page', arguments: {page: 'docs/page'}},
      {name: 'list_pages', arguments: {area: 'Pages'}},
      {name: 'search_docs', arguments: {query: 'refund'}},
    ];
    let runs = 0;
    let errors = 0;
    try {
      await fc.assert(
        fc.asyncProperty(
          shapeArbitrary,
          fc.nat({max: 2}),
          async (shape, which) => {
            current = shape;
            runs++;
            const result = (await client.callTool(
              calls[which]!,
            )) as CallToolResult;
            const first = result.content[0];
            assert.equal(first?.type, 'text');
            if (result.isError) {
              errors++;
              if (FUZZ_DEBUG)
                console.log(
                  JSON.stringify(shape).slice(0, 200),
                  first?.type === 'text' ? first.text.slice(0, 200) : '',
                );
              assert.doesNotMatch(
                first?.type === 'text' ? first.text : '',
                /^Unexpected error/,
              );
            }
          },
        ),
        {seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS},
      );
      // Every time-out signal of the runs has fired by now.
      await new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS * 2));
    } finally {
      await client.close();
    }
    console.log(
      `docs-mcp fuzz: ${runs} runs, ${errors} tool errors, seed ${SEED}`,
    );
    assert.deepEqual(uncaught, []);
    assert.deepEqual(otherHits, []);
    assert.ok(
      runs >= Math.min(RUNS, 50),
      `only ${runs} runs in the time limit`,
    );
  });
});
