/** Cache headers, double slashes and precompressed files. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {
  BASE,
  BASE_PATH,
  IMMUTABLE,
  http,
  rawHeaders,
  file,
  mainBundle,
  stylesheet,
  type Response,
} from './support.ts';
import {onlyOn} from '../engine.ts';

describe('caching', () => {
  test('hashed JavaScript is immutable for a year', async () => {
    const response = await http(`${BASE}${mainBundle()}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });
  test('hashed CSS is immutable for a year', async () => {
    const response = await http(`${BASE}${stylesheet()}`);
    assert.equal(response.status, 200);
    assert.equal(response.headers['cache-control'], IMMUTABLE);
  });
  test('a 304 of a hashed asset is immutable too', async () => {
    const url = `${BASE}${mainBundle()}`;
    const first = await http(url);
    const again = await http(url, {
      headers: {'If-None-Match': String(first.headers.etag)},
    });
    assert.equal(again.status, 304);
    assert.equal(again.headers['cache-control'], IMMUTABLE);
  });
  test(
    'a 206 of a hashed asset is not stored (a Range request may still end as a 416)',
    onlyOn('nginx', 'protocol'),
    async () => {
      const response = await http(`${BASE}${mainBundle()}`, {
        headers: {Range: 'bytes=0-9'},
      });
      assert.equal(response.status, 206);
      assert.equal(response.body.length, 10);
      assert.equal(response.headers['cache-control'], 'no-store');
    },
  );
  for (const path of [
    BASE,
    `${BASE}docs/payment-admin/refund`,
    `${BASE}sitemap.xml`,
    `${BASE}img/logo.svg`,
    `${BASE}index.html`,
  ]) {
    test(`${path} revalidates`, async () => {
      const response = await http(path);
      assert.equal(response.headers['cache-control'], 'no-cache');
    });
  }

  // An error must never be cached under an asset URL: behind a CDN, one bad
  // request would otherwise break that file for everyone for a year.
  /** One request for an asset under the base path, written out. */
  const assetRequest = (path: string, headers: string, method = 'GET') =>
    `${method} ${BASE}${path} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`;
  const ERRORS: Array<[number, string, () => string]> = [
    [
      400,
      'an oversized header',
      () =>
        assetRequest(
          mainBundle(),
          `Host: localhost\r\nX-Long: ${'y'.repeat(9000)}\r\n`,
        ),
    ],
    [400, 'a bad Host', () => assetRequest(mainBundle(), 'Host: bad/host\r\n')],
    [
      405,
      'a POST',
      () =>
        assetRequest(
          mainBundle(),
          'Host: localhost\r\nContent-Length: 0\r\n',
          'POST',
        ),
    ],
    [
      416,
      'a range past the end',
      () =>
        assetRequest(
          mainBundle(),
          'Host: localhost\r\nRange: bytes=99999999-\r\n',
        ),
    ],
    [
      404,
      'a hashed name that does not exist',
      () => assetRequest('assets/js/main.0000000000.js', 'Host: localhost\r\n'),
    ],
  ];
  for (const [expected, name, text] of ERRORS) {
    test(
      `a hashed asset URL answering ${expected} to ${name} is never stored`,
      expected === 404
        ? {}
        : onlyOn('nginx', expected === 405 ? 'assetOnlyRoutes' : 'protocol'),
      async () => {
        const {status, headers} = await rawHeaders(text());
        assert.equal(status, expected);
        const cacheControl = [
          ...headers.matchAll(/\r\nCache-Control: ([^\r]*)/gi),
        ].map((match) => match[1]);
        assert.ok(cacheControl.includes('no-store'), cacheControl.join(' | '));
        // (HSTS has a max-age of its own: only the cache headers count.)
        assert.doesNotMatch(
          [...headers.matchAll(/\r\n(?:Cache-Control|Expires): [^\r]*/gi)]
            .map((match) => match[0])
            .join(''),
          /immutable|max-age|Expires/i,
        );
      },
    );
  }
  test('a 404 page is never stored', async () => {
    const response = await http(`${BASE}nowhere`);
    assert.equal(response.status, 404);
    assert.equal(response.headers['cache-control'], 'no-store');
  });
});

describe('double slashes', () => {
  /** Follows redirects as a browser would; returns every Location and the last answer. */
  async function follow(
    path: string,
  ): Promise<{hops: string[]; last: Response}> {
    const hops: string[] = [];
    let response = await http(path);
    while (response.status === 301 && hops.length < 10) {
      const location = String(response.headers.location);
      hops.push(location);
      response = await http(location);
    }
    return {hops, last: response};
  }

  test(
    `${BASE_PATH}//docs//payment-admin//refund → 301s to the single-slash URL`,
    onlyOn('nginx', 'urlNormalisation'),
    async () => {
      const {hops, last} = await follow(
        `${BASE_PATH}//docs//payment-admin//refund?from=mail`,
      );
      assert.ok(hops.length >= 1);
      for (const hop of hops) {
        assert.match(hop, /^\/[^/]/, 'a path, never a host');
      }
      assert.equal(hops.at(-1), `${BASE}docs/payment-admin/refund?from=mail`);
      assert.equal(last.status, 200);
      assert.deepEqual(last.body, file('docs/payment-admin/refund/index.html'));
    },
  );

  test('the first answer is a 301, never the page under the wrong URL', async () => {
    const response = await http(`${BASE}docs//payment-admin/`);
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, `${BASE}docs/payment-admin/`);
  });

  test('a leading // stays on this site', async () => {
    const response = await http('//evil.example/x');
    assert.equal(response.status, 301);
    assert.equal(response.headers.location, '/evil.example/x');
  });

  test('slashes in the query are left alone', async () => {
    const response = await http(`${BASE}docs/?next=//x//y`);
    assert.equal(response.status, 200);
  });
});

describe('compression', () => {
  for (const [encoding, suffix, decode] of [
    ['gzip', '.gz', gunzipSync],
    ['br', '.br', brotliDecompressSync],
  ] as const) {
    test(
      `Accept-Encoding: ${encoding} gets the precompressed ${suffix} of JS, CSS and HTML`,
      onlyOn('nginx', 'compression'),
      async () => {
        for (const path of [mainBundle(), stylesheet(), 'docs/index.html']) {
          const url = path.endsWith('index.html')
            ? `${BASE}${path.slice(0, -'index.html'.length)}`
            : `${BASE}${path}`;
          const response = await http(url, {
            headers: {'Accept-Encoding': encoding},
          });
          assert.equal(response.status, 200, url);
          assert.equal(response.headers['content-encoding'], encoding, url);
          assert.match(String(response.headers.vary), /Accept-Encoding/, url);
          assert.deepEqual(response.body, file(`${path}${suffix}`), url);
          assert.deepEqual(Buffer.from(decode(response.body)), file(path), url);
        }
      },
    );
  }

  test(
    'br is preferred when both are accepted',
    onlyOn('nginx', 'compression'),
    async () => {
      const response = await http(`${BASE}${mainBundle()}`, {
        headers: {'Accept-Encoding': 'gzip, deflate, br'},
      });
      assert.equal(response.headers['content-encoding'], 'br');
    },
  );

  test('no Accept-Encoding: the plain file', async () => {
    const response = await http(`${BASE}${mainBundle()}`);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.body, file(mainBundle()));
  });
});
