import {spawn, type ChildProcess} from 'node:child_process';
import {createServer} from 'node:net';
import {BASE_URL} from '../site.settings.ts';
import {test, expect} from './support/fixtures';

/**
 * `npm start` renders every page in the browser from scratch: no server HTML,
 * no hydration. Components that keep server HTML (code blocks, API schemas)
 * must render their content there too. One dev server for the whole file.
 */
test.describe.configure({mode: 'serial', timeout: 360_000});

/** Every page type a writer previews. */
const PAGES = [
  {path: 'docs/payment-admin/seller', heading: 'Seller functions'},
  {path: 'docs/payment-admin/', heading: 'Payment back office'},
  {path: 'api/get-pet-by-id', heading: 'Find pet by ID', code: true},
  {path: 'release-note/v1.0.0', heading: 'v1.0.0'},
  {path: 'search?q=refund', heading: 'Search the documentation'},
];

/**
 * A free port on 127.0.0.1. deploy/server-process.ts has the same probe, but
 * Playwright loads spec files as CommonJS, where its `import.meta` fails.
 */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        resolve(typeof address === 'object' && address ? address.port : 0),
      );
    });
  });
}

let devServer: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  // A hook has its own time-out (the file's applies to its tests): the first
  // compile of a loaded machine takes minutes, within the deadline below.
  test.setTimeout(330_000);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  devServer = spawn(
    'npx',
    [
      'docusaurus',
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    {detached: true, stdio: 'ignore', env: {...process.env, BROWSER: 'none'}},
  );
  const deadline = Date.now() + 300_000;
  for (;;) {
    const status = await fetch(`${origin}${BASE_URL}`)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline || devServer.exitCode !== null) {
      throw new Error(`the dev server did not start on ${origin}${BASE_URL}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
});

test.afterAll(() => {
  // The whole process group: npx, docusaurus and its compiler workers.
  if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
});

for (const {path, heading, code} of PAGES) {
  test(`npm start serves /${path}`, async ({page}) => {
    await page.goto(`${origin}${BASE_URL}${path}`, {timeout: 240_000});
    await expect(page.locator('h1').first()).toHaveText(heading, {
      timeout: 60_000,
    });
    await expect(page.getByText('This page crashed')).toHaveCount(0);
    if (code) {
      // API samples and schemas render their content, not an empty shell.
      await expect(page.locator('main pre code').first()).not.toBeEmpty();
      await expect(page.locator('[data-api-static]').first()).not.toBeEmpty();
    }
  });
}
