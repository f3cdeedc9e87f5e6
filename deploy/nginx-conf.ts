/**
 * Renders the nginx configuration from the template
 * deploy/nginx/paynow-docs.conf for a build, with the base path and host name
 * the build records in `.nginx/build.json` (plugins/postbuild), so the
 * configuration serves the build as it was built. `npm run serve:nginx`
 * (tests, end-to-end suite, bench) and the Docker image both render it here.
 *
 * As a script it lays out the Docker image (Dockerfile):
 *   node --import jiti/register deploy/nginx-conf.ts <out-dir> [--plain]
 * writes <out-dir>/nginx/nginx.conf and <out-dir>/nginx/paynow-docs.conf for
 * the paths of {@link CONTAINER}, copies build/ to <out-dir>/www<baseUrl>,
 * and writes the Node server beside nginx to <out-dir>/node/
 * (deploy/node-server-bundle.ts) with its settings for the container.
 * By default HTTPS on 8443 with plain HTTP on 8080 redirecting to it; with
 * `--plain` the site on plain HTTP 8080, for a TLS-terminating proxy in
 * front (which must then send HSTS itself).
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {readBuildRecord} from '@paynow-docs/postbuild/record';
import {ALL_LOCALES, baseUrlFrom} from '../site.settings.ts';
import {LIMITS as SIGNAL_LIMITS} from '@paynow-docs/reader-signals/contract';
import {errorBody} from '@paynow-docs/reader-signals/handler';
import {
  CLIENT_ADDRESS_HEADER,
  ENDPOINT_PATHS,
  FEEDBACK_PATH,
  MCP_CARD_PATH,
  MCP_PATH,
  NODE_SERVER,
} from './endpoints.ts';
import {MCP_LIMITS, SERVER_CARD_CACHE, rpcErrorBody} from './mcp.ts';
import {POLICY, nginxTokens, regexLiteral} from './policy.ts';
import {isMain} from './process-group.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The shipped template. */
export const SITE_CONF = join(HERE, 'nginx', 'paynow-docs.conf');

export interface TlsOptions {
  /** `listen` value of the HTTPS server, e.g. `8443` or `127.0.0.1:4443`. */
  listen: string;
  certificate: string;
  certificateKey: string;
}

export interface SiteConfOptions {
  /** The site's base path, both slashes (BASE_URL). */
  baseUrl: string;
  /** The public origin (SITE_URL): its host is the server name and the target of the HTTPS redirect. */
  siteUrl: string;
  /** Directory that holds the build at `<root><baseUrl>`. */
  root: string;
  /** `listen` value of plain HTTP: the site, or with `tls` the redirect to HTTPS. */
  httpListen: string;
  /** nginx terminates TLS itself. */
  tls?: TlsOptions;
  /** The site's locales, default first (default: site.settings.ts). */
  locales?: readonly string[];
  /** The Node server's `host:port` (default {@link NODE_SERVER}). */
  nodeServer?: string;
}

/** How nginx passes a request to the Node server (deploy/node-server.ts). */
const PROXY_SETTINGS = [
  'proxy_http_version 1.1;',
  'proxy_set_header Connection "";',
  'proxy_set_header Host $http_host;',
  `proxy_set_header ${CLIENT_ADDRESS_HEADER} $remote_addr;`,
  'proxy_set_header X-Forwarded-Proto $paynow_forwarded_proto;',
  // The Cache-Control of the server block (no-store) is the one sent.
  'proxy_hide_header Cache-Control;',
  'proxy_connect_timeout 2s;',
  'proxy_send_timeout 15s;',
  'proxy_read_timeout 15s;',
  'gzip off;',
];

/** A JSON text for a single-quoted nginx string. */
function nginxQuoted(text: string): string {
  if (/['\\$]/.test(text)) {
    throw new Error(`Cannot quote for nginx: ${text}`);
  }
  return text;
}

/** The locations of one translation's folder, with its own 404 page. */
function localeLocations(baseUrl: string, locale: string): string {
  const notFound = `@paynow_not_found_${locale.toLowerCase().replace(/[^a-z0-9]/g, '_')}`;
  const folder = `${baseUrl}${locale}/`;
  return [
    `location ${folder} {`,
    `        error_page 404 ${notFound};`,
    '        try_files $paynow_markdown $uri $uri/index.html $uri.html =404;',
    '    }',
    `    location = ${folder}${POLICY.notFoundPage}.html {`,
    `        error_page 404 ${notFound};`,
    '        internal;',
    '    }',
    `    location = ${folder}${POLICY.notFoundPage} {`,
    `        error_page 404 ${notFound};`,
    '        return 404;',
    '    }',
    `    location ${notFound} {`,
    `        try_files ${folder}${POLICY.notFoundPage}.html ${baseUrl}${POLICY.notFoundPage}.html =404;`,
    '    }',
  ].join('\n');
}

const BLOCK = /^[ \t]*# <(\/?)(tls|plain|outside-base)>[ \t]*$/;

/** A path or address written into the configuration must not end a directive or open a block. */
function directiveValue(name: string, value: string): string {
  if (!/^[A-Za-z0-9._~/:[\]-]+$/.test(value)) {
    throw new Error(`${name} cannot go into the nginx configuration: ${value}`);
  }
  return value;
}

/** The site configuration rendered from `template` (the text of {@link SITE_CONF}). */
export function renderSiteConf(
  template: string,
  options: SiteConfOptions,
): string {
  const {siteUrl, tls} = options;
  // The same rule as BASE_URL: slashes, letters, digits and ._~- only.
  const baseUrl = baseUrlFrom({BASE_URL: options.baseUrl});
  const root = directiveValue('root', options.root.replace(/\/$/, ''));
  const httpListen = directiveValue('httpListen', options.httpListen);
  const keep = {
    tls: Boolean(tls),
    plain: !tls,
    'outside-base': baseUrl !== '/',
  };
  const lines: string[] = [];
  let open: keyof typeof keep | undefined;
  for (const [index, line] of template.split('\n').entries()) {
    const marker = BLOCK.exec(line);
    if (marker) {
      const [, closing, name] = marker as unknown as [
        string,
        string,
        keyof typeof keep,
      ];
      if (closing ? open !== name : open !== undefined) {
        throw new Error(
          `${SITE_CONF}:${index + 1}: unbalanced block marker "${line.trim()}"`,
        );
      }
      open = closing ? undefined : name;
      continue;
    }
    if (open === undefined || keep[open]) {
      lines.push(line);
    }
  }
  if (open !== undefined) {
    throw new Error(`${SITE_CONF}: block <${open}> is never closed`);
  }
  const [defaultLocale = 'en', ...otherLocales] = (
    options.locales ?? ALL_LOCALES
  ).map((locale) => directiveValue('locale', locale));
  const values: Record<string, string> = {
    ...nginxTokens(),
    DEFAULT_LOCALE: defaultLocale,
    LOCALE_LANGUAGE_RULES: otherLocales
      .map(
        (locale) =>
          `"~^\\d+\\|text/(?:html|markdown)[^|]*\\|${regexLiteral(baseUrl)}${regexLiteral(locale)}/" "${locale}";`,
      )
      .join('\n    '),
    LOCALE_LOCATIONS: otherLocales
      .map((locale) => localeLocations(baseUrl, locale))
      .join('\n    '),
    ALLOWED_METHOD_ENTRIES: POLICY.methods
      .map((method) => `${method} "";`)
      .join('\n    '),
    BASE_URL: baseUrl,
    BASE_URL_RE: regexLiteral(baseUrl),
    FEEDBACK_PATH,
    MCP_PATH,
    MCP_CARD_PATH,
    MCP_CARD_RE: regexLiteral(MCP_CARD_PATH),
    CACHE_SERVER_CARD: SERVER_CARD_CACHE,
    ENDPOINTS_RE: ENDPOINT_PATHS.map(regexLiteral).join('|'),
    NODE_SERVER: directiveValue(
      'nodeServer',
      options.nodeServer ?? `${NODE_SERVER.host}:${NODE_SERVER.port}`,
    ),
    PROXY_SETTINGS: PROXY_SETTINGS.join('\n        '),
    // Twice each endpoint's own cap: its own 413 answers up to there.
    FEEDBACK_NGINX_BODY: String(2 * SIGNAL_LIMITS.bodyBytes),
    MCP_NGINX_BODY: String(2 * MCP_LIMITS.maxBodyBytes),
    FEEDBACK_TOO_LARGE: nginxQuoted(errorBody('too-large')),
    FEEDBACK_DOWN: nginxQuoted(errorBody('unavailable')),
    MCP_TOO_LARGE: nginxQuoted(
      rpcErrorBody(
        -32600,
        `Request body larger than ${MCP_LIMITS.maxBodyBytes} bytes.`,
      ),
    ),
    MCP_DOWN: nginxQuoted(
      rpcErrorBody(
        -32603,
        'The MCP server is restarting; try again in a few seconds.',
      ),
    ),
    // While the Node server restarts, an unknown .md still answers in Markdown.
    MARKDOWN_DOWN: nginxQuoted(
      `# Page not found (找不到頁面)\n\nEvery page is listed in [llms.txt](${baseUrl}llms.txt).\n`,
    ),
    BASE_PATH: baseUrl.replace(/\/$/, ''),
    SERVER_NAME: directiveValue('siteUrl', new URL(siteUrl).host),
    ROOT: root,
    HTTP_LISTEN: httpListen,
    // Only inside the `<tls>` blocks, which plain HTTP leaves out.
    ...(tls && {
      HTTPS_LISTEN: directiveValue('tls.listen', tls.listen),
      TLS_CERTIFICATE: directiveValue('tls.certificate', tls.certificate),
      TLS_CERTIFICATE_KEY: directiveValue(
        'tls.certificateKey',
        tls.certificateKey,
      ),
    }),
  };
  // Comments keep their tokens: they document the template.
  return lines
    .map((line) =>
      /^\s*#/.test(line)
        ? line
        : line.replace(/@([A-Z_]+)@/g, (token, name: string) => {
            const value = values[name];
            if (value === undefined) {
              throw new Error(
                `${SITE_CONF}: ${token} has no value here (unknown, or outside a <tls> block)`,
              );
            }
            return value;
          }),
    )
    .join('\n');
}

/** Connections per nginx worker (was 1024: one client with 2 100 slow sockets took them all). */
export const WORKER_CONNECTIONS = 8192;

export interface MainConfOptions {
  /** The rendered site configuration to include. */
  siteConf: string;
  mimeTypes: string;
  pidFile: string;
  /** Directory for nginx's request-body and proxy temporary files. */
  tempDir: string;
  /** A file path, or `off`. */
  accessLog: string;
  /** The brotli_static module, when installed. */
  brotliModule?: string;
  workerProcesses: string;
}

/**
 * The main nginx.conf around the site configuration: foreground, errors on
 * stderr, pid and temporary files where an unprivileged user can write. No
 * `user` directive: the image starts nginx as an unprivileged user, and a
 * master started by root (some CI machines) gives its workers to `nobody`.
 */
export function renderMainConf(options: MainConfOptions): string {
  return [
    ...(options.brotliModule ? [`load_module ${options.brotliModule};`] : []),
    'daemon off;',
    `worker_processes ${options.workerProcesses};`,
    `pid ${options.pidFile};`,
    'error_log stderr notice;',
    // Room for a flood of idle connections from one client (each times out
    // after client_header_timeout); the file limit covers each connection's
    // socket plus the file it sends.
    `worker_rlimit_nofile ${WORKER_CONNECTIONS * 2};`,
    `events { worker_connections ${WORKER_CONNECTIONS}; }`,
    'http {',
    `  include ${options.mimeTypes};`,
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  tcp_nopush on;',
    options.accessLog === 'off'
      ? '  access_log off;'
      : `  access_log ${options.accessLog} combined;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${join(options.tempDir, kind)};`,
    ),
    `  include ${options.siteConf};`,
    '}',
    '',
  ].join('\n');
}

/** Where the Docker image keeps things (Dockerfile). */
export const CONTAINER = {
  confDir: '/etc/nginx/paynow',
  root: '/var/www/paynow-docs',
  httpPort: 8080,
  httpsPort: 8443,
  certificate: '/etc/nginx/tls/fullchain.pem',
  certificateKey: '/etc/nginx/tls/privkey.pem',
  mimeTypes: '/etc/nginx/mime.types',
  brotliModule: '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  // Writable by the unprivileged user, also as a tmpfs on a read-only root.
  tempDir: '/tmp',
  /** The Node server's bundle, migrations and settings (deploy/node-server-bundle.ts). */
  nodeDir: '/opt/paynow-docs',
  /** Reader signals' database: a volume owned by the unprivileged user. */
  dataDir: '/var/lib/paynow-docs',
} as const;

/** The image's nginx.conf and site configuration, for these settings. */
export function containerConf(
  template: string,
  {tls, baseUrl, siteUrl}: {tls: boolean; baseUrl: string; siteUrl: string},
): {'nginx.conf': string; 'paynow-docs.conf': string} {
  return {
    'nginx.conf': renderMainConf({
      siteConf: `${CONTAINER.confDir}/paynow-docs.conf`,
      mimeTypes: CONTAINER.mimeTypes,
      pidFile: `${CONTAINER.tempDir}/nginx.pid`,
      tempDir: CONTAINER.tempDir,
      accessLog: '/dev/stdout',
      brotliModule: CONTAINER.brotliModule,
      workerProcesses: 'auto',
    }),
    'paynow-docs.conf': renderSiteConf(template, {
      baseUrl,
      siteUrl,
      root: CONTAINER.root,
      httpListen: String(CONTAINER.httpPort),
      tls: tls
        ? {
            listen: String(CONTAINER.httpsPort),
            certificate: CONTAINER.certificate,
            certificateKey: CONTAINER.certificateKey,
          }
        : undefined,
    }),
  };
}

if (isMain(import.meta.url)) {
  const [outDir, ...flags] = process.argv.slice(2);
  if (!outDir || flags.some((flag) => flag !== '--plain')) {
    console.error('Usage: deploy/nginx-conf.ts <out-dir> [--plain]');
    process.exit(1);
  }
  if (!existsSync('build/index.html')) {
    console.error('No build in build/: run `npm run build` first.');
    process.exit(1);
  }
  const {baseUrl, url: siteUrl} = readBuildRecord('build');
  const files = containerConf(readFileSync(SITE_CONF, 'utf8'), {
    tls: !flags.includes('--plain'),
    baseUrl,
    siteUrl,
  });
  mkdirSync(join(outDir, 'nginx'), {recursive: true});
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(outDir, 'nginx', name), text);
  }
  cpSync('build', join(outDir, 'www', baseUrl), {recursive: true});
  const {bundleNodeServer} = await import('./node-server-bundle.ts');
  await bundleNodeServer(join(outDir, 'node'), {
    NODE_SERVER_PORT: String(NODE_SERVER.port),
    DATA_DIR: CONTAINER.dataDir,
    BUILD_DIR: `${CONTAINER.root}${baseUrl}`,
  });
  console.log(
    `[nginx-conf] ${outDir}: ${flags.includes('--plain') ? 'plain HTTP' : 'HTTPS'} for ${siteUrl}${baseUrl}`,
  );
}
