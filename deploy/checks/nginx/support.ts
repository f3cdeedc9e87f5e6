/**
 * What the HTTP checks of the shipped nginx configuration share: the real
 * nginx serving a copy of the current build (plain HTTP, and a second one
 * over TLS with a self-signed certificate made for this run), requests sent
 * exactly as written, and the base URL and origin the build records
 * (`build/.nginx/build.json`, written by plugins/postbuild).
 *
 * The copy gets one extra page, `plain-page.html`, for the `/x` → `x.html`
 * rule (Docusaurus writes `x/index.html` only), and a sentinel file next to
 * it that no request may ever read.
 */
import {after, before} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
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
import {
  request as httpsRequest,
  type RequestOptions as HttpsRequestOptions,
} from 'node:https';
import {connect} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {CSP_INCLUDE, readBuildRecord} from '@paynow-docs/postbuild/record';
import {type NginxProcess} from '../../nginx-process.ts';
import {ENGINE, startServer} from '../engine.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
/** The build under test: build/, or HTTP_BUILD (a folder relative to the repository). */
export const BUILD = resolve(ROOT, process.env.HTTP_BUILD ?? 'build');
/** What the build was made for. */
export const RECORD = readBuildRecord(BUILD);
export const BASE = RECORD.baseUrl;
/** The base path without its trailing slash, e.g. `/paynow-guideline`. */
export const BASE_PATH = BASE.replace(/\/$/, '');
export const SITE_HOST = new URL(RECORD.url).host;
export const LOCALES = RECORD.locales;
export const SECRET = 'sentinel-outside-the-build-3f9c1a';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The servers of this run and the copy of the build they serve (set before the checks). */
export const state = {
  port: 0,
  server: undefined as NginxProcess | undefined,
  tlsServer: undefined as NginxProcess | undefined,
  temp: '',
  site: '',
  certificate: '',
};

/** The whole answer of an HTTP or HTTPS request. */
export function readResponse(res: IncomingMessage): Promise<Response> {
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

/** The options of one request: its method, headers and body. */
export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Sends one request to 127.0.0.1 with `send` and reads the whole answer. */
function exchange(
  send: typeof httpsRequest,
  options: HttpsRequestOptions,
  body?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = send({host: '127.0.0.1', agent: false, ...options}, (res) =>
      readResponse(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One request with `path` sent exactly as written (no URL normalisation). */
export function http(
  path: string,
  {method = 'GET', headers = {}, body}: RequestOptions = {},
): Promise<Response> {
  return exchange(request, {port: state.port, path, method, headers}, body);
}

/**
 * One request to nginx's HTTPS server for the site's host (another `Host`
 * in `headers` replaces it), the certificate checked against the one made
 * for this run.
 */
export function https(
  path: string,
  {method = 'GET', headers = {}, body}: RequestOptions = {},
): Promise<Response> {
  return exchange(
    httpsRequest,
    {
      port: state.tlsServer!.tlsPort,
      servername: SITE_HOST,
      ca: readFileSync(state.certificate),
      path,
      method,
      headers: {Host: SITE_HOST, ...headers},
    },
    body,
  );
}

/** Sends `text` as it is on a fresh connection; returns the status code and the whole answer. */
export function raw(text: string): Promise<{status: number; text: string}> {
  return rawTo(state.port, text);
}

export function rawTo(
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
export async function rawHeaders(
  text: string,
): Promise<{status: number; headers: string}> {
  const answer = await raw(text);
  return {
    status: answer.status,
    headers: answer.text.slice(0, answer.text.indexOf('\r\n\r\n') + 2),
  };
}

/** base64 of the SHA-256 of `text` (UTF-8), computed by openssl. */
export function openssl256(text: string): string {
  const result = spawnSync('openssl', ['dgst', '-sha256', '-binary'], {
    input: Buffer.from(text, 'utf8'),
  });
  assert.equal(result.status, 0, String(result.stderr));
  return result.stdout.toString('base64');
}

/** A file of the served copy of the build. */
export function file(path: string): Buffer {
  return readFileSync(join(state.site, path));
}

/** The hashed main bundle, e.g. assets/js/main.96e3ff6e.js. */
export function mainBundle(): string {
  const name = readdirSync(join(state.site, 'assets/js')).find((entry) =>
    /^main\.[0-9a-f]+\.js$/.test(entry),
  );
  assert.ok(name, 'the build has a hashed main bundle');
  return `assets/js/${name}`;
}

export function stylesheet(): string {
  const name = readdirSync(join(state.site, 'assets/css')).find((entry) =>
    entry.endsWith('.css'),
  );
  assert.ok(name, 'the build has a stylesheet');
  return `assets/css/${name}`;
}

before(async () => {
  if (
    !existsSync(join(BUILD, 'index.html')) ||
    !existsSync(join(BUILD, CSP_INCLUDE))
  ) {
    throw new Error('No complete build: run `npm run build` first.');
  }
  const temp = mkdtempSync(join(tmpdir(), 'paynow-http-'));
  state.temp = temp;
  // nginx's workers run as `nobody` when the tests run as root.
  chmodSync(temp, 0o755);
  const site = join(temp, 'site');
  state.site = site;
  cpSync(BUILD, site, {recursive: true, preserveTimestamps: true});
  writeFileSync(
    join(site, 'plain-page.html'),
    '<!doctype html><title>Plain</title><h1>A page written as plain-page.html</h1>\n',
  );
  writeFileSync(join(temp, 'secret.txt'), `${SECRET}\n`);
  writeFileSync(join(site, '.secret'), `${SECRET}\n`);
  state.server = await startServer({dir: site, data: join(temp, 'data')});
  state.port = state.server.port;
  // A throwaway self-signed certificate for the configured host name.
  const certificate = join(temp, 'cert.pem');
  state.certificate = certificate;
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
  if (ENGINE !== 'nginx') return;
  state.tlsServer = await startServer({
    dir: site,
    data: join(temp, 'data-tls'),
    tls: {certificate, certificateKey: key},
  });
});

after(async () => {
  await state.server?.stop();
  await state.tlsServer?.stop();
  if (state.temp) {
    rmSync(state.temp, {recursive: true, force: true});
  }
});
