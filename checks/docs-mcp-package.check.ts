/**
 * The published form of the MCP server, as a reader gets it: `npm pack` of
 * packages/docs-mcp (which bundles it), installed into an empty folder, then
 * `npx -y @paynow/docs-mcp --build <build>` started by a real MCP client over
 * stdio: tools/list, a search in each locale and a page. Needs `npm run
 * build` first; runs offline (the tarball has no dependencies to fetch).
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client as ModernClient} from '@modelcontextprotocol/client';
import {StdioClientTransport as ModernStdioTransport} from '@modelcontextprotocol/client/stdio';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = path.join(ROOT, 'packages/docs-mcp');
const BUILD = path.join(ROOT, 'build');
const REFUND = 'docs/payment-admin/refund';

let work = '';
let tarball = '';
let client: Client;
let reader = '';
let readerEnv: Record<string, string> = {};
/** What the 2025 client (`client`) sent, in order. */
const sent2025: string[] = [];

/** Records the method (or `response`) of each message `transport` sends in `log`. */
function recordSends<T extends object>(transport: T, log: string[]): T {
  const target = transport as unknown as {
    send: (message: {method?: string}, options?: unknown) => Promise<void>;
  };
  const send = target.send.bind(transport);
  target.send = (message, options) => {
    log.push(message.method ?? 'response');
    return send(message, options);
  };
  return transport;
}

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, {
    cwd,
    encoding: 'utf8',
    env: {...process.env, npm_config_audit: 'false', npm_config_fund: 'false'},
  });
}

before(async () => {
  if (!existsSync(path.join(BUILD, `${REFUND}.md`))) {
    throw new Error('No build: run `npm run build` first.');
  }
  work = mkdtempSync(path.join(tmpdir(), 'docs-mcp-package-'));
  // `npm pack` runs prepack (the bundle) first; its JSON report comes last.
  const report = npm(['pack', '--json', '--pack-destination', work], PACKAGE);
  const packed = JSON.parse(report.slice(report.lastIndexOf('\n[') + 1)) as {
    filename: string;
    files: {path: string}[];
  }[];
  tarball = path.join(work, packed[0]!.filename);
  reader = path.join(work, 'reader');
  execFileSync('mkdir', [reader]);
  npm(['install', '--offline', tarball], reader);
  // A reader's shell: no TypeScript loader, nothing of this repository.
  readerEnv = Object.fromEntries(
    Object.entries(process.env).filter(
      ([key]) => key !== 'NODE_OPTIONS' && !key.startsWith('npm_'),
    ),
  ) as Record<string, string>;
  client = new Client({name: 'package-check', version: '1.0.0'});
  await client.connect(
    recordSends(new StdioClientTransport(serverCommand()), sent2025),
  );
});

after(async () => {
  await client?.close();
  if (work) rmSync(work, {recursive: true, force: true});
});

/** How a client starts the installed package. */
function serverCommand() {
  return {
    command: 'npx',
    args: ['-y', '@paynow/docs-mcp', '--build', BUILD],
    cwd: reader,
    env: {...readerEnv, npm_config_offline: 'true'},
    stderr: 'ignore' as const,
  };
}

async function call(
  name: string,
  args: Record<string, unknown>,
): Promise<string> {
  const result = (await client.callTool({
    name,
    arguments: args,
  })) as CallToolResult;
  const first = result.content[0];
  const text = first?.type === 'text' ? first.text : '';
  assert.equal(result.isError ?? false, false, text);
  return text;
}

test('the tarball: one bundled script, server.json, README; no TypeScript, no dependencies', () => {
  const installed = path.join(work, 'reader/node_modules');
  assert.deepEqual(
    readdirSync(installed).filter((name) => !name.startsWith('.')),
    ['@paynow'],
  );
  const files = execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8'})
    .trim()
    .split('\n')
    .sort();
  assert.deepEqual(files, [
    'package/README.md',
    'package/dist/paynow-docs-mcp.js',
    'package/package.json',
    'package/server.json',
  ]);
  const manifest = JSON.parse(
    readFileSync(path.join(installed, '@paynow/docs-mcp/package.json'), 'utf8'),
  ) as Record<string, unknown>;
  assert.equal(manifest.dependencies, undefined);
  const server = JSON.parse(
    readFileSync(path.join(installed, '@paynow/docs-mcp/server.json'), 'utf8'),
  ) as {
    name: string;
    version: string;
    packages: {identifier: string; version: string}[];
  };
  // The MCP Registry matches mcpName to server.json's name.
  assert.equal(manifest.mcpName, server.name);
  assert.equal(server.version, manifest.version);
  assert.equal(server.packages[0]!.identifier, manifest.name);
  assert.equal(server.packages[0]!.version, manifest.version);
  const bundle = readFileSync(
    path.join(installed, '@paynow/docs-mcp/dist/paynow-docs-mcp.js'),
    'utf8',
  );
  // Nothing left to load at run time: no TypeScript loader, no .ts import.
  const runtimeImport =
    /(?:from|import\(|require\()\s*["'](?:jiti[^"']*|[^"']+\.tsx?)["']/.exec(
      bundle,
    );
  assert.equal(runtimeImport, null, runtimeImport?.[0]);
});

test('tools/list over stdio', async () => {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((tool) => tool.name).sort(), [
    'get_page',
    'list_pages',
    'search_docs',
  ]);
  assert.match(client.getInstructions() ?? '', /Pet Store API, a sample/);
});

for (const locale of LOCALES) {
  test(`search_docs in ${locale}`, async () => {
    const text = await call('search_docs', {
      query: locale === LOCALES[0] ? 'refund' : '退款',
      locale,
      limit: 3,
    });
    const prefix = `${SITE_URL}${BASE_URL}${locale === LOCALES[0] ? '' : `${locale}/`}`;
    const urls = [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((m) => m[1]!);
    assert.equal(urls.length, 3, text);
    for (const url of urls) assert.ok(url.startsWith(prefix), url);
  });
}

test('get_page of a path without the base path', async () => {
  const text = await call('get_page', {page: `/${REFUND}`});
  assert.equal(text, readFileSync(path.join(BUILD, `${REFUND}.md`), 'utf8'));
});

test('conformance over stdio: a 2026-07-28 client (SDK 2.x) and a 2025-11-25 client (SDK 1.x) get the same answers', async () => {
  const args = {query: '退款', locale: 'zh-TW', limit: 3};
  const old = (await client.callTool({
    name: 'search_docs',
    arguments: args,
  })) as CallToolResult;
  assert.equal(client.getServerVersion()?.name, 'tw.com.paynow/docs-mcp');
  assert.deepEqual(sent2025.slice(0, 2), [
    'initialize',
    'notifications/initialized',
  ]);
  const sent2026: string[] = [];
  const modern = new ModernClient(
    {name: 'conformance-2026', version: '1.0.0'},
    {versionNegotiation: {mode: 'auto'}},
  );
  // A transport of its own (not the SDK's class itself): the probe runs on it.
  class Recorded extends ModernStdioTransport {}
  await modern.connect(recordSends(new Recorded(serverCommand()), sent2026));
  assert.equal(modern.getProtocolEra(), 'modern');
  assert.equal(modern.getNegotiatedProtocolVersion(), '2026-07-28');
  assert.deepEqual(sent2026, ['server/discover']);
  const now = await modern.callTool({name: 'search_docs', arguments: args});
  assert.deepEqual(sent2026, ['server/discover', 'tools/call']);
  assert.deepEqual(now.content, old.content);
  await modern.close();
  console.log(
    `[stdio] 2026-07-28 client sent: ${sent2026.join(', ')}; 2025-11-25 client sent: ${sent2025.join(', ')}`,
  );
});
