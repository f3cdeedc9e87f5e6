/**
 * `npm run serve:nginx -- [--port N] [--dir build] [--no-access-log]`
 *
 * Runs Debian's nginx in the foreground on 127.0.0.1 with the shipped site
 * configuration (deploy/nginx/paynow-docs.conf) against the current build.
 * Everything nginx writes (pid, temp files, the rendered configuration) goes
 * to a temporary directory removed on exit, so it runs unprivileged or as
 * root without touching /etc/nginx. Access log on stdout, errors on stderr.
 *
 * Environment: NGINX_PORT (default 4173), NGINX_BIN (default: `nginx` on the
 * PATH, else /usr/sbin/nginx), NGINX_MODULES (default /usr/lib/nginx/modules).
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {CSP_INCLUDE, postbuild} from './postbuild';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The shipped configuration and the two things it says about its host. */
export const SITE_CONF = join(HERE, 'nginx', 'paynow-docs.conf');
const SITE_ROOT = '/var/www/paynow-docs';
/** The `listen` directive of the shipped file (a whole line, not the comment). */
const SITE_LISTEN = /^(\s*)listen 80;$/m;
const BASE_PATH = 'paynow-guideline';

export interface ServeOptions {
  port: number;
  buildDir: string;
  accessLog: boolean;
}

export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ServeOptions {
  const options: ServeOptions = {
    port: Number(env.NGINX_PORT ?? 4173),
    buildDir: 'build',
    accessLog: true,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string?];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined) {
        throw new Error(`${flag} needs a value`);
      }
      return next;
    };
    if (flag === '--port') {
      options.port = Number(value());
    } else if (flag === '--dir') {
      options.buildDir = value();
    } else if (flag === '--no-access-log') {
      options.accessLog = false;
    } else {
      throw new Error(`Unknown option ${argv[i]}`);
    }
  }
  if (
    !Number.isInteger(options.port) ||
    options.port < 1 ||
    options.port > 65535
  ) {
    throw new Error(`Invalid port: ${options.port}`);
  }
  return options;
}

/** The site configuration with this machine's port and document root. */
export function renderSiteConf(
  template: string,
  port: number,
  root: string,
): string {
  if (!SITE_LISTEN.test(template) || !template.includes(`root ${SITE_ROOT};`)) {
    throw new Error(
      `${SITE_CONF} no longer has the lines "listen 80;" and "root ${SITE_ROOT};"`,
    );
  }
  return template
    .replace(SITE_LISTEN, `$1listen 127.0.0.1:${port};`)
    .replaceAll(SITE_ROOT, root);
}

function findNginx(): string {
  if (process.env.NGINX_BIN) {
    return process.env.NGINX_BIN;
  }
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], {
    encoding: 'utf8',
  });
  if (onPath.status === 0 && onPath.stdout.trim()) {
    return onPath.stdout.trim();
  }
  if (existsSync('/usr/sbin/nginx')) {
    return '/usr/sbin/nginx';
  }
  throw new Error(
    'nginx not found. On Debian/Ubuntu: sudo apt-get install nginx libnginx-mod-http-brotli-static (or set NGINX_BIN).',
  );
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const buildDir = resolve(options.buildDir);
  const index = join(buildDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
  // A build made with `npx docusaurus build` has no CSP include yet, and a
  // rebuilt site has stale hashes: regenerate before serving.
  const include = join(buildDir, CSP_INCLUDE);
  if (
    !existsSync(include) ||
    statSync(include).mtimeMs < statSync(index).mtimeMs
  ) {
    console.error('[serve:nginx] running deploy/postbuild.ts on the build');
    postbuild(buildDir);
  }

  const nginx = findNginx();
  const modules = process.env.NGINX_MODULES ?? '/usr/lib/nginx/modules';
  const brotli = join(modules, 'ngx_http_brotli_static_module.so');
  let site = readFileSync(SITE_CONF, 'utf8');
  if (!existsSync(brotli)) {
    console.error(
      `[serve:nginx] ${brotli} is missing (apt-get install libnginx-mod-http-brotli-static): serving gzip only`,
    );
    site = site.replace(/^\s*brotli_static on;$/m, '');
  }

  const temp = mkdtempSync(join(tmpdir(), 'paynow-nginx-'));
  // Worker processes run as `nobody` when started by root: let them in.
  chmodSync(temp, 0o755);
  // The access log goes through a named pipe to our stdout: nginx cannot
  // open /dev/stdout when it is a socket (as under Playwright).
  const accessLog = join(temp, 'access.log');
  if (
    options.accessLog &&
    spawnSync('mkfifo', ['-m', '600', accessLog]).status !== 0
  ) {
    throw new Error(`mkfifo ${accessLog} failed`);
  }
  const www = join(temp, 'www');
  mkdirSync(www);
  symlinkSync(buildDir, join(www, BASE_PATH));
  writeFileSync(
    join(temp, 'paynow-docs.conf'),
    renderSiteConf(site, options.port, www),
  );
  const mimeTypes = [
    '/etc/nginx/mime.types',
    join(dirname(nginx), '../conf/mime.types'),
  ].find((file) => existsSync(file));
  if (!mimeTypes) {
    throw new Error(
      'mime.types of nginx not found (expected /etc/nginx/mime.types)',
    );
  }
  writeFileSync(
    join(temp, 'nginx.conf'),
    [
      existsSync(brotli) ? `load_module ${brotli};` : '',
      'daemon off;',
      'worker_processes 2;',
      `pid ${join(temp, 'nginx.pid')};`,
      'error_log stderr notice;',
      'events { worker_connections 1024; }',
      'http {',
      `  include ${mimeTypes};`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  tcp_nopush on;',
      options.accessLog
        ? `  access_log ${accessLog} combined;`
        : '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${join(temp, kind)};`,
      ),
      `  include ${join(temp, 'paynow-docs.conf')};`,
      '}',
      '',
    ].join('\n'),
  );

  console.error(
    `[serve:nginx] http://127.0.0.1:${options.port}/${BASE_PATH}/ (nginx ${nginx}, config ${temp}/nginx.conf)`,
  );
  const child = spawn(
    nginx,
    ['-p', temp, '-e', 'stderr', '-c', join(temp, 'nginx.conf')],
    {
      stdio: 'inherit',
    },
  );
  if (options.accessLog) {
    process.stdout.on('error', () => {});
    createReadStream(accessLog).pipe(process.stdout);
  }
  const cleanUp = (): void => rmSync(temp, {recursive: true, force: true});
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => child.kill('SIGTERM'));
  }
  child.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 0 : 1));
  });
  child.on('error', (error) => {
    cleanUp();
    console.error(`[serve:nginx] ${error.message}`);
    process.exit(1);
  });
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url)
) {
  try {
    main();
  } catch (error) {
    console.error(`[serve:nginx] ${(error as Error).message}`);
    process.exit(1);
  }
}
