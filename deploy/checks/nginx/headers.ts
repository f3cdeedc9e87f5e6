/** Headers every response carries, and the Content-Security-Policy the build wrote. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {relative} from 'node:path';
import {load} from 'cheerio';
import {htmlFilesOf} from '@paynow-docs/build-kit';
import {
  BASE,
  http,
  raw,
  rawHeaders,
  openssl256,
  mainBundle,
  state,
  type Response,
} from './support.ts';
import {HSTS_OVER_HTTP, SERVER_HEADER, onlyOn} from '../engine.ts';

describe('headers on every response', () => {
  const cases: Array<[string, () => Promise<Response>]> = [
    ['an HTML page', () => http(`${BASE}docs/`)],
    ['a hashed asset', () => http(`${BASE}${mainBundle()}`)],
    ['a 404', () => http(`${BASE}nowhere`)],
    ['a 301', () => http(`${BASE}index.html`)],
    ['a 405', () => http(BASE, {method: 'POST'})],
    ['a 400', () => http(`${BASE}..%2fetc`)],
  ];
  for (const [name, fetch] of cases) {
    test(name, async () => {
      const {headers} = await fetch();
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.equal(headers['x-frame-options'], 'DENY');
      assert.equal(
        headers['referrer-policy'],
        'strict-origin-when-cross-origin',
      );
      assert.match(String(headers['permissions-policy']), /camera=\(\)/);
      assert.match(
        String(headers['content-security-policy']),
        /frame-ancestors 'none'/,
      );
      assert.equal(headers['cross-origin-opener-policy'], 'same-origin');
      assert.equal(headers['cross-origin-resource-policy'], 'same-origin');
      // No version anywhere; on nginx HSTS belongs to the TLS server block only.
      assert.equal(headers.server, SERVER_HEADER);
      assert.equal(headers['strict-transport-security'], HSTS_OVER_HTTP);
      assert.equal(headers['x-powered-by'], undefined);
    });
  }

  // A 416 is finalised by nginx's range filter after the headers filter has
  // run: every `add_header` used to appear twice (COOP and CORP became
  // `same-origin, same-origin`, which browsers reject).
  for (const [name, range] of [
    ['a range past the end', 'bytes=99999999-'],
    ['several ranges', 'bytes=0-1,3-4,6-7'],
  ] as const) {
    test(
      `a Range request for ${name} sends each header once`,
      onlyOn('nginx', 'protocol'),
      async () => {
        const {status, headers} = await rawHeaders(
          `GET ${BASE}${mainBundle()} HTTP/1.1\r\nHost: localhost\r\nRange: ${range}\r\nConnection: close\r\n\r\n`,
        );
        assert.ok([200, 206, 416].includes(status), String(status));
        const names = [...headers.matchAll(/\r\n([^:\r\n]+):/g)].map((match) =>
          match[1]!.toLowerCase(),
        );
        const repeated = names.filter(
          (header, index) => names.indexOf(header) !== index,
        );
        assert.deepEqual(repeated, [], headers);
        assert.match(
          headers,
          /\r\nCross-Origin-Opener-Policy: same-origin\r\n/,
        );
      },
    );
  }

  /** The header names of a raw answer that appear more than once. */
  function repeatedHeaders(headers: string): string[] {
    const names = [...headers.matchAll(/\r\n([^:\r\n]+):/g)].map((match) =>
      match[1]!.toLowerCase(),
    );
    return names.filter((header, index) => names.indexOf(header) !== index);
  }

  /** The ETag nginx sends for `path` in `encoding`. */
  async function etagOf(path: string, encoding: string): Promise<string> {
    const {headers} = await http(path, {
      headers: {'Accept-Encoding': encoding},
    });
    return String(headers.etag);
  }

  // Every status an HTML page, its Markdown copy or an asset can answer
  // with, in every encoding: the page headers (`Content-Language`, `Link`,
  // `Vary`) came twice on a 416, and nginx's own `Vary: Accept-Encoding`
  // came beside the site's `Vary: Accept` on every page.
  const pages = [
    ['an English page', `${BASE}docs/`],
    ['a zh-TW page', `${BASE}zh-TW/docs/`],
    ['a hashed asset', 'main-bundle'],
  ] as const;
  for (const [pageName, page] of pages) {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const statuses: Array<[string, (path: string) => Promise<string>]> = [
        ['200', async () => ''],
        ['206', async () => 'Range: bytes=0-1\r\n'],
        ['416', async () => 'Range: bytes=99999999-\r\n'],
        [
          '304',
          async (path) => `If-None-Match: ${await etagOf(path, encoding)}\r\n`,
        ],
      ];
      for (const [status, extra] of statuses) {
        test(
          `${pageName}, ${encoding}: a ${status} sends each header once`,
          status === '206' || status === '416'
            ? onlyOn('nginx', 'protocol')
            : {},
          async () => {
            const path =
              page === 'main-bundle' ? `${BASE}${mainBundle()}` : page;
            const {status: got, headers} = await rawHeaders(
              `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\n${await extra(path)}Connection: close\r\n\r\n`,
            );
            // A compressed answer has no ranges: nginx sends it whole.
            const expected =
              encoding !== 'identity' && status !== '304'
                ? 200
                : Number(status);
            assert.equal(got, expected, headers);
            assert.deepEqual(repeatedHeaders(headers), [], headers);
            if (page !== 'main-bundle') {
              // A 304 has no Content-Type: the cached answer keeps its language.
              if (status !== '304') {
                assert.match(headers, /\r\nContent-Language: (?:en|zh-TW)\r\n/);
              }
              assert.match(headers, /\r\nVary: Accept, Accept-Encoding\r\n/);
            }
          },
        );
      }
    }
  }

  test('a 404 page sends each header once, in each locale and encoding', async () => {
    for (const path of [`${BASE}nowhere`, `${BASE}zh-TW/nowhere`]) {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const {status, headers} = await rawHeaders(
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: ${encoding}\r\nConnection: close\r\n\r\n`,
        );
        assert.equal(status, 404, headers);
        assert.deepEqual(repeatedHeaders(headers), [], headers);
        assert.match(headers, /\r\nContent-Language: (?:en|zh-TW)\r\n/);
      }
    }
  });

  test('several ranges in one request are not served as a multipart answer', async () => {
    const {status, headers} = await rawHeaders(
      `GET ${BASE}${mainBundle()} HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-1,3-4\r\nConnection: close\r\n\r\n`,
    );
    assert.notEqual(status, 206, headers);
    assert.doesNotMatch(headers, /multipart\/byteranges/);
  });

  test(
    'the 414 of an overlong URL carries them too',
    onlyOn('nginx', 'protocol'),
    async () => {
      const {status, text} = await raw(
        `GET ${BASE}${'a'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      );
      assert.equal(status, 414);
      assert.match(text, /\r\nContent-Security-Policy: default-src 'self'/);
      assert.match(text, /\r\nX-Content-Type-Options: nosniff/);
      assert.doesNotMatch(text, /nginx\/\d/);
    },
  );
});

describe('Content-Security-Policy', () => {
  async function policy(): Promise<Map<string, string[]>> {
    const {headers} = await http(`${BASE}docs/`);
    const header = String(headers['content-security-policy']);
    return new Map(
      header.split(';').map((directive) => {
        const [name, ...values] = directive.trim().split(/\s+/);
        return [name!, values];
      }),
    );
  }

  test('allows this origin only', async () => {
    const csp = await policy();
    assert.deepEqual(csp.get('default-src'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'self'"]);
    assert.deepEqual(csp.get('img-src'), ["'self'", 'data:']);
    assert.deepEqual(csp.get('object-src'), ["'none'"]);
    assert.deepEqual(csp.get('base-uri'), ["'self'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    for (const [name, values] of csp) {
      for (const value of values) {
        assert.doesNotMatch(value, /^(https?:|\*)/, `${name} ${value}`);
      }
    }
  });

  test("scripts: 'self' and the hash of every inline script of the build, no 'unsafe-*'", async () => {
    const scripts = (await policy()).get('script-src')!;
    assert.equal(scripts[0], "'self'");
    assert.ok(
      !scripts.some((value) => value.startsWith("'unsafe")),
      scripts.join(' '),
    );
    // Found with an HTML parser and hashed by openssl, independently of
    // plugins/postbuild.
    const texts = new Set<string>();
    for (const page of htmlFilesOf(state.site)) {
      if (relative(state.site, page) === 'plain-page.html') continue;
      const $ = load(readFileSync(page, 'utf8'));
      $('script:not([src])').each((_, element) => {
        const type = ($(element).attr('type') ?? '').trim().toLowerCase();
        const text = $(element).text();
        if (['', 'text/javascript', 'module'].includes(type) && text) {
          texts.add(text);
        }
      });
    }
    const expected = new Set(
      [...texts].map((text) => `'sha256-${openssl256(text)}'`),
    );
    assert.ok(expected.size >= 1, 'the build has inline scripts (colour mode)');
    assert.deepEqual(new Set(scripts.slice(1)), expected);
  });

  test("no 'unsafe-eval' anywhere", async () => {
    const {headers} = await http(`${BASE}docs/`);
    assert.doesNotMatch(
      String(headers['content-security-policy']),
      /unsafe-eval/,
    );
  });
});

describe('Link: the API catalog (RFC 9727) and the AI catalog on HTML answers', () => {
  const CATALOG = '</.well-known/api-catalog>; rel="api-catalog"';
  const AI_CATALOG = '</.well-known/ai-catalog.json>; rel="ai-catalog"';
  /** The link values of an answer's `Link` headers, as sent (`<a>; rel=x, <b>; rel=y` is two). */
  async function linkLines(path: string): Promise<string[]> {
    const {headers} = await rawHeaders(
      `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
    );
    return headers
      .split('\r\n')
      .filter((line) => /^link:/i.test(line))
      .flatMap((line) => line.replace(/^link:\s*/i, '').split(/,\s*(?=<)/));
  }

  for (const path of [
    `${BASE}`,
    `${BASE}docs/payment-admin/refund`,
    `${BASE}zh-TW/docs/payment-admin/refund`,
    `${BASE}nowhere`,
  ]) {
    test(`${path}: each catalog once, beside the Markdown twin's`, async () => {
      const lines = await linkLines(path);
      for (const catalog of [CATALOG, AI_CATALOG]) {
        assert.equal(
          lines.filter((line) => line === catalog).length,
          1,
          lines.join(' | '),
        );
      }
    });
  }

  for (const path of [
    `${BASE}docs/payment-admin/refund.md`,
    `${BASE}llms.txt`,
    '/.well-known/api-catalog',
    '/.well-known/ai-catalog.json',
    '/llms.txt',
    `${BASE}${'sitemap.xml'}`,
  ]) {
    test(`${path}: not HTML, no catalog Link`, async () => {
      assert.deepEqual(
        (await linkLines(path)).filter(
          (line) => line === CATALOG || line === AI_CATALOG,
        ),
        [],
      );
    });
  }
});
