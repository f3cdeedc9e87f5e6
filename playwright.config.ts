import {availableParallelism, tmpdir, userInfo} from 'node:os';
import {join} from 'node:path';
import {defineConfig, devices} from '@playwright/test';
import {
  BASE_URL,
  CHROMIUM_PATH,
  PLAYWRIGHT_CHROMIUM_ARGS,
} from './site.settings.ts';

/** Port of the server the suite runs against (production build under its base path). */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/**
 * The server of the suite: the shipped nginx configuration (default, as in
 * production: each locale's 404 page, headers, redirects, and the Node
 * server beside it answering reader signals and MCP), or `node` for
 * Docusaurus's static server (English 404 page only, no POST).
 */
const E2E_SERVER = process.env.E2E_SERVER ?? 'nginx';
/**
 * Workers: at least 4, on a 2-core machine too, where a test mostly waits
 * (page loads, network idle, transitions): 96 page tests took 316 s with 2
 * workers, 203 s with 3 and 169 s with 4. With more cores, Playwright's
 * default (half of them) when it is more.
 */
const WORKERS = Math.max(4, Math.floor(availableParallelism() / 2));
/**
 * Reader signals posted by the browser tests go to the Node server beside
 * nginx, into a database of this run (emptied at each start, so the rate
 * limit of one address starts afresh), with a rate limit raised for the
 * run: every browser of the suite posts from 127.0.0.1 (the limit itself is
 * held by the HTTP checks, deploy/checks/nginx/signals.ts). Named after the
 * user too: another user's folder of the same port cannot be emptied.
 */
const E2E_DATA = join(
  tmpdir(),
  `paynow-e2e-data-${userInfo().username}-${PORT}`,
);
const serverCommand =
  E2E_SERVER === 'nginx'
    ? `rm -rf '${E2E_DATA}' && SIGNALS_POSTS_PER_WINDOW=100000 exec npm run --silent serve:nginx -- --port ${PORT} --data '${E2E_DATA}'`
    : `npx docusaurus serve --no-open --host 127.0.0.1 --port ${PORT}`;

export default defineConfig({
  testDir: './e2e',
  // Only browser tests: `*.test.ts` beside them are unit tests (node:test).
  testMatch: '**/*.spec.ts',
  // The visual baselines (e2e/visual.spec.ts), one folder, named by their
  // arguments: e2e/screenshots/<locale>/<screen>-<mode>-<width>.png.
  snapshotPathTemplate: '{testDir}/screenshots/{arg}{ext}',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: WORKERS,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', {open: 'never'}]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}${BASE_URL}`,
    // A failed test keeps its trace: actions, console, network and errors.
    // DOM snapshots and the screencast would cost a third of the suite's CPU
    // time (59 tests: 74 CPU s, 86 with snapshots, 108 with the screencast
    // too); `--trace retain-on-failure` records them for one run.
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_PATH ? PLAYWRIGHT_CHROMIUM_ARGS : [],
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome']}}],
  webServer: {
    command: serverCommand,
    url: `http://127.0.0.1:${PORT}${BASE_URL}`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    // serve:nginx removes its temporary directory when it gets SIGTERM.
    gracefulShutdown: {signal: 'SIGTERM', timeout: 5000},
  },
});
