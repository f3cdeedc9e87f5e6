/**
 * The MCP server against the current build (`npm run build && npm run
 * test:mcp`), through an in-process MCP client: from the build folder, and
 * from the same build served over HTTP as a deployed site would be; bad input
 * and an unreachable site are tool errors.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, statSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {localePath, routeOfPathname} from '@paynow-docs/build-kit';
import {builtSearch} from '@paynow-docs/search-engine/built';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';
import {keyFacts} from '@paynow-docs/remark-facts';
import {REGISTER} from '../facts/index.ts';
import {MAX_QUERY_LENGTH} from '@paynow/docs-mcp/docs';
import {folderOrigin, siteOrigin, type Origin} from '@paynow/docs-mcp/origin';
import {createDocsServer} from '@paynow/docs-mcp/server';

const BUILD = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../build',
);
const REFUND = 'docs/payment-admin/refund';
const ZH = LOCALES.find((locale) => locale !== LOCALES[0]);

async function connect(origin: Origin): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsServer(origin).connect(serverSide);
  const client = new Client({name: 'check', version: '1.0.0'});
  await client.connect(clientSide);
  return client;
}

async function call(
  client: Client,
  name: string,
  args: Record<string, unknown>,
): Promise<{text: string; isError: boolean}> {
  const result = (await client.callTool({
    name,
    arguments: args,
  })) as CallToolResult;
  const first = result.content[0];
  return {
    text: first?.type === 'text' ? first.text : '',
    isError: result.isError === true,
  };
}

function built(relative: string): string {
  return readFileSync(path.join(BUILD, relative), 'utf8');
}

before(() => {
  if (!existsSync(path.join(BUILD, `${REFUND}.md`))) {
    throw new Error('No build: run `npm run build` first.');
  }
});

describe('from the build folder', () => {
  let client: Client;
  before(async () => {
    client = await connect(folderOrigin(BUILD));
  });
  after(() => client.close());

  test('lists its three tools, each with an input schema', async () => {
    const {tools} = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    assert.deepEqual(Object.keys(search.inputSchema.properties ?? {}).sort(), [
      'area',
      'limit',
      'locale',
      'query',
    ]);
  });

  // The reader's area breaks ties, as the dialog's page does (the e2e
  // test search-area.spec.ts): Merchant flows and Seller functions are
  // equally good for "send bill".
  const FLOWS = 'docs/important-information/seller';
  const SELLER = 'docs/payment-admin/seller';
  const firstUrl = async (args: Record<string, unknown>) => {
    const {text, isError} = await call(client, 'search_docs', {
      query: 'send bill',
      limit: 3,
      ...args,
    });
    assert.equal(isError, false, text);
    return /^ {3}URL: (\S+)$/m.exec(text)?.[1] ?? '';
  };
  for (const [area, page] of [
    ['docs/important-information/buyer', FLOWS],
    [
      `${SITE_URL}${BASE_URL}docs/important-information/buyer#pay-a-bill`,
      FLOWS,
    ],
    ['Important information', FLOWS],
    ['docs/payment-admin/seller', SELLER],
    ['docs/payment-admin', SELLER],
    ['Payment back office', SELLER],
  ]) {
    test(`search_docs "send bill" from the area ${area} finds ${page} first`, async () => {
      assert.ok(
        (await firstUrl({area})).startsWith(`${SITE_URL}${BASE_URL}${page}`),
      );
    });
  }

  test('search_docs: an area never lifts a page above a better match, and an unknown area is a tool error naming the areas', async () => {
    // refund: the seller's page is the better match from any area.
    const {text} = await call(client, 'search_docs', {
      query: 'refund',
      limit: 2,
      area: 'docs/important-information/buyer',
    });
    assert.match(
      text,
      new RegExp(`^ {3}URL: ${SITE_URL}${BASE_URL}${SELLER}`, 'm'),
    );
    for (const area of ['nowhere/at-all', '../etc/passwd', 'x'.repeat(300)]) {
      const refused = await call(client, 'search_docs', {
        query: 'refund',
        area,
      });
      assert.equal(refused.isError, true, refused.text);
      assert.match(refused.text, /Unknown area/);
      assert.match(refused.text, /docs\/payment-admin/);
      assert.ok(refused.text.length < 1000);
    }
  });

  test('search_docs "refund" finds the seller\'s refund first and the buyer\'s ATM refund next, with title, section, URL and snippet', async () => {
    const {text, isError} = await call(client, 'search_docs', {
      query: 'refund',
      limit: 5,
    });
    assert.equal(isError, false, text);
    const urls = [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((m) => m[1]!);
    assert.equal(urls.length, 5, text);
    // A bare "refund" is the merchant's word first (glossary.yaml `first`).
    assert.ok(
      urls[0]!.startsWith(`${SITE_URL}${BASE_URL}docs/payment-admin/seller`),
      `first hit ${urls[0]}`,
    );
    assert.ok(
      urls[1]!.startsWith(`${SITE_URL}${BASE_URL}${REFUND}`),
      `second hit ${urls[1]}`,
    );
    assert.match(text, /^2\. ATM refund for buyers/m);
    assert.match(
      text,
      new RegExp(`Markdown: ${SITE_URL}${BASE_URL}${REFUND}\\.md`),
    );
  });

  test(
    'search_docs in zh-TW searches the zh-TW index',
    {skip: !ZH},
    async () => {
      const {text, isError} = await call(client, 'search_docs', {
        query: 'refund',
        locale: ZH,
        limit: 3,
      });
      assert.equal(isError, false, text);
      for (const [, url] of text.matchAll(/^ {3}URL: (\S+)$/gm)) {
        assert.ok(url!.startsWith(`${SITE_URL}${BASE_URL}${ZH}/`), url);
      }
    },
  );

  // Readers' words, questions and the other language, as assistants pass
  // them: the glossary's synonyms come with the index, so search_docs
  // answers as the site's dialog does.
  for (const [query, page] of [
    ['退費', REFUND],
    ['什麼時候撥款', 'docs/payment-admin/finance'],
    ['when do I get paid', 'docs/payment-admin/finance'],
    ['print label', 'docs/logistics-admin/print-tag'],
  ] as const) {
    test(
      `search_docs "${query}" in zh-TW finds ${page} in the first three`,
      {skip: !ZH},
      async () => {
        const {text, isError} = await call(client, 'search_docs', {
          query,
          locale: ZH,
          limit: 3,
        });
        assert.equal(isError, false, text);
        const urls = [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((m) => m[1]!);
        assert.ok(
          urls.some((url) =>
            url.startsWith(`${SITE_URL}${BASE_URL}${ZH}/${page}`),
          ),
          text,
        );
      },
    );
  }

  // Questions as readers type them, in each language: search_docs shows
  // the pages the site's search shows, in the same order.
  for (const [locale, query] of [
    [LOCALES[0], 'when do I get paid'],
    [LOCALES[0], 'print many shipping labels at once'],
    [LOCALES[0], 'how do I refund a buyer'],
    [ZH, '錢什麼時候會撥到我的帳戶'],
    [ZH, '一次印很多張超商標籤'],
    [ZH, '刷退怎麼做'],
  ] as const) {
    test(
      `search_docs "${query}" (${locale}) answers with the site's pages`,
      {skip: !locale},
      async () => {
        const site = builtSearch(BUILD, locale!);
        const {hits} = await site.engine.search({
          query,
          filters: site.index.site.filters,
          hitsPerPage: 5,
        });
        const {text, isError} = await call(client, 'search_docs', {
          query,
          locale,
          limit: 5,
        });
        assert.equal(isError, false, text);
        const page = (url: string) => url.split('#')[0]!.replace(/\/$/, '');
        const prefix = `${SITE_URL}${site.index.site.baseUrl}`;
        const answered = [...text.matchAll(/^ {3}URL: (\S+)$/gm)].map((m) =>
          page(m[1]!.slice(prefix.length)),
        );
        assert.ok(hits.length > 0, `the site finds nothing for "${query}"`);
        assert.deepEqual(
          answered,
          hits.map((hit) => page(site.pathOf(hit.url))),
        );
      },
    );
  }

  for (const reference of [
    REFUND,
    `${REFUND}.md`,
    `/${REFUND}`,
    `${BASE_URL}${REFUND}/`,
    `${SITE_URL}${BASE_URL}${REFUND}#timing-and-fees`,
  ]) {
    test(`get_page "${reference}" returns the refund guide's Markdown`, async () => {
      const {text, isError} = await call(client, 'get_page', {page: reference});
      assert.equal(isError, false, text);
      assert.equal(text, built(`${REFUND}.md`));
    });
  }

  test(
    'get_page of a zh-TW page returns its zh-TW Markdown',
    {skip: !ZH},
    async () => {
      const {text} = await call(client, 'get_page', {page: `${ZH}/${REFUND}`});
      assert.equal(text, built(`${ZH}/${REFUND}.md`));
    },
  );

  for (const [reference, message] of [
    ['docs/no-such-page', /No page docs\/no-such-page/],
    ['', /Give a page URL or path/],
    ['../../etc/passwd', /Not a path inside the site/],
    ['/etc/passwd', /No page \/etc\/passwd/],
    [`${BASE_URL}%2e%2e/%2e%2e/etc/passwd`, /outside the documentation site/],
    [
      'https://evil.example/paynow-guideline/docs/payment-admin/refund',
      /not this documentation site/,
    ],
    ['file:///etc/passwd', /not this documentation site/],
    [`${BASE_URL}.nginx/csp.conf`, /No page/],
    ['x'.repeat(5000), /longer than/],
  ] as const) {
    test(`get_page "${reference.slice(0, 60)}" is a tool error`, async () => {
      const {text, isError} = await call(client, 'get_page', {page: reference});
      assert.equal(isError, true, text);
      assert.match(text, message);
    });
  }

  for (const [args, message] of [
    [{query: ''}, /empty/],
    [{query: '   '}, /empty/],
    [{query: 'refund '.repeat(40)}, new RegExp(`at most ${MAX_QUERY_LENGTH}`)],
    [{query: 'refund', locale: 'fr'}, /Unknown locale "fr"/],
    [{query: 'refund', limit: 0}, /limit must be/],
    [{query: 'refund', limit: 1000}, /limit must be/],
  ] as const) {
    test(`search_docs ${JSON.stringify(args).slice(0, 60)} is a tool error`, async () => {
      const {text, isError} = await call(client, 'search_docs', args);
      assert.equal(isError, true, text);
      assert.match(text, message);
    });
  }

  test('list_pages: the areas, then an area by title or path segment', async () => {
    const all = await call(client, 'list_pages', {});
    assert.match(all.text, /^- Payment back office \(\d+ pages\)$/m);
    for (const area of ['Payment back office', 'payment-admin']) {
      const {text, isError} = await call(client, 'list_pages', {area});
      assert.equal(isError, false, text);
      assert.match(text, /^## Payment back office$/m);
      assert.ok(text.includes(`(${SITE_URL}${BASE_URL}${REFUND}.md)`), text);
    }
    const unknown = await call(client, 'list_pages', {area: 'no such area'});
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /Unknown area "no such area". Areas: /);
  });

  test("list_pages: an area's key facts are the register's (facts/), in each locale's words and the same order", async () => {
    for (const locale of LOCALES) {
      const {text, isError} = await call(client, 'list_pages', {
        area: 'payment-admin',
        locale,
      });
      assert.equal(isError, false, text);
      const facts = (text.split(/\n### [^\n]+\n\n/)[1] ?? '')
        .split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) =>
          line
            .slice(2)
            .replace(/ \(\[[^\]]*\]\([^)]*\)\)$/, '')
            .replace(/\\(.)/g, '$1'),
        );
      assert.deepEqual(
        facts,
        keyFacts(REGISTER, locale)
          .filter(({page}) => page.startsWith('payment-admin/'))
          .map(({text: fact}) => fact),
        locale,
      );
      assert.ok(facts.length > 0, locale);
    }
  });

  test('llms.txt and llms-full.txt of each locale are resources, llms-full.txt with the key facts', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    for (const locale of LOCALES) {
      for (const file of ['llms.txt', 'llms-full.txt']) {
        const uri = `paynow-docs://${locale}/${file}`;
        assert.ok(uris.includes(uri), uris.join(' '));
        const {contents} = await client.readResource({uri});
        const text = (contents[0] as {text: string}).text;
        assert.equal(text, built(`${localePath(locale, LOCALES[0])}${file}`));
        if (file === 'llms-full.txt') {
          // The register's key facts (facts/), as the site built them.
          assert.match(
            text,
            /\n## (?:Key facts from the pages|頁面上的關鍵資訊)\n/,
          );
        }
      }
    }
  });
});

/** The build over HTTP at `<origin>/<BASE_URL>`, as the deployed site serves it. */
function serveBuild(): Promise<Server> {
  const server = createServer((request, response) => {
    const {pathname} = new URL(request.url!, 'http://x');
    if (!pathname.startsWith(BASE_URL)) {
      response.writeHead(404).end();
      return;
    }
    let file = path.join(BUILD, routeOfPathname(pathname, BASE_URL));
    if (!file.startsWith(BUILD)) {
      response.writeHead(404).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) {
      file = path.join(file, 'index.html');
    }
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200).end(readFileSync(file));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(server)),
  );
}

describe('from a deployed site', () => {
  let http: Server;
  let client: Client;
  before(async () => {
    http = await serveBuild();
    const {port} = http.address() as AddressInfo;
    client = await connect(siteOrigin(`http://127.0.0.1:${port}${BASE_URL}`));
  });
  after(async () => {
    await client.close();
    await new Promise((resolve) => http.close(resolve));
  });

  test('searches and reads pages over HTTP', async () => {
    const search = await call(client, 'search_docs', {
      query: 'refund',
      limit: 3,
    });
    assert.equal(search.isError, false, search.text);
    assert.match(search.text, /ATM refund for buyers/);
    const {port} = http.address() as AddressInfo;
    const page = await call(client, 'get_page', {
      page: `http://127.0.0.1:${port}${BASE_URL}${REFUND}`,
    });
    assert.equal(page.text, built(`${REFUND}.md`));
  });
});

describe('an unreachable site', () => {
  test('a closed port: every tool answers a clear error', async () => {
    // A port that was free a moment ago: nothing listens on it.
    const closed = createServer();
    await new Promise<void>((resolve) =>
      closed.listen(0, '127.0.0.1', resolve),
    );
    const {port} = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const client = await connect(
      siteOrigin(`http://127.0.0.1:${port}/docs/`, {timeoutMs: 2000}),
    );
    for (const [name, args] of [
      ['search_docs', {query: 'refund'}],
      ['get_page', {page: REFUND}],
      ['list_pages', {}],
    ] as const) {
      const {text, isError} = await call(client, name, args);
      assert.equal(isError, true, name);
      assert.match(
        text,
        new RegExp(
          `^Cannot reach the docs site at http://127\\.0\\.0\\.1:${port}/docs/ \\(.+ECONNREFUSED\\)\\.$`,
        ),
        text,
      );
    }
    await client.close();
  });

  test('a site that never answers: a timeout error, not a hang', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) =>
      silent.listen(0, '127.0.0.1', resolve),
    );
    const {port} = silent.address() as AddressInfo;
    const client = await connect(
      siteOrigin(`http://127.0.0.1:${port}/`, {timeoutMs: 300}),
    );
    const {text, isError} = await call(client, 'search_docs', {
      query: 'refund',
    });
    assert.equal(isError, true);
    assert.match(text, /no complete answer within 0\.3 s/);
    await client.close();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});
