/**
 * `npm run serve:nginx` (deploy/serve.ts) as a process, against real nginx:
 * workers never outlive their master, a port in use is named, and a build in
 * a folder closed to nginx's workers is still served. Part of
 * `npm run test:http`.
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn, type ChildProcess} from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import {createServer, type Server} from 'node:net';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {contentSecurityPolicy, cspInclude} from '@paynow-docs/postbuild/csp';
import {CSP_INCLUDE, writeBuildRecord} from '@paynow-docs/postbuild/record';
import {freePort} from './server-process.ts';
import {assertPortFree} from './serve';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PAGE = '<!doctype html><title>Fixture</title><h1>Served fixture</h1>\n';
/** The base URL the fixture build records: served there, whatever the environment says. */
const BASE_URL = '/fixture-base/';

let temp = '';

/** A build folder with one page, under `parent`. */
function fixtureBuild(parent: string): string {
  const dir = join(parent, 'build');
  mkdirSync(dir, {recursive: true});
  writeFileSync(join(dir, 'index.html'), PAGE);
  // What the postbuild plugin writes into every build.
  writeBuildRecord(dir, {
    baseUrl: BASE_URL,
    url: 'https://fixture.example',
    locales: ['en'],
    localeBaseUrls: {en: BASE_URL},
    scriptHashes: {en: []},
    algolia: null,
  });
  writeFileSync(
    join(dir, CSP_INCLUDE),
    cspInclude(contentSecurityPolicy({scriptHashes: []})),
  );
  return dir;
}

interface Serving {
  child: ChildProcess;
  port: number;
  stderr: () => string;
  exited: Promise<number | null>;
}

async function serve(dir: string, port: number): Promise<Serving> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'jiti/register',
      join(ROOT, 'deploy/serve.ts'),
      '--port',
      String(port),
      '--dir',
      dir,
      '--data',
      join(dirname(dir), 'data'),
      '--no-access-log',
    ],
    {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']},
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return {child, port, stderr: () => stderr, exited};
}

async function answered(port: number): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fetch(`http://127.0.0.1:${port}${BASE_URL}`);
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Process ids whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return (
          Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

before(() => {
  temp = mkdtempSync(join(tmpdir(), 'paynow-serve-'));
  chmodSync(temp, 0o755);
});

after(() => {
  rmSync(temp, {recursive: true, force: true});
});

/** nginx's master as serve.ts started it: its pid, its workers and its folder. */
async function nginxOf(
  stderr: () => string,
): Promise<{master: number; workers: number[]; config: string}> {
  for (let attempt = 0; ; attempt += 1) {
    const config = /config (\S+)\/nginx\.conf/.exec(stderr())?.[1];
    const pidFile = config && join(config, 'nginx.pid');
    if (pidFile && existsSync(pidFile)) {
      const master = Number(readFileSync(pidFile, 'utf8'));
      const workers = childrenOf(master);
      if (master > 0 && workers.length > 0) {
        return {master, workers, config};
      }
    }
    if (attempt > 300) throw new Error(`nginx did not start:\n${stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Node server serve.ts started beside nginx, from the pid file in its data folder. */
async function nodeServerOf(dataDir: string): Promise<number> {
  const pidFile = join(dataDir, 'node-server.pid');
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (existsSync(pidFile)) return Number(readFileSync(pidFile, 'utf8'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The Node server wrote no ${pidFile}`);
}

async function allGone(pids: number[]): Promise<number[]> {
  for (let attempt = 0; attempt < 50 && pids.some(alive); attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.filter(alive);
}

describe('serve:nginx ends with its parent', () => {
  // A process manager or CI stops `npm run serve:nginx` by signalling npm:
  // npm passed TERM or INT to the script's shell, which died, and serve.ts
  // and nginx went on serving the port.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGKILL'] as const) {
    test(`${signal} to the npm process stops nginx, frees the port and removes the folder`, async () => {
      const port = await freePort();
      const npm = spawn(
        'npm',
        [
          'run',
          '--silent',
          'serve:nginx',
          '--',
          '--port',
          String(port),
          '--dir',
          fixtureBuild(join(temp, `npm-${signal}`)),
          '--data',
          join(temp, `npm-${signal}`, 'data'),
          '--no-access-log',
        ],
        {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe']},
      );
      let stderr = '';
      npm.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const {master, workers, config} = await nginxOf(() => stderr);
      const nodeServer = await nodeServerOf(
        join(temp, `npm-${signal}`, 'data'),
      );
      const serveTs = childrenOf(childrenOf(npm.pid!)[0]!).concat(
        childrenOf(npm.pid!),
      );
      assert.equal((await answered(port)).status, 200);
      npm.kill(signal);
      assert.deepEqual(
        await allGone([master, ...workers, ...serveTs, nodeServer]),
        [],
      );
      await assertPortFree(port);
      assert.equal(existsSync(config), false, 'the folder is removed');
    });
  }

  test('SIGKILL to serve.ts itself stops nginx and removes the folder', async () => {
    const port = await freePort();
    const serving = await serve(fixtureBuild(join(temp, 'killed')), port);
    const {master, workers, config} = await nginxOf(serving.stderr);
    const nodeServer = await nodeServerOf(join(temp, 'killed', 'data'));
    assert.equal((await answered(port)).status, 200);
    serving.child.kill('SIGKILL');
    assert.deepEqual(await allGone([master, ...workers, nodeServer]), []);
    await assertPortFree(port);
    for (let attempt = 0; attempt < 50 && existsSync(config); attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(existsSync(config), false, 'the folder is removed');
  });
});

describe('serve:nginx', () => {
  test('when the nginx master dies, its workers go too: the port is free and the folder removed', async () => {
    const port = await freePort();
    const serving = await serve(fixtureBuild(join(temp, 'a')), port);
    try {
      assert.equal((await answered(port)).status, 200);
      const config = /config (\S+)\/nginx\.conf/.exec(serving.stderr())?.[1];
      assert.ok(config, serving.stderr());
      const master = Number(readFileSync(join(config, 'nginx.pid'), 'utf8'));
      const workers = childrenOf(master);
      assert.ok(workers.length > 0, 'nginx has workers');
      process.kill(master, 'SIGKILL');
      await serving.exited;
      // Reaping takes a moment after SIGKILL.
      for (let attempt = 0; attempt < 50 && workers.some(alive); attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      assert.deepEqual(
        workers.filter(alive),
        [],
        'no worker outlives its master',
      );
      await assertPortFree(port);
      assert.equal(existsSync(config), false);
    } finally {
      serving.child.kill('SIGTERM');
    }
  });

  test('a port already in use stops the start with a message naming it', async () => {
    const port = await freePort();
    const holder: Server = createServer();
    await new Promise<void>((resolve) =>
      holder.listen(port, '127.0.0.1', resolve),
    );
    try {
      const serving = await serve(fixtureBuild(join(temp, 'b')), port);
      assert.equal(await serving.exited, 1);
      assert.match(
        serving.stderr(),
        new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`),
      );
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  });

  test('a build in a folder closed to other users (as root: nginx workers run as nobody) is served', async () => {
    const closed = join(temp, 'private');
    mkdirSync(closed);
    const dir = fixtureBuild(closed);
    chmodSync(closed, 0o700);
    const port = await freePort();
    const serving = await serve(dir, port);
    try {
      const response = await answered(port);
      assert.equal(response.status, 200, serving.stderr());
      assert.equal(await response.text(), PAGE);
    } finally {
      serving.child.kill('SIGTERM');
      await serving.exited;
    }
  });
});

describe('preview:workers ends with its parent', () => {
  /** Every process below `pid`. */
  function descendants(pid: number): number[] {
    return childrenOf(pid).flatMap((child) => [child, ...descendants(child)]);
  }

  test('SIGKILL to the npm process stops wrangler and every workerd, and frees the port', async () => {
    const port = await freePort();
    const npm = spawn(
      'npm',
      [
        'run',
        '--silent',
        'preview:workers',
        '--',
        '--port',
        String(port),
        '--dir',
        fixtureBuild(join(temp, 'workers')),
      ],
      {cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], detached: true},
    );
    let stderr = '';
    npm.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    for (let attempt = 0; attempt < 300; attempt += 1) {
      try {
        await fetch(`http://127.0.0.1:${port}/`, {redirect: 'manual'});
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    assert.equal((await answered(port)).status, 200, stderr);
    const tree = descendants(npm.pid!);
    assert.ok(
      tree.some((pid) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workerd'),
      ),
      'workerd runs',
    );
    npm.kill('SIGKILL');
    assert.deepEqual(await allGone(tree), []);
    await assertPortFree(port);
  });
});
