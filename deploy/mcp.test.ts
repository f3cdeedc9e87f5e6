import {test} from 'node:test';
import assert from 'node:assert/strict';
import {assetsOrigin} from '@paynow/docs-mcp/assets-origin';
import {MCP_LIMITS, serveMcp, type McpOptions} from './mcp.ts';

const ENV: McpOptions = {
  baseUrl: '/guides/',
  origin: (site) =>
    assetsOrigin({fetch: async () => new Response('', {status: 404})}, site),
};
const URL_ = 'https://docs.example.com/guides/mcp';

async function errorOf(response: Response): Promise<number> {
  const body = (await response.json()) as {
    jsonrpc: string;
    error: {code: number};
  };
  assert.equal(body.jsonrpc, '2.0');
  return body.error.code;
}

test('MCP_LIMITS.maxBodyBytes: a larger body is refused with 413 before it is parsed', async () => {
  const body = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: 'ping',
    params: {pad: 'x'.repeat(MCP_LIMITS.maxBodyBytes)},
  });
  const response = await serveMcp(
    new Request(URL_, {method: 'POST', body}),
    ENV,
  );
  assert.equal(response.status, 413);
  assert.equal(await errorOf(response), -32600);
});

test('a foreign Origin gets 403 and no CORS header; the site’s own origin its CORS answer', async () => {
  const foreign = await serveMcp(
    new Request(URL_, {
      method: 'POST',
      body: '{}',
      headers: {Origin: 'https://evil.example'},
    }),
    ENV,
  );
  assert.equal(foreign.status, 403);
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  assert.equal(await errorOf(foreign), -32000);
  const own = await serveMcp(
    new Request(URL_, {
      method: 'OPTIONS',
      headers: {Origin: 'https://docs.example.com'},
    }),
    ENV,
  );
  assert.equal(own.status, 204);
  assert.equal(
    own.headers.get('access-control-allow-origin'),
    'https://docs.example.com',
  );
  const listed = await serveMcp(
    new Request(URL_, {
      method: 'OPTIONS',
      headers: {Origin: 'https://app.example'},
    }),
    {...ENV, allowedOrigins: 'https://app.example'},
  );
  assert.equal(listed.status, 204);
});

test('GET (no stream in a stateless server) is 405; bad JSON is a parse error', async () => {
  const get = await serveMcp(new Request(URL_), ENV);
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  assert.equal(await errorOf(get), -32000);
  const bad = await serveMcp(
    new Request(URL_, {method: 'POST', body: '{nope'}),
    ENV,
  );
  assert.equal(bad.status, 400);
  assert.equal(await errorOf(bad), -32700);
});

test('a site that cannot be read is a tool error, never a crash', async () => {
  const response = await serveMcp(
    new Request(URL_, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'Mcp-Protocol-Version': '2025-06-18',
      },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 3,
        method: 'tools/call',
        params: {name: 'search_docs', arguments: {query: 'refund'}},
      }),
    }),
    ENV,
  );
  assert.equal(response.status, 200);
  const body = (await response.json()) as {
    result: {isError: boolean; content: Array<{text: string}>};
  };
  assert.equal(body.result.isError, true);
  assert.match(body.result.content[0]!.text, /No PayNow Docs home page/);
});
