/**
 * One test per limit of limits.ts (the MCP half of the caps table), and the
 * response shapes that ended the process: each is an error that names what
 * was refused, and the process lives on.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {link, mkdtemp, mkdir, rm, symlink, writeFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {budgetedOrigin, inQuery} from './budget.ts';
import {DOCS_MCP_LIMITS} from './limits.ts';
import {OriginError, folderOrigin, siteOrigin, type Origin} from './origin.ts';
import {createDocsServer} from './server.ts';

/** An origin whose every file is `size` bytes, counting its reads. */
function counting(size = 10): Origin & {reads: number} {
  const origin = {
    label: 'counting',
    reads: 0,
    get(_relative: string, maxBytes = Infinity) {
      origin.reads++;
      if (size > maxBytes) {
        return Promise.reject(new OriginError(`larger than ${maxBytes}`));
      }
      return Promise.resolve('x'.repeat(size));
    },
  };
  return origin;
}

describe('read budgets', () => {
  test('MAX_QUERY_FILES: one query reads at most its files, each query anew', async () => {
    const origin = counting();
    const budgeted = budgetedOrigin(origin, {queryFiles: 5});
    const results = await inQuery(() =>
      Promise.allSettled(
        Array.from({length: 3000}, (_, i) => budgeted.get(`shard-${i}.json`)),
      ),
    );
    assert.equal(origin.reads, 5);
    const refused = results.find((result) => result.status === 'rejected');
    assert.match(
      String((refused as PromiseRejectedResult).reason.message),
      /read 5 files .*MAX_QUERY_FILES/,
    );
    await inQuery(() => budgeted.get('again.json'));
    assert.equal(origin.reads, 6);
    assert.equal(DOCS_MCP_LIMITS.MAX_QUERY_FILES, 64);
  });

  test('MAX_QUERY_BYTES: the next read gets only what is left, then none', async () => {
    const origin = counting(40);
    const budgeted = budgetedOrigin(origin, {queryBytes: 100});
    await inQuery(async () => {
      await budgeted.get('a');
      await budgeted.get('b');
      await assert.rejects(budgeted.get('c'), /larger than 20/);
    });
    await inQuery(async () => {
      await budgeted.get('a');
      await budgeted.get('b');
      await budgeted.get('c').catch(() => null);
      await budgeted.get('d').catch(() => null);
    });
    const exhausted = budgetedOrigin(counting(100), {queryBytes: 100});
    await inQuery(async () => {
      await exhausted.get('a');
      await assert.rejects(exhausted.get('b'), /MAX_QUERY_BYTES/);
    });
  });

  test('MAX_SESSION_FILES and MAX_SESSION_BYTES: the whole session, across queries', async () => {
    const files = budgetedOrigin(counting(), {sessionFiles: 3});
    for (let i = 0; i < 3; i++) await inQuery(() => files.get(`f${i}`));
    await assert.rejects(
      inQuery(() => files.get('f3')),
      /\(MAX_SESSION_FILES\); restart the server/,
    );
    const bytes = budgetedOrigin(counting(50), {sessionBytes: 100});
    await inQuery(() => bytes.get('a'));
    await inQuery(() => bytes.get('b'));
    await assert.rejects(
      inQuery(() => bytes.get('c')),
      /MAX_SESSION_BYTES/,
    );
  });
});

describe('responses a client can take', () => {
  const HOME = `<html lang=en><head><link rel=canonical href=https://d.example/b/><meta name=pn-search-index content=/b/i.json></head></html>`;
  const LLMS = `# S\n\n## Pages\n\n- [Big](https://d.example/b/docs/big.md): big.\n`;
  let client: Client;
  before(async () => {
    const files: Record<string, string> = {
      '': HOME,
      'llms.txt': LLMS,
      'llms-full.txt': '"'.repeat(600),
      'docs/big.md': `# Big\n\n${'"'.repeat(600)}`,
    };
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createDocsServer(
      {
        label: 'fake',
        get: (relative) => Promise.resolve(files[relative] ?? null),
      },
      {maxResponseBytes: 1000},
    ).connect(serverSide);
    client = new Client({name: 'limits', version: '1.0.0'});
    await client.connect(clientSide);
  });
  after(() => client.close());

  test('MAX_RESPONSE_BYTES: a page larger as JSON is a tool error, the session lives on', async () => {
    // 606 characters, 1 200+ bytes as JSON: every quote is escaped.
    const result = (await client.callTool({
      name: 'get_page',
      arguments: {page: 'docs/big'},
    })) as CallToolResult;
    assert.equal(result.isError, true);
    const first = result.content[0];
    assert.match(
      first?.type === 'text' ? first.text : '',
      /MiB as JSON, more than .* \(MAX_RESPONSE_BYTES\)/,
    );
    await assert.rejects(
      client.readResource({uri: 'paynow-docs://en/llms-full.txt'}),
      /MAX_RESPONSE_BYTES/,
    );
    const list = (await client.callTool({
      name: 'list_pages',
      arguments: {},
    })) as CallToolResult;
    assert.notEqual(list.isError, true);
    assert.equal(DOCS_MCP_LIMITS.MAX_RESPONSE_BYTES, 8 * 1024 * 1024);
  });
});

describe('hostile response shapes', () => {
  let server: Server;
  let url: string;
  before(async () => {
    server = createServer((request, response) => {
      if (request.url === '/many-codings') {
        response.writeHead(200, {
          'content-encoding': 'gzip, gzip, gzip, gzip, gzip, gzip',
        });
        response.end(Buffer.alloc(200_000, 65));
      } else if (request.url === '/many-codings-cut') {
        // The same, then the site hangs up mid-body: fetch's orphaned
        // stream then threw "other side closed" with nobody listening.
        response.writeHead(200, {
          'content-encoding': 'gzip, gzip, gzip, gzip, gzip, gzip',
          'content-length': '200000',
        });
        response.write(Buffer.alloc(1000, 65));
        setTimeout(() => response.destroy(), 50);
      } else {
        response.writeHead(200, {'content-encoding': 'gzip'});
        response.write(Buffer.from([0x1f, 0x8b, 8, 0]));
        setTimeout(() => response.destroy(), 50);
      }
    });
    await new Promise<void>((resolve) =>
      server.listen(0, '127.0.0.1', resolve),
    );
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  test('more than five content-codings: an error, and the time limit passing later ends nothing', async () => {
    const origin = siteOrigin(url, {timeoutMs: 300});
    await assert.rejects(
      origin.get('many-codings'),
      /refused: 6 content-codings \(at most 2: MAX_CONTENT_CODINGS\)/,
    );
    await assert.rejects(origin.get('many-codings-cut'), /6 content-codings/);
    await assert.rejects(origin.get('cut'), OriginError);
    // Before the fix, the time-out signal fired here and an unhandled
    // 'error' event ended the process (and this test run).
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
});

describe('--build', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docs-mcp-build-'));
    await mkdir(path.join(dir, 'build/docs'), {recursive: true});
    await writeFile(path.join(dir, 'secret.md'), '# Secret\n');
    await writeFile(path.join(dir, 'build/docs/fine.md'), '# Fine\n');
    await symlink('../../secret.md', path.join(dir, 'build/docs/leak.md'));
    await mkdir(path.join(dir, 'outside'));
    await writeFile(path.join(dir, 'outside/page.md'), '# Out\n');
    await symlink('../outside', path.join(dir, 'build/linked'));
    await symlink('fine.md', path.join(dir, 'build/docs/alias.md'));
    await link(
      path.join(dir, 'secret.md'),
      path.join(dir, 'build/docs/hard.md'),
    );
  });
  after(() => rm(dir, {recursive: true, force: true}));

  test('a symbolic link out of the build folder is refused, one inside is read', async () => {
    const origin = folderOrigin(path.join(dir, 'build'));
    await assert.rejects(origin.get('docs/leak.md'), /symbolic link out of/);
    await assert.rejects(origin.get('linked/page.md'), /symbolic link out of/);
    assert.equal(await origin.get('docs/alias.md'), '# Fine\n');
    assert.equal(await origin.get('docs/fine.md'), '# Fine\n');
    assert.equal(await origin.get('docs/none.md'), null);
  });

  test('a hard link (its other name may be outside the build folder) is refused', async () => {
    const origin = folderOrigin(path.join(dir, 'build'));
    await assert.rejects(
      origin.get('docs/hard.md'),
      /Refused docs\/hard\.md: it has 2 hard links/,
    );
  });

  test('MAX_FILE_BYTES: a larger file is refused before it is read', async () => {
    const origin = folderOrigin(path.join(dir, 'build'));
    await assert.rejects(origin.get('docs/fine.md', 4), /larger than 4 bytes/);
    assert.equal(DOCS_MCP_LIMITS.MAX_FILE_BYTES, 32 * 1024 * 1024);
    assert.equal(DOCS_MCP_LIMITS.MAX_CONTENT_CODINGS, 2);
  });
});
