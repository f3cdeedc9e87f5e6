/**
 * The remote MCP endpoint (`<base>mcp`, deploy/mcp.ts) on the engine under
 * test — the Worker on workerd, the Node server through nginx — called with
 * the official MCP SDK client over Streamable HTTP; its answers are
 * compared with the stdio server's (the same createDocsServer over the
 * build folder, in memory).
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import {createDocsServer} from '../../../packages/docs-mcp/src/server.ts';
import {folderOrigin} from '../../../packages/docs-mcp/src/origin.ts';
import {ENGINE} from '../engine.ts';
import {POLICY} from '../../policy.ts';
import {MCP_LIMITS} from '../../mcp.ts';
import {BASE, LOCALES, RECORD, file, state} from '../nginx/support.ts';
import {load} from 'cheerio';
import rootPackage from '../../../package.json' with {type: 'json'};
import mcpPackage from '../../../packages/docs-mcp/package.json' with {type: 'json'};

const endpoint = () => `http://127.0.0.1:${state.port}${BASE}mcp`;

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
