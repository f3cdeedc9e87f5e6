/**
 * `npm run preview:workers -- [--port N] [--dir build] [--persist-to DIR] [--trace]`
 *
 * Serves a build through workerd (`wrangler dev`, local mode) on
 * 127.0.0.1, offline and without an account, with the files the build
 * generated (deploy/workers/stage.ts): http://127.0.0.1:N<baseUrl>. The
 * default build uses wrangler.jsonc at the repository root; a folder named
 * with --dir gets its own staging and configuration in a temporary folder.
 * wrangler and its workerd processes run in a process group of their own,
 * stopped with this process, also when its parent dies (as serve:nginx).
 * `--trace` (the HTTP checks) makes every answer of the Worker carry
 * `X-Worker: ran`, so a check can tell which routes reach it.
 * Reader signals' migrations (packages/reader-signals/migrations) are
 * applied to a local D1 first (`wrangler d1 migrations apply --local`,
 * offline); its state lives in the temporary folder, or in `--persist-to`
 * to keep it between previews.
 *
 * Environment: WORKERS_PORT (default 8787).
 */
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {readBuildRecord} from '@paynow-docs/postbuild/record';
import {runMain, superviseGroup, watchParent} from '../process-group.ts';
import {assertPortFree, checkPort} from '../serve.ts';
import {D1_DATABASE} from './generate.ts';
import {REPO_ROOT, cspOfBuild, stageForWorkers} from './stage.ts';

/** Keeps wrangler off the network: no metrics, no `request.cf` download. */
export const OFFLINE_ENV = {
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_LOG: 'warn',
} as const;

export interface PreviewOptions {
  port: number;
  /** A build other than build/, staged in a temporary folder. */
  buildDir?: string;
  /** wrangler's local state (the D1 database): kept here instead of the temporary folder. */
  persistTo?: string;
  trace: boolean;
}

export function parseArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): PreviewOptions {
  const options: PreviewOptions = {
    port: Number(env.WORKERS_PORT ?? 8787),
    trace: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string?];
    if (flag === '--trace') {
      options.trace = true;
      continue;
    }
    const value = inline ?? argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--dir') options.buildDir = value;
    else if (flag === '--persist-to') options.persistTo = resolve(value);
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  checkPort(options.port);
  return options;
}

async function main(): Promise<void> {
  const stopWatching = watchParent(() => process.exit(1));
  const options = parseArgs(process.argv.slice(2));
  const build = resolve(REPO_ROOT, options.buildDir ?? 'build');
  if (!existsSync(join(build, 'index.html'))) {
    throw new Error(`No build in ${build}: run \`npm run build\` first.`);
  }
  await assertPortFree(options.port);
  const record = readBuildRecord(build);
  const temp = mkdtempSync(join(tmpdir(), 'paynow-workers-'));
  const isDefault = options.buildDir === undefined;
  const configFile = isDefault
    ? join(REPO_ROOT, 'wrangler.jsonc')
    : join(temp, 'wrangler.jsonc');
  stageForWorkers(
    build,
    {baseUrl: record.baseUrl, locales: record.locales, csp: cspOfBuild(build)},
    isDefault ? {} : {stagingDir: join(temp, 'site'), configFile},
  );
  const wrangler = join(REPO_ROOT, 'node_modules/.bin/wrangler');
  const state = options.persistTo ?? join(temp, 'state');
  const migrations = spawnSync(
    wrangler,
    [
      'd1',
      'migrations',
      'apply',
      D1_DATABASE.name,
      '--local',
      '--config',
      configFile,
      '--persist-to',
      state,
    ],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {...process.env, ...OFFLINE_ENV, CI: 'true'},
    },
  );
  if (migrations.status !== 0) {
    rmSync(temp, {recursive: true, force: true});
    throw new Error(
      `wrangler d1 migrations apply --local failed (exit ${migrations.status}).`,
    );
  }
  const child = spawn(
    wrangler,
    [
      'dev',
      '--config',
      configFile,
      '--ip',
      '127.0.0.1',
      '--port',
      String(options.port),
      '--persist-to',
      state,
      '--inspector-port',
      '0',
      '--show-interactive-dev-session=false',
      '--live-reload=false',
      ...(options.trace ? ['--var', 'TRACE:1'] : []),
    ],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
      env: {...process.env, ...OFFLINE_ENV},
    },
  );
  console.error(
    `[preview:workers] http://127.0.0.1:${options.port}${record.baseUrl} (workerd through wrangler dev, offline, ${configFile})`,
  );
  superviseGroup({child, temp, name: '[preview:workers]', stopWatching});
}

runMain('[preview:workers]', main);
