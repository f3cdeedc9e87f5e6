/**
 * MAX_INDEX_MEMORY_BYTES: a hostile site's valid search files cannot grow
 * the `--site` server's memory over any number of queries. The site's
 * head files are 1 MiB each, mostly small arrays (about 10 MiB once
 * parsed); each query asks for words whose heads no earlier query read.
 * The server runs as a process, as a client starts it, and its resident
 * memory is read after each query. Its heap limit is 256 MiB, four times the
 * cap: room for the kept files and one query's, tight enough that V8
 * collects instead of growing its heap at leisure (with 1 GiB, resident
 * memory drifted 45 MiB here and 85 MiB on CI's machine with nothing kept),
 * and a server that keeps four caps' worth dies at the third query.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {
  chunkIndex,
  INDEX_VERSION,
  shardFile,
  type SearchIndexFile,
  type SearchRecord,
} from '@paynow-docs/search-engine';
import {DOCS_MCP_LIMITS} from './limits.ts';

const MB = 1024 * 1024;
const QUERIES = 50;
const WORDS_PER_QUERY = 5;
const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Word `n`: six letters, far from every other word (no typo reaches another). */
function word(n: number): string {
  let value = (n * 7_919 + 104_729) % 26 ** 6;
  let text = '';
  for (let i = 0; i < 6; i++) {
    text += String.fromCharCode(97 + (value % 26));
    value = Math.floor(value / 26);
  }
  return text;
}

/** A valid index whose every head file is padded to 1 MiB of small arrays. */
function hostileIndex(words: string[]): Map<string, string> {
  const record: SearchRecord = {
    id: 0,
    url: '/base/docs/fine',
    type: 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1: 'Fine', lvl2: null, lvl3: null},
    content: words.join(' '),
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
  const index: SearchIndexFile = {
    version: INDEX_VERSION,
    site: {
      baseUrl: '/base/',
      filters: {language: 'en', tags: ['docs-default-current']},
    } as unknown as SearchIndexFile['site'],
    records: [record],
  };
  const {manifest, files} = chunkIndex(index, {shardChars: 40}).files('.json');
  const padding = `,["~",[${'[0],'.repeat(MB / 4 - 32)}[0]],[]]]`;
  for (const [n] of manifest.chunked.heads.entries()) {
    const file = shardFile(manifest.chunked, `head-${n}`);
    const text = files.get(file)!;
    files.set(file, text.slice(0, -1) + padding);
  }
  files.set('index.json', JSON.stringify(manifest));
  return files;
}

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

describe(
  'MAX_INDEX_MEMORY_BYTES: the --site server over many queries',
  {
    skip: process.platform !== 'linux',
  },
  () => {
    const words = Array.from({length: QUERIES * WORDS_PER_QUERY}, (_, n) =>
      word(n),
    );
    let site: Server;
    let client: Client;
    let transport: StdioClientTransport;
    let served = 0;

    before(async () => {
      const files = hostileIndex(words);
      site = createServer((request, response) => {
        const url = new URL(request.url ?? '/', 'http://x');
        const origin = `http://${request.headers.host}`;
        if (url.pathname === '/base/') {
          response.end(
            `<!doctype html><html lang=en><head><link rel=canonical href=${origin}/base/><meta name=pn-search-index content=/base/index.json></head></html>`,
          );
        } else if (url.pathname === '/base/llms.txt') {
          response.end(
            `# Site\n\n## Docs\n\n- [Fine](${origin}/base/docs/fine.md): A page.\n`,
          );
        } else {
          const text = files.get(url.pathname.slice('/base/'.length));
          if (text === undefined) response.writeHead(404).end();
          else {
            served += text.length;
            response.end(text);
          }
        }
      });
      await new Promise<void>((resolve) =>
        site.listen(0, '127.0.0.1', resolve),
      );
      const {port} = site.address() as AddressInfo;
      transport = new StdioClientTransport({
        command: process.execPath,
        args: [
          '--max-old-space-size=256',
          '--import',
          'jiti/register',
          'packages/docs-mcp/src/cli.ts',
          '--site',
          `http://127.0.0.1:${port}/base/`,
        ],
        cwd: ROOT,
        stderr: 'pipe',
      });
      client = new Client({name: 'memory', version: '1.0.0'});
      await client.connect(transport);
    });

    after(async () => {
      await client.close();
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    });

    test(`${QUERIES} queries, each reading ${WORDS_PER_QUERY} new 1 MiB head files: resident memory stays under the cap`, async () => {
      const cap = DOCS_MCP_LIMITS.MAX_INDEX_MEMORY_BYTES;
      const curve: number[] = [];
      for (let query = 0; query < QUERIES; query++) {
        const asked = words.slice(
          query * WORDS_PER_QUERY,
          (query + 1) * WORDS_PER_QUERY,
        );
        const result = (await client
          .callTool({
            name: 'search_docs',
            arguments: {query: asked.join(' ')},
          })
          .catch((error: unknown) => {
            throw new Error(
              `query ${query + 1}: ${(error as Error).message}; RSS MiB so far ${curve.map((bytes) => Math.round(bytes / MB)).join(' ')}`,
            );
          })) as CallToolResult;
        const first = result.content[0];
        const text = first?.type === 'text' ? first.text : '';
        assert.notEqual(
          result.isError,
          true,
          `query ${query + 1}: ${text}; RSS MiB so far ${curve.map((bytes) => Math.round(bytes / MB)).join(' ')}`,
        );
        assert.match(text, /Fine/);
        curve.push(residentBytes(transport.pid!));
      }
      // The first queries set the working set (one query's files parsed,
      // the heap's room to collect in); past them, memory must not grow by
      // more than the cap, however many new files the site sends.
      const warm = Math.max(...curve.slice(0, 10));
      const later = Math.max(...curve.slice(10));
      console.log(
        `docs-mcp memory over ${QUERIES} queries (${(served / MB).toFixed(0)} MiB served): RSS MiB ${curve.map((bytes) => Math.round(bytes / MB)).join(' ')}; queries 11-${QUERIES} peak ${((later - warm) / MB).toFixed(0)} MiB above queries 1-10, cap ${cap / MB} MiB`,
      );
      assert.ok(
        served > 0.99 * QUERIES * WORDS_PER_QUERY * MB,
        'every head was read',
      );
      assert.ok(
        later - warm < cap,
        `resident memory grew ${((later - warm) / MB).toFixed(0)} MiB after the first 10 queries, more than MAX_INDEX_MEMORY_BYTES (${cap / MB} MiB)`,
      );
    });
  },
);
