/**
 * `npm run serve:nginx -- [--port N] [--dir build] [--no-access-log]
 *                        [--node-port N] [--data DIR]
 *                        [--tls-port N --tls-cert FILE --tls-key FILE]`
 *
 * Runs Debian's nginx in the foreground on 127.0.0.1 with the shipped site
 * configuration (deploy/nginx/paynow-docs.conf, rendered by
 * deploy/nginx-conf.ts for the base URL and origin the build records in
 * `.nginx/build.json`) against the build. With the --tls-* options it serves
 * HTTPS on the TLS port and answers plain HTTP on --port with the redirect to
 * the site's host, as in production.
 * Everything nginx writes (pid, temp files, the rendered configuration) goes
 * to a temporary directory removed on exit, so it runs unprivileged or as
 * root without touching /etc/nginx. Access log on stdout, errors on stderr.
 * Beside nginx, in its process group, runs the Node server that answers
 * reader signals and the MCP endpoint (deploy/node-server.ts, started again
 * if it stops: deploy/with-node-server.sh) on 127.0.0.1:--node-port (default
 * NODE_SERVER_PORT, else a free port), its database in --data (default
 * DATA_DIR, else `data/`).
 *
 * Environment: NGINX_PORT (default 4173), NGINX_BIN (default: `nginx` on the
 * PATH, else /usr/sbin/nginx), NGINX_MODULES (default /usr/lib/nginx/modules),
 * NODE_SERVER_PORT, DATA_DIR.
 */
import {spawn, spawnSync} from 'node:child_process';
import {
  chmodSync,
  cpSync,
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {CSP_INCLUDE, readBuildRecord} from '@paynow-docs/postbuild/record';
import {isMain, runMain, superviseGroup, watchParent} from './process-group.ts';
import {freePort} from './server-process.ts';
import {
  SITE_CONF,
  renderMainConf,
  renderSiteConf,
  type TlsOptions,
} from './nginx-conf';

export interface ServeOptions {
  port: number;
  buildDir: string;
  accessLog: boolean;
  /** The Node server's port; a free one when unset. */
  nodePort?: number;
  /** The Node server's data folder (reader signals' database). */
  dataDir: string;
  tls?: {port: number; certificate: string; certificateKey: string};
}

export function checkPort(port: number): number {
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Invalid port: ${port}`);
  }
  return port;
}

export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): ServeOptions {
  const options: ServeOptions = {
    port: Number(env.NGINX_PORT ?? 4173),
    buildDir: 'build',
    accessLog: true,
    nodePort: env.NODE_SERVER_PORT ? Number(env.NODE_SERVER_PORT) : undefined,
    dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? 'data'),
  };
  const tls: Partial<
    Record<'port' | 'certificate' | 'certificateKey', string>
  > = {};
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string?];
    const value = (): string => {
      const next = inline ?? argv[++i];
      if (next === undefined) throw new Error(`${flag} needs a value`);
      return next;
    };
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--dir') options.buildDir = value();
    else if (flag === '--node-port') options.nodePort = Number(value());
    else if (flag === '--data') options.dataDir = resolve(value());
    else if (flag === '--no-access-log') options.accessLog = false;
    else if (flag === '--tls-port') tls.port = value();
    else if (flag === '--tls-cert') tls.certificate = value();
    else if (flag === '--tls-key') tls.certificateKey = value();
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  checkPort(options.port);
  if (options.nodePort !== undefined) checkPort(options.nodePort);
  if (Object.keys(tls).length > 0) {
    if (!tls.port || !tls.certificate || !tls.certificateKey) {
      throw new Error(
        'HTTPS needs all of --tls-port, --tls-cert and --tls-key',
      );
    }
    options.tls = {
      port: checkPort(Number(tls.port)),
      certificate: resolve(tls.certificate),
      certificateKey: resolve(tls.certificateKey),
    };
  }
  return options;
}

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

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

/**
 * Resolves when `port` on 127.0.0.1 is free; else fails with a message that
 * says what to do (a server left running, or workers of an earlier nginx).
 */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} on 127.0.0.1 is already in use: stop the server that holds it (\`ss -ltnp 'sport = :${port}'\` shows it; nginx workers left by an earlier run count too) or choose another port with --port.`
            : `Port ${port} on 127.0.0.1 cannot be used: ${error.message}`,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * The first folder on the way to `dir` that other users (nginx's workers
 * run as `nobody` when the master is started by root) cannot enter or
 * read; `undefined` when they can reach it all.
 */
export function closedToOthers(dir: string): string | undefined {
  const real = realpathSync(dir);
  const folders: string[] = [];
  for (let folder = real; ; folder = dirname(folder)) {
    folders.unshift(folder);
    if (dirname(folder) === folder) break;
  }
  for (const folder of folders) {
    const mode = statSync(folder).mode;
    const needed = folder === real ? 0o005 : 0o001;
    if ((mode & needed) !== needed) {
      return folder;
    }
  }
  return undefined;
}

/** Copies `from` to `to` readable by everyone (directories 755, files 644). */
function copyReadable(from: string, to: string): void {
  cpSync(from, to, {recursive: true, dereference: true});
  const open = (path: string): void => {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path, {withFileTypes: true})) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) open(child);
      else chmodSync(child, 0o644);
    }
  };
  open(to);
}

async function main(): Promise<void> {
  // Until nginx runs, an orphaned start just stops.
  const stopWatchingParent = watchParent(() => process.exit(1));
  const options = parseArgs(process.argv.slice(2));
  const buildDir = resolve(options.buildDir);
  const index = join(buildDir, 'index.html');
  if (!existsSync(index)) {
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  }
  // Every build writes its CSP include and its record (plugins/postbuild).
  const {baseUrl, url: siteUrl} = readBuildRecord(buildDir);
  if (!existsSync(join(buildDir, CSP_INCLUDE))) {
    throw new Error(`${join(buildDir, CSP_INCLUDE)} is missing: rebuild.`);
  }

  const nginx = findNginx();
  await assertPortFree(options.port);
  const nodePort = options.nodePort ?? (await freePort());
  await assertPortFree(nodePort);
  if (options.tls) {
    await assertPortFree(options.tls.port);
  }
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
  // The build appears at <www><baseUrl>, where the configuration looks:
  // a link to it, or, when nginx's workers could not read it (started by
  // root, they run as `nobody`; a checkout under /root or in a private
  // folder is closed to them and every page would be a 403), a copy.
  const www = join(temp, 'www');
  const sitePath = join(www, baseUrl).replace(/\/$/, '');
  mkdirSync(dirname(sitePath), {recursive: true});
  const closed =
    process.getuid?.() === 0 ? closedToOthers(buildDir) : undefined;
  if (closed) {
    console.error(
      `[serve:nginx] nginx's workers (user nobody) cannot enter ${closed}: serving a copy of ${buildDir} from ${temp}`,
    );
    copyReadable(buildDir, sitePath);
  } else {
    symlinkSync(buildDir, sitePath);
  }
  const tls: TlsOptions | undefined = options.tls && {
    listen: `127.0.0.1:${options.tls.port}`,
    certificate: options.tls.certificate,
    certificateKey: options.tls.certificateKey,
  };
  writeFileSync(
    join(temp, 'paynow-docs.conf'),
    renderSiteConf(site, {
      baseUrl,
      siteUrl,
      root: www,
      httpListen: `127.0.0.1:${options.port}`,
      tls,
      nodeServer: `127.0.0.1:${nodePort}`,
    }),
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
    renderMainConf({
      siteConf: join(temp, 'paynow-docs.conf'),
      mimeTypes,
      pidFile: join(temp, 'nginx.pid'),
      tempDir: temp,
      accessLog: options.accessLog ? accessLog : 'off',
      brotliModule: existsSync(brotli) ? brotli : undefined,
      workerProcesses: '2',
    }),
  );

  const url = options.tls
    ? `https://127.0.0.1:${options.tls.port}${baseUrl} (plain HTTP on ${options.port} redirects)`
    : `http://127.0.0.1:${options.port}${baseUrl}`;
  console.error(
    `[serve:nginx] ${url} (nginx ${nginx}, config ${temp}/nginx.conf; Node server on 127.0.0.1:${nodePort}, data in ${options.dataDir})`,
  );
  // nginx leads a process group of its own, its workers and the Node server
  // included: when the master dies, its workers would otherwise keep the
  // port and answer 404 for a removed folder.
  const nodeServer = [
    process.execPath,
    '--import',
    'jiti/register',
    join(REPO_ROOT, 'deploy/node-server.ts'),
  ].join(' ');
  const child = spawn(
    join(REPO_ROOT, 'deploy/with-node-server.sh'),
    [
      nodeServer,
      nginx,
      '-p',
      temp,
      '-e',
      'stderr',
      '-c',
      join(temp, 'nginx.conf'),
    ],
    {
      stdio: 'inherit',
      detached: true,
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_SERVER_PORT: String(nodePort),
        DATA_DIR: options.dataDir,
        BUILD_DIR: buildDir,
      },
    },
  );
  if (options.accessLog) {
    process.stdout.on('error', () => {});
    createReadStream(accessLog).pipe(process.stdout);
  }
  superviseGroup({
    child,
    temp,
    name: '[serve:nginx]',
    stopWatching: stopWatchingParent,
  });
}

if (isMain(import.meta.url)) runMain('[serve:nginx]', main);
