/**
 * HTTP-level checks of the shipped nginx configuration
 * (deploy/nginx/paynow-docs.conf, rendered for BASE_URL and SITE_URL), run
 * against the real nginx serving a copy of the current build:
 * `npm run build && npm run test:http`.
 *
 * The copy gets one extra page, `plain-page.html`, for the `/x` → `x.html`
 * rule (Docusaurus writes `x/index.html` only), and a sentinel file next to
 * it that no request may ever read. A second nginx serves the same copy over
 * TLS with a self-signed certificate made for this run.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {connect, type Socket} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, relative} from 'node:path';
import {connect as tlsConnect, type SecureVersion} from 'node:tls';
import {fileURLToPath} from 'node:url';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {load} from 'cheerio';
import {BASE_URL, LOCALES, SITE_URL} from '../site.settings.ts';
import {startNginx, type NginxProcess} from './nginx-process';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'build');
const BASE = BASE_URL;
/** The base path without its trailing slash, e.g. `/paynow-guideline`. */
const BASE_PATH = BASE.replace(/\/$/, '');
const SITE_HOST = new URL(SITE_URL).host;
const SECRET = 'sentinel-outside-the-build-3f9c1a';
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let port = 0;
let server: NginxProcess | undefined;
let tlsServer: NginxProcess | undefined;
let temp = '';
let site = '';
let certificate = '';

/** The whole answer of an HTTP or HTTPS request. */
function readResponse(res: IncomingMessage): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () =>
      resolve({
        status: res.statusCode!,
        headers: res.headers,
        body: Buffer.concat(chunks),
      }),
    );
    res.on('error', reject);
  });
}

/** One request with `path` sent exactly as written (no URL normalisation). */
function http(
  path: string,
  {
    method = 'GET',
    headers = {},
  }: {method?: string; headers?: Record<string, string>} = {},
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(
      {host: '127.0.0.1', port, path, method, headers, agent: false},
      (res) => readResponse(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end();
  });
}

/** Sends `text` as it is on a fresh connection; returns the status code and the whole answer. */
function raw(text: string): Promise<{status: number; text: string}> {
  return rawTo(port, text);
}

function rawTo(
  to: number,
  text: string,
): Promise<{status: number; text: string}> {
  return new Promise((resolve, reject) => {
    const socket = connect(to, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const answer = Buffer.concat(chunks).toString('latin1');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0),
        text: answer,
      });
    });
  });
}

/** Like {@link raw}, returning only the status and the header block. */
async function rawHeaders(
  text: string,
): Promise<{status: number; headers: string}> {
  const answer = await raw(text);
  return {
    status: answer.status,
    headers: answer.text.slice(0, answer.text.indexOf('\r\n\r\n') + 2),
  };
}

/** base64 of the SHA-256 of `text` (UTF-8), computed by openssl. */
function openssl256(text: string): string {
  const result = spawnSync('openssl', ['dgst', '-sha256', '-binary'], {
    input: Buffer.from(text, 'utf8'),
  });
  assert.equal(result.status, 0, String(result.stderr));
  return result.stdout.toString('base64');
}

function file(path: string): Buffer {
  return readFileSync(join(site, path));
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The hashed main bundle, e.g. assets/js/main.96e3ff6e.js. */
function mainBundle(): string {
  const name = readdirSync(join(site, 'assets/js')).find((entry) =>
    /^main\.[0-9a-f]+\.js$/.test(entry),
  );
  assert.ok(name, 'the build has a hashed main bundle');
  return `assets/js/${name}`;
}

function stylesheet(): string {
  const name = readdirSync(join(site, 'assets/css')).find((entry) =>
    entry.endsWith('.css'),
  );
  assert.ok(name, 'the build has a stylesheet');
  return `assets/css/${name}`;
}

before(async () => {
  try {
    readFileSync(join(BUILD, 'index.html'));
    readFileSync(join(BUILD, '.nginx/csp.conf'));
  } catch {
    throw new Error('No complete build: run `npm run build` first.');
  }
  temp = mkdtempSync(join(tmpdir(), 'paynow-http-'));
  // nginx's workers run as `nobody` when the tests run as root.
  chmodSync(temp, 0o755);
  site = join(temp, 'site');
  cpSync(BUILD, site, {recursive: true, preserveTimestamps: true});
  writeFileSync(
    join(site, 'plain-page.html'),
    '<!doctype html><title>Plain</title><h1>A page written as plain-page.html</h1>\n',
  );
  writeFileSync(join(temp, 'secret.txt'), `${SECRET}\n`);
  writeFileSync(join(site, '.secret'), `${SECRET}\n`);
  server = await startNginx({dir: site});
  port = server.port;
  // A throwaway self-signed certificate for the configured host name.
  certificate = join(temp, 'cert.pem');
  const key = join(temp, 'key.pem');
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SITE_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SITE_HOST}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {encoding: 'utf8'},
  );
  assert.equal(openssl.status, 0, `openssl req failed: ${openssl.stderr}`);
  // Readable by nginx's workers (`nobody` when the tests run as root).
  chmodSync(key, 0o644);
  tlsServer = await startNginx({
    dir: site,
    tls: {certificate, certificateKey: key},
  });
});

after(async () => {
  await server?.stop();
  await tlsServer?.stop();
  if (temp) {
    rmSync(temp, {recursive: true, force: true});
  }
});

describe('redirects', () => {
  for (const [from, to] of [
    ['/', BASE],
    ['/?utm=1', `${BASE}?utm=1`],
    [BASE_PATH, BASE],
    [`${BASE}index.html`, BASE],
    [`${BASE}index.html?q=a&b=2`, `${BASE}?q=a&b=2`],
    [`${BASE}docs/payment-admin/index.html`, `${BASE}docs/payment-admin/`],
    [
      `${BASE}docs/payment-admin/refund.html?from=mail`,
      `${BASE}docs/payment-admin/refund?from=mail`,
    ],
    [`${BASE}markdown-page.html`, `${BASE}markdown-page`],
    [`${BASE}plain-page.html`, `${BASE}plain-page`],
  ] as const) {
    test(`${from} → 301 ${to}`, async () => {
      const response = await http(from);
      assert.equal(response.status, 301);
      assert.equal(response.headers.location, to);
    });
  }
});

describe('clean URLs', () => {
  for (const [path, source] of [
    [BASE, 'index.html'],
    [`${BASE}docs/`, 'docs/index.html'],
    [`${BASE}docs/payment-admin/`, 'docs/payment-admin/index.html'],
    [
      `${BASE}docs/payment-admin/refund`,
      'docs/payment-admin/refund/index.html',
    ],
    [
      `${BASE}docs/payment-admin/refund/`,
      'docs/payment-admin/refund/index.html',
    ],
    [`${BASE}markdown-page`, 'markdown-page/index.html'],
    [`${BASE}plain-page`, 'plain-page.html'],
    [`${BASE}sitemap.xml`, 'sitemap.xml'],
  ] as const) {
    test(`${path} → 200 with ${source}`, async () => {
      const response = await http(path);
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, file(source));
    });
  }

  test('HTML is text/html; charset=utf-8', async () => {
    const response = await http(`${BASE}docs/`);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  });

  test('HEAD answers the GET headers without a body', async () => {
    const get = await http(`${BASE}docs/payment-admin/refund`);
    const head = await http(`${BASE}docs/payment-admin/refund`, {
      method: 'HEAD',
    });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-length'], get.headers['content-length']);
    assert.equal(head.headers.etag, get.headers.etag);
    assert.ok(head.headers['content-security-policy']);
  });

  test('a matching If-None-Match answers 304', async () => {
    const first = await http(`${BASE}docs/`);
    assert.ok(first.headers.etag);
    const again = await http(`${BASE}docs/`, {
      headers: {'If-None-Match': first.headers.etag},
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });
});

describe('not found', () => {
  for (const path of [
    `${BASE}docs/no-such-page`,
    `${BASE}no/such/page.png`,
    `${BASE}assets/`,
    `${BASE}404`,
    `${BASE}404.html`,
    `${BASE}.nginx/csp.conf`,
    `${BASE}.secret`,
    `${BASE}.well-known/agent-skills/index.json`,
    '/.well-known/security.txt',
    '/.well-known/agent-skills/',
    `${BASE}page%20with%20space.html`,
    '/elsewhere',
    '/secret.txt',
  ]) {
    test(`${path} → 404 with the site's 404 page`, async () => {
      const response = await http(path);
      assert.equal(response.status, 404);
      assert.equal(
        response.headers['content-type'],
        'text/html; charset=utf-8',
      );
      assert.deepEqual(response.body, file('404.html'));
    });
  }
});

describe('the zh-TW site', {skip: !LOCALES.includes('zh-TW')}, () => {
  for (const path of [
    `${BASE}zh-TW/docs/no-such-page`,
    `${BASE}zh-TW/nowhere`,
    `${BASE}zh-TW/404`,
    `${BASE}zh-TW/404.html`,
  ]) {
    test(`${path} → 404 with the zh-TW 404 page, Content-Language: zh-TW`, async () => {
      const response = await http(path);
      assert.equal(response.status, 404);
      assert.equal(response.headers['content-language'], 'zh-TW');
      assert.deepEqual(response.body, file('zh-TW/404.html'));
    });
  }

  test('pages say their language: Content-Language zh-TW under zh-TW/, en elsewhere, none on assets', async () => {
    assert.equal(
      (await http(`${BASE}zh-TW/docs/`)).headers['content-language'],
      'zh-TW',
    );
    assert.equal(
      (await http(`${BASE}docs/`)).headers['content-language'],
      'en',
    );
    assert.equal(
      (await http(`${BASE}nowhere`)).headers['content-language'],
      'en',
    );
    assert.equal(
      (await http(`${BASE}${mainBundle()}`)).headers['content-language'],
      undefined,
    );
  });
});

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
      // No version anywhere; HSTS belongs to the TLS server block only.
      assert.equal(headers.server, 'nginx');
      assert.equal(headers['strict-transport-security'], undefined);
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
    test(`a Range request for ${name} sends each header once`, async () => {
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
      assert.match(headers, /\r\nCross-Origin-Opener-Policy: same-origin\r\n/);
    });
  }

  test('several ranges in one request are not served as a multipart answer', async () => {
    const {status, headers} = await rawHeaders(
      `GET ${BASE}${mainBundle()} HTTP/1.1\r\nHost: localhost\r\nRange: bytes=0-1,3-4\r\nConnection: close\r\n\r\n`,
    );
    assert.notEqual(status, 206, headers);
    assert.doesNotMatch(headers, /multipart\/byteranges/);
  });

  test('the 414 of an overlong URL carries them too', async () => {
    const {status, text} = await raw(
      `GET ${BASE}${'a'.repeat(10_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    assert.equal(status, 414);
    assert.match(text, /\r\nContent-Security-Policy: default-src 'self'/);
    assert.match(text, /\r\nX-Content-Type-Options: nosniff/);
    assert.doesNotMatch(text, /nginx\/\d/);
  });
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
    // deploy/postbuild.ts.
    const texts = new Set<string>();
    for (const page of htmlFiles(site)) {
      if (relative(site, page) === 'plain-page.html') continue;
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
  test('a 206 of a hashed asset is not stored (a Range request may still end as a 416)', async () => {
    const response = await http(`${BASE}${mainBundle()}`, {
      headers: {Range: 'bytes=0-9'},
    });
    assert.equal(response.status, 206);
    assert.equal(response.body.length, 10);
    assert.equal(response.headers['cache-control'], 'no-store');
  });
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
    test(`a hashed asset URL answering ${expected} to ${name} is never stored`, async () => {
      const {status, headers} = await rawHeaders(text());
      assert.equal(status, expected);
      const cacheControl = [
        ...headers.matchAll(/\r\nCache-Control: ([^\r]*)/gi),
      ].map((match) => match[1]);
      assert.ok(cacheControl.includes('no-store'), cacheControl.join(' | '));
      assert.doesNotMatch(headers, /immutable|max-age/i);
    });
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

  test(`${BASE_PATH}//docs//payment-admin//refund → 301s to the single-slash URL`, async () => {
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
  });

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
    test(`Accept-Encoding: ${encoding} gets the precompressed ${suffix} of JS, CSS and HTML`, async () => {
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
    });
  }

  test('br is preferred when both are accepted', async () => {
    const response = await http(`${BASE}${mainBundle()}`, {
      headers: {'Accept-Encoding': 'gzip, deflate, br'},
    });
    assert.equal(response.headers['content-encoding'], 'br');
  });

  test('no Accept-Encoding: the plain file', async () => {
    const response = await http(`${BASE}${mainBundle()}`);
    assert.equal(response.headers['content-encoding'], undefined);
    assert.deepEqual(response.body, file(mainBundle()));
  });
});

describe('methods', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    test(`${method} → 405 with Allow: GET, HEAD`, async () => {
      const response = await http(`${BASE}docs/`, {method});
      assert.equal(response.status, 405);
      assert.equal(response.headers.allow, 'GET, HEAD');
    });
  }
  test('GET has no Allow header', async () => {
    const response = await http(BASE);
    assert.equal(response.headers.allow, undefined);
  });
});

describe('traversal and malformed requests never leave build/', () => {
  for (const path of [
    `${BASE}../secret.txt`,
    `${BASE}../../../../etc/passwd`,
    `${BASE}./docs/`,
    `/..${BASE}`,
    `${BASE}%2e%2e/secret.txt`,
    `${BASE}%2E%2E/%2E%2E/etc/passwd`,
    `${BASE}.%2e/secret.txt`,
    `${BASE}..%2fsecret.txt`,
    `${BASE}docs%2fpayment-admin%2frefund`,
    `${BASE}%2f..%2f..%2fetc%2fpasswd`,
    `${BASE}..%5csecret.txt`,
    `${BASE}..\\secret.txt`,
    `${BASE}%252e%252e/secret.txt`,
    `${BASE}index.html%00.txt`,
    `${BASE}%c0%ae%c0%ae/secret.txt`,
  ]) {
    test(`${path} → 400 or 404`, async () => {
      const {status, text} = await raw(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      assert.ok(status === 400 || status === 404, `status ${status}`);
      assert.doesNotMatch(text, new RegExp(SECRET));
      assert.doesNotMatch(text, /root:.*:0:0:/);
    });
  }

  test('dot segments and encoded dots or slashes answer 400', async () => {
    for (const path of [
      `${BASE}../secret.txt`,
      `${BASE}%2e%2e/secret.txt`,
      `${BASE}docs%2fpayment-admin%2frefund`,
    ]) {
      const {status} = await raw(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(status, 400, path);
    }
  });

  test('an overlong URL → 414', async () => {
    const response = await http(`${BASE}${'x'.repeat(9000)}`);
    assert.equal(response.status, 414);
  });

  test('an overlong header → 400', async () => {
    const response = await http(BASE, {headers: {'X-Long': 'y'.repeat(9000)}});
    assert.equal(response.status, 400);
  });

  for (const [name, text] of [
    ['a garbage request line', 'GARBAGE\r\n\r\n'],
    ['HTTP/1.1 without Host', `GET ${BASE} HTTP/1.1\r\n\r\n`],
    ['a space in the path', `GET ${BASE}a b HTTP/1.1\r\nHost: x\r\n\r\n`],
    [
      'a path without a leading slash',
      `GET ${BASE.slice(1)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
    ['two Host headers', `GET ${BASE} HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n`],
  ] as const) {
    test(`${name} → 400`, async () => {
      const {status} = await raw(text);
      assert.equal(status, 400);
    });
  }
});

describe('TLS server block', () => {
  /** One HTTPS request, the certificate checked against the one made for this run. */
  function https(path: string, host = SITE_HOST): Promise<Response> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(
        {
          host: '127.0.0.1',
          port: tlsServer!.tlsPort,
          servername: SITE_HOST,
          ca: readFileSync(certificate),
          path,
          headers: {Host: host},
          agent: false,
        },
        (res) => readResponse(res).then(resolve, reject),
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** The protocol a handshake limited to `min`–`max` agrees on, or the error. */
  function handshake(min: SecureVersion, max: SecureVersion): Promise<string> {
    return new Promise((resolve) => {
      const socket = tlsConnect({
        host: '127.0.0.1',
        port: tlsServer!.tlsPort,
        servername: SITE_HOST,
        ca: readFileSync(certificate),
        minVersion: min,
        maxVersion: max,
        // Let this client offer the old protocols, so only the server can refuse them.
        ciphers: 'DEFAULT:@SECLEVEL=0',
      });
      socket.on('secureConnect', () => {
        resolve(String(socket.getProtocol()));
        socket.end();
      });
      socket.on('error', (error) => resolve(`refused: ${error.message}`));
    });
  }

  test('serves the site over HTTPS with HSTS and the security headers', async () => {
    const response = await https(`${BASE}docs/`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, file('docs/index.html'));
    assert.equal(
      response.headers['strict-transport-security'],
      'max-age=63072000; includeSubDomains',
    );
    assert.match(
      String(response.headers['content-security-policy']),
      /frame-ancestors 'none'/,
    );
    assert.equal(
      response.headers['cross-origin-resource-policy'],
      'same-origin',
    );
  });

  test('errors over HTTPS carry HSTS too', async () => {
    const response = await https(`${BASE}nowhere`);
    assert.equal(response.status, 404);
    assert.equal(
      response.headers['strict-transport-security'],
      'max-age=63072000; includeSubDomains',
    );
  });

  for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
    test(`accepts ${version}`, async () => {
      assert.equal(await handshake(version, version), version);
    });
  }

  for (const version of ['TLSv1', 'TLSv1.1'] as const) {
    test(`refuses ${version}`, async () => {
      assert.match(await handshake(version, version), /^refused/);
    });
  }

  test('plain HTTP redirects to HTTPS on the configured host, whatever the Host header', async () => {
    for (const host of [SITE_HOST, 'evil.example', '127.0.0.1']) {
      const {status, text} = await rawTo(
        tlsServer!.port,
        `GET ${BASE}docs/?a=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(status, 301, host);
      assert.match(
        text,
        new RegExp(
          `\\r\\nLocation: https://${SITE_HOST.replace(/\./g, '\\.')}${BASE}docs/\\?a=1\\r\\n`,
        ),
        host,
      );
      assert.doesNotMatch(text, /Strict-Transport-Security/i);
    }
  });
});

describe('one client cannot take every connection', () => {
  /**
   * Sockets that send half a request header and wait, as a slow-header
   * ("slowloris") attack does, all from 127.0.0.1. More than the 2 × 1024
   * connections the workers used to have.
   */
  const SLOW_CONNECTIONS = 2200;

  test(`${SLOW_CONNECTIONS} slow connections from one address: another client is still answered`, async () => {
    const sockets: Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          {length: SLOW_CONNECTIONS},
          () =>
            new Promise<void>((resolve) => {
              const socket = connect(port, '127.0.0.1', () => {
                socket.write(`GET ${BASE} HTTP/1.1\r\nHost: localhost\r\n`);
                resolve();
              });
              socket.on('error', () => resolve());
              sockets.push(socket);
            }),
        ),
      );
      // Give nginx the time to accept them all.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Another client (127.0.0.2, also a loopback address) reads pages,
      // 50 at a time (fewer than the per-address limit).
      const page = () =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port,
              path: `${BASE}docs/payment-admin/refund`,
              localAddress: '127.0.0.2',
              agent: false,
              timeout: 3000,
            },
            (res) =>
              readResponse(res).then(() => resolve(res.statusCode!), reject),
          );
          req.on('timeout', () => req.destroy(new Error('timed out')));
          req.on('error', reject);
          req.end();
        });
      for (let round = 0; round < 4; round += 1) {
        const answers = await Promise.allSettled(
          Array.from({length: 50}, page),
        );
        const problems = answers
          .map((answer) =>
            answer.status === 'fulfilled'
              ? answer.value
              : String((answer.reason as Error).message),
          )
          .filter((answer) => answer !== 200);
        assert.deepEqual(problems, [], `round ${round}`);
      }
    } finally {
      for (const socket of sockets) {
        socket.destroy();
      }
    }
  });
});
