import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {readFileSync} from 'node:fs';
import {
  CJK_FONT,
  pinnedVersions,
  prerequisiteProblems,
  type Machine,
} from './prereqs.ts';

/** A machine with everything installed; each test takes one piece away. */
function ready(overrides: Partial<Machine> = {}): Machine {
  const files = new Set([
    '/usr/bin/chromium',
    '/usr/sbin/nginx',
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  ]);
  return {
    nodeVersion: 'v24.21.0',
    engines: '>=24',
    env: {},
    onPath: (command) => ['nginx', 'openssl', 'java'].includes(command),
    exists: (file) => files.has(file),
    portFree: async () => true,
    playwrightChromium: () => undefined,
    debianVersion: (pkg) =>
      pkg === 'fonts-noto-cjk' ? '1:20220127+repack1-1' : undefined,
    pinned: {'fonts-noto-cjk': '1:20220127+repack1-1'},
    ...overrides,
  };
}

const without = (file: string) => (other: string) =>
  other !== file &&
  [
    '/usr/bin/chromium',
    '/usr/sbin/nginx',
    '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  ].includes(other);

test('a ready machine has no problem', async () => {
  assert.deepEqual(await prerequisiteProblems(ready()), []);
});

test('each missing piece is named with what installs it', async () => {
  const cases: Array<[string, Partial<Machine>, string]> = [
    [
      'old Node.js',
      {nodeVersion: 'v20.20.2'},
      'Node.js v20.20.2 is too old: this project needs Node.js >=24 (package.json engines); install Node.js 24 or newer',
    ],
    [
      'no Chromium',
      {exists: without('/usr/bin/chromium')},
      'Chromium is missing (end-to-end tests): sudo apt-get install chromium (or npx playwright install chromium, or set CHROMIUM_PATH).',
    ],
    [
      'no nginx',
      {
        onPath: (command) => ['openssl', 'java'].includes(command),
        exists: without('/usr/sbin/nginx'),
      },
      'nginx is missing (HTTP and end-to-end tests): sudo apt-get install nginx libnginx-mod-http-brotli-static.',
    ],
    [
      'no brotli module',
      {
        exists: without(
          '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
        ),
      },
      "nginx's brotli module is missing (/usr/lib/nginx/modules/ngx_http_brotli_static_module.so; the build's .br files are served with it): sudo apt-get install libnginx-mod-http-brotli-static.",
    ],
    [
      'no openssl',
      {onPath: (command) => ['nginx', 'java'].includes(command)},
      'openssl is missing (the HTTP tests make a throwaway TLS certificate): sudo apt-get install openssl.',
    ],
    [
      'no Java',
      {onPath: (command) => ['nginx', 'openssl'].includes(command)},
      'Java is missing (the W3C Nu HTML checker, vnu-jar, runs on it): sudo apt-get install default-jre-headless.',
    ],
    [
      'no CJK font',
      {debianVersion: () => undefined},
      'The CJK font of the visual baselines is missing (every Chinese character of a screenshot would be a box): sudo apt-get install fonts-noto-cjk=1:20220127+repack1-1.',
    ],
    [
      'another CJK font version',
      {debianVersion: () => '1:20230817+repack1-3'},
      'fonts-noto-cjk is 1:20230817+repack1-3, not the 1:20220127+repack1-1 the visual baselines were made with',
    ],
    [
      'the test port taken',
      {env: {E2E_PORT: '4290'}, portFree: async (port) => port !== 4290},
      "Port 4290 on 127.0.0.1 is in use (the end-to-end server): stop what holds it (ss -ltnp 'sport = :4290') or set E2E_PORT to a free port.",
    ],
  ];
  for (const [name, overrides, message] of cases) {
    const problems = await prerequisiteProblems(ready(overrides));
    assert.equal(problems.length, 1, `${name}: ${problems.join('\n')}`);
    assert.ok(problems[0]!.startsWith(message), `${name}: ${problems[0]}`);
  }
});

test('the pinned versions are read from .ci/run, the font among them', () => {
  const pinned = pinnedVersions(
    readFileSync(join(import.meta.dirname, '../../.ci/run'), 'utf8'),
  );
  assert.match(pinned[CJK_FONT] ?? '', /^\d+:\d{8}/);
  assert.ok(pinned.chromium, 'chromium is pinned too');
});

test('Playwright’s own Chromium will do when Debian’s is missing', async () => {
  assert.deepEqual(
    await prerequisiteProblems(
      ready({
        exists: without('/usr/bin/chromium'),
        playwrightChromium: () => '/root/.cache/ms-playwright',
      }),
    ),
    [],
  );
});

test('the command exits 1 and names the package when NGINX_MODULES points at a folder without the module', () => {
  const run = spawnSync(
    process.execPath,
    ['--import', 'jiti/register', 'tools/prereqs/prereqs.ts'],
    {
      cwd: join(import.meta.dirname, '../..'),
      encoding: 'utf8',
      env: {
        ...process.env,
        NGINX_MODULES: '/nonexistent/nginx/modules',
        E2E_PORT: '0',
      },
    },
  );
  assert.equal(run.status, 1, run.stderr);
  assert.match(
    run.stderr,
    /brotli module is missing \(\/nonexistent\/nginx\/modules\/ngx_http_brotli_static_module\.so.*sudo apt-get install libnginx-mod-http-brotli-static/,
  );
});
