/**
 * The remote MCP endpoint (`<base>mcp`, deploy/mcp.ts) on the engine under
 * test — the Worker on workerd, the Node server through nginx — called with
 * the official MCP SDK client over Streamable HTTP; its answers are
 * compared with the stdio server's (the same createDocsServer over the
 * build folder, in memory).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernTransport,
} from '@modelcontextprotocol/client';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {createDocsServer} from '@paynow/docs-mcp/server';
import {folderOrigin} from '@paynow/docs-mcp/origin';
import {ENGINE} from '../engine.ts';
import {POLICY} from '../../policy.ts';
import {MCP_LIMITS, SERVER_CARD_CACHE, UNSUPPORTED_VERSION} from '../../mcp.ts';
import {serverCardSchema} from '@paynow/docs-mcp/card-schema';
import {PROTOCOL_VERSIONS, SERVER_CARD_TYPE} from '@paynow/docs-mcp/identity';
import {BASE, LOCALES, RECORD, file, state} from '../nginx/support.ts';
import {load} from 'cheerio';
import rootPackage from '../../../package.json' with {type: 'json'};
import mcpPackage from '@paynow/docs-mcp/package.json' with {type: 'json'};

const endpoint = () => `http://127.0.0.1:${state.port}${BASE}mcp`;
const cardUrl = () => `${endpoint()}/server-card`;

/**
 * A fetch that records each HTTP exchange (method, MCP method, status) in
 * `log`: the transcript of a client's conversation, and its round trips.
 */
function recording(log: string[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? await request.clone().text() : '';
    const method = body
      ? (JSON.parse(body) as {method?: string}).method
      : undefined;
    const version = request.headers.get('mcp-protocol-version');
    const response = await fetch(request);
    log.push(
      `${request.method} ${method ?? '-'}${version ? ` [${version}]` : ''} → ${response.status}`,
    );
    return response;
  };
}

/** The 2026-07-28 envelope of a request (what a 2026 client puts in `_meta`). */
function envelope(version: string) {
  return {
    'io.modelcontextprotocol/protocolVersion': version,
    'io.modelcontextprotocol/clientInfo': {name: 'raw', version: '1.0.0'},
    'io.modelcontextprotocol/clientCapabilities': {},
  };
}

const clients = {
  remote: undefined as Client | undefined,
  local: undefined as Client | undefined,
};

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(endpoint(), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      ...headers,
    },
    body,
  });
}

describe(`${ENGINE}: the remote MCP endpoint`, () => {
  before(async () => {
    clients.remote = new Client({name: 'http-check', version: '1.0.0'});
    await clients.remote.connect(
      new StreamableHTTPClientTransport(new URL(endpoint())),
    );
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(folderOrigin(state.site)).connect(serverSide);
    clients.local = new Client({name: 'stdio-reference', version: '1.0.0'});
    await clients.local.connect(clientSide);
  });
  after(async () => {
    await clients.remote?.close();
    await clients.local?.close();
  });

  test('initialize and tools/list: the three read-only tools, no session id', async () => {
    const {tools} = await clients.remote!.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    assert.ok(tools.every((tool) => tool.annotations?.readOnlyHint));
    const {tools: local} = await clients.local!.listTools();
    assert.deepEqual(tools, JSON.parse(JSON.stringify(local)));
    const transport = (
      clients.remote as unknown as {transport: {sessionId?: string}}
    ).transport;
    assert.equal(transport.sessionId, undefined);
  });

  for (const [name, args] of [
    ['search_docs', {query: '退款', locale: 'zh-TW', limit: 3}],
    ['search_docs', {query: 'ATM refund'}],
    ['get_page', {page: 'docs/payment-admin/refund'}],
    ['list_pages', {area: 'payment-admin', locale: 'zh-TW'}],
    ['get_page', {page: 'docs/no-such-page'}],
  ] as const) {
    test(`${name} ${JSON.stringify(args)} answers as the stdio server does`, async () => {
      const remote = await clients.remote!.callTool({name, arguments: args});
      const local = await clients.local!.callTool({name, arguments: args});
      assert.deepEqual(remote, local);
    });
  }

  test('errors are JSON-RPC errors: bad JSON, a body over the cap, GET, a foreign Origin', async () => {
    const bad = await post('{not json');
    assert.equal(bad.status, 400);
    assert.equal(
      ((await bad.json()) as {error: {code: number}}).error.code,
      -32700,
    );
    const big = await post(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'ping',
        params: {pad: 'x'.repeat(MCP_LIMITS.maxBodyBytes)},
      }),
    );
    assert.equal(big.status, 413);
    assert.equal(
      ((await big.json()) as {error: {code: number}}).error.code,
      -32600,
    );
    const get = await fetch(endpoint(), {
      headers: {Accept: 'text/event-stream'},
    });
    assert.equal(get.status, 405);
    assert.ok(((await get.json()) as {error?: unknown}).error);
    const foreign = await post('{}', {Origin: 'https://evil.example'});
    assert.equal(foreign.status, 403);
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    assert.ok(((await foreign.json()) as {error?: unknown}).error);
  });

  test('its answers carry every policy header and are never stored', async () => {
    const response = await post(
      JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
      {'Mcp-Protocol-Version': '2025-06-18'},
    );
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('set-cookie'), null);
    assert.ok(response.headers.get('content-security-policy'));
    for (const rule of POLICY.securityHeaders) {
      assert.equal(response.headers.get(rule.name), rule.value, rule.name);
    }
  });

  test('CORS: the site’s own origin may call it, without credentials', async () => {
    const own = new URL(endpoint()).origin;
    const preflight = await fetch(endpoint(), {
      method: 'OPTIONS',
      headers: {Origin: own, 'Access-Control-Request-Method': 'POST'},
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), own);
    assert.equal(
      preflight.headers.get('access-control-allow-credentials'),
      null,
    );
  });

  test('an unknown method is a JSON-RPC error, never a crash', async () => {
    const response = await post(
      JSON.stringify({jsonrpc: '2.0', id: 7, method: 'tools/nothing'}),
      {'Mcp-Protocol-Version': '2025-06-18'},
    );
    const body = (await response.json()) as {error?: {code: number}};
    assert.equal(body.error?.code, -32601);
  });

  test('conformance, 2026-07-28 (SDK 2.x client): server/discover, then the first tool call in one round trip', async () => {
    const log: string[] = [];
    const client = new ModernClient(
      {name: 'conformance-2026', version: '1.0.0'},
      {versionNegotiation: {mode: 'auto'}},
    );
    await client.connect(
      new ModernTransport(new URL(endpoint()), {fetch: recording(log)}),
    );
    assert.equal(client.getProtocolEra(), 'modern');
    assert.equal(client.getNegotiatedProtocolVersion(), '2026-07-28');
    assert.deepEqual(log, ['POST server/discover [2026-07-28] → 200']);
    const args = {query: '退款', locale: 'zh-TW', limit: 3};
    const result = await client.callTool({
      name: 'search_docs',
      arguments: args,
    });
    assert.deepEqual(log.slice(1), ['POST tools/call [2026-07-28] → 200']);
    const local = await clients.local!.callTool({
      name: 'search_docs',
      arguments: args,
    });
    assert.deepEqual(result.content, local.content);
    // A client that already holds the discover result (say, from the card): one request in all.
    const discover = client.getDiscoverResult()!;
    await client.close();
    const again: string[] = [];
    const primed = new ModernClient({name: 'primed-2026', version: '1.0.0'});
    await primed.connect(
      new ModernTransport(new URL(endpoint()), {fetch: recording(again)}),
      {prior: {kind: 'modern', discover}},
    );
    await primed.callTool({name: 'search_docs', arguments: args});
    assert.deepEqual(again, ['POST tools/call [2026-07-28] → 200']);
    await primed.close();
    console.log(
      `[${ENGINE}] 2026-07-28 transcript: ${[...log, '(primed client)', ...again].join('; ')}`,
    );
  });

  test('conformance, 2025-11-25 (SDK 1.x client): initialize, no session, then the tool call', async () => {
    const log: string[] = [];
    const client = new Client({name: 'conformance-2025', version: '1.0.0'});
    await client.connect(
      new StreamableHTTPClientTransport(new URL(endpoint()), {
        fetch: recording(log),
      }),
    );
    assert.equal(client.getServerVersion()?.name, 'tw.com.paynow/docs-mcp');
    const result = await client.callTool({
      name: 'search_docs',
      arguments: {query: 'ATM refund'},
    });
    const local = await clients.local!.callTool({
      name: 'search_docs',
      arguments: {query: 'ATM refund'},
    });
    assert.deepEqual(result, local);
    await client.close();
    assert.deepEqual(log.slice(0, 2), [
      'POST initialize → 200',
      'POST notifications/initialized [2025-11-25] → 202',
    ]);
    assert.ok(log.includes('POST tools/call [2025-11-25] → 200'), log.join());
    // Its optional SSE stream is refused (stateless: nothing to listen to).
    assert.ok(
      log.every((line) => !line.startsWith('GET') || line.endsWith('405')),
    );
    console.log(`[${ENGINE}] 2025-11-25 transcript: ${log.join('; ')}`);
  });

  test('a protocol version it does not speak: HTTP 400 with -32022 naming the versions it does, in either era', async () => {
    for (const [name, headers, params] of [
      [
        '2026 envelope',
        {'Mcp-Protocol-Version': '2099-01-01', 'Mcp-Method': 'tools/list'},
        {_meta: envelope('2099-01-01')},
      ],
      ['2025 header', {'Mcp-Protocol-Version': '2024-01-01'}, {}],
    ] as const) {
      const response = await post(
        JSON.stringify({jsonrpc: '2.0', id: 1, method: 'tools/list', params}),
        headers,
      );
      assert.equal(response.status, 400, name);
      const body = (await response.json()) as {
        error: {code: number; data: {supported: string[]}};
      };
      assert.equal(body.error.code, UNSUPPORTED_VERSION, name);
      assert.ok(body.error.data.supported.includes('2026-07-28'), name);
    }
  });

  test('GET and DELETE: 405 (no stream, no session)', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(endpoint(), {
        method,
        headers: {Accept: 'text/event-stream'},
      });
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'POST, OPTIONS', method);
      assert.ok(((await response.json()) as {error?: unknown}).error);
    }
  });

  test('issue 50 M-3: a batch of 100 resources/read of llms-full.txt is refused whole, at once', async () => {
    const batch = Array.from({length: 100}, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'resources/read',
      params: {uri: 'paynow-docs://en/llms-full.txt'},
    }));
    const body = JSON.stringify(batch);
    assert.ok(body.length < MCP_LIMITS.maxBodyBytes, `${body.length} bytes`);
    const started = performance.now();
    const response = await post(body, {'Mcp-Protocol-Version': '2025-11-25'});
    const text = await response.text();
    const ms = performance.now() - started;
    assert.equal(response.status, 400);
    assert.ok(text.length < 1024, `${text.length} bytes answered`);
    const answer = JSON.parse(text) as {error: {code: number; message: string}};
    assert.equal(answer.error.code, -32600);
    assert.match(answer.error.message, /MAX_MESSAGES_PER_REQUEST/);
    assert.ok(ms < 2000, `${ms} ms`);
    console.log(
      `[${ENGINE}] 100-message batch (${body.length} bytes): HTTP ${response.status}, ${text.length} bytes in ${ms.toFixed(0)} ms`,
    );
  });

  test('the server card: valid, public, cached an hour, revalidated by a strong ETag, and what server/discover says', async () => {
    const response = await fetch(cardUrl(), {
      headers: {Accept: SERVER_CARD_TYPE, Origin: 'https://elsewhere.example'},
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), SERVER_CARD_TYPE);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    assert.equal(response.headers.get('cache-control'), SERVER_CARD_CACHE);
    assert.equal(response.headers.get('set-cookie'), null);
    for (const rule of POLICY.securityHeaders) {
      assert.equal(response.headers.get(rule.name), rule.value, rule.name);
    }
    const etag = response.headers.get('etag')!;
    assert.match(etag, /^"[0-9a-f]{32}"$/, 'a strong ETag');
    const card = serverCardSchema.parse(await response.json());
    assert.equal(card.remotes![0]!.url, endpoint());
    assert.deepEqual(card.remotes![0]!.supportedProtocolVersions, [
      ...PROTOCOL_VERSIONS,
    ]);
    const again = await fetch(cardUrl(), {headers: {'If-None-Match': etag}});
    assert.equal(again.status, 304);
    assert.equal(again.headers.get('etag'), etag);
    assert.equal(again.headers.get('cache-control'), SERVER_CARD_CACHE);
    const preflight = await fetch(cardUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://elsewhere.example',
        'Access-Control-Request-Method': 'GET',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    const posted = await fetch(cardUrl(), {method: 'POST', body: '{}'});
    assert.equal(posted.status, 405);
    assert.notEqual(posted.headers.get('cache-control'), SERVER_CARD_CACHE);
    // The card does not contradict server/discover.
    const client = new ModernClient(
      {name: 'card-check', version: '1.0.0'},
      {versionNegotiation: {mode: {pin: '2026-07-28'}}},
    );
    await client.connect(new ModernTransport(new URL(card.remotes![0]!.url)));
    const info = client.getServerVersion()!;
    for (const key of ['name', 'title', 'version', 'description'] as const) {
      assert.equal(info[key], card[key], key);
    }
    const offered: readonly string[] =
      card.remotes![0]!.supportedProtocolVersions!;
    for (const version of client.getDiscoverResult()!.supportedVersions) {
      assert.ok(offered.includes(version), version);
    }
    await client.close();
  });

  test('"Use these docs with AI": every configuration runs what exists', async () => {
    const url = `${RECORD.url}${BASE}mcp`;
    const tarball = `paynow-docs-mcp-${mcpPackage.version}.tgz`;
    const bin = Object.keys(mcpPackage.bin)[0];
    for (const locale of LOCALES) {
      const home = locale === LOCALES[0] ? '' : `${locale}/`;
      const $ = load(file(`${home}docs/use-with-ai/index.html`));
      const blocks = $('pre code')
        .toArray()
        .map((element) => $(element).text());
      const page = $('article').text();
      // Not on the registry until a release (deploy/README.md): never `npx -y @paynow/docs-mcp`.
      assert.doesNotMatch(page, /npx -y @paynow\/docs-mcp/, locale);
      assert.ok(page.includes(url), `${locale}: the remote URL ${url}`);
      const remote = blocks.filter((block) => block.includes(url));
      assert.equal(remote.length, 3, `${locale}: Claude Code, Cursor, VS Code`);
      const local = blocks.filter((block) => block.includes(tarball));
      assert.equal(local.length, 2, `${locale}: the tarball configurations`);
      for (const block of local) {
        assert.ok(block.includes('--package') && block.includes(bin!), block);
      }
      assert.ok(page.includes('npm pack -w @paynow/docs-mcp'), locale);
      assert.ok(page.includes('npm run mcp -- --build build'), locale);
    }
    assert.ok(rootPackage.scripts.mcp);
    // The URL the page gives answers MCP at the same path on this server.
    const client = new Client({name: 'page-check', version: '1.0.0'});
    await client.connect(
      new StreamableHTTPClientTransport(
        new URL(new URL(url).pathname, `http://127.0.0.1:${state.port}`),
      ),
    );
    assert.equal((await client.listTools()).tools.length, 3);
    await client.close();
  });
});
