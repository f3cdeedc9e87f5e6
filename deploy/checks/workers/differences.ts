/**
 * Checks that hold on workerd only: each intended difference from nginx
 * (deploy/checks/engine.ts, DIFFERENCES) as the platform does it, and the
 * routing rule that keeps hashed files away from the Worker. They share
 * the server of deploy/checks/nginx/support.ts (the Worker started with
 * `--trace`: its answers carry `X-Worker: ran`).
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ENGINE} from '../engine.ts';
import {BASE, SECRET, http, mainBundle, stylesheet} from '../nginx/support.ts';
import {POLICY} from '../../policy.ts';

const ran = (headers: Record<string, unknown>): boolean =>
  headers['x-worker'] === 'ran';

describe(
  'workerd: the Worker runs on page and Markdown routes only',
  {skip: ENGINE !== 'workerd'},
  () => {
    test('a hashed script, a stylesheet and an image never reach the Worker', async () => {
      for (const path of [mainBundle(), stylesheet(), 'img/logo.svg']) {
        const {status, headers} = await http(`${BASE}${path}`);
        assert.equal(status, 200, path);
        assert.ok(!ran(headers), `${path} reached the Worker`);
      }
      const {headers} = await http(`${BASE}${mainBundle()}`);
      assert.equal(headers['cache-control'], POLICY.cache.immutable);
      assert.equal(headers['x-content-type-options'], 'nosniff');
    });
    test('pages, their Markdown copies and misses do', async () => {
      for (const [path, status] of [
        [`${BASE}docs/`, 200],
        [`${BASE}docs/payment-admin/refund.md`, 200],
        [`${BASE}nowhere`, 404],
        [`${BASE}assets/js/main.0000000000.js`, 404],
      ] as const) {
        const response = await http(path);
        assert.equal(response.status, status, path);
        assert.ok(ran(response.headers), `${path} did not reach the Worker`);
      }
    });
    test('a wrong method on a hashed file is the platform’s answer, never a 200 or the Worker', async () => {
      const {status, headers} = await http(`${BASE}${mainBundle()}`, {
        method: 'POST',
      });
      assert.notEqual(status, 200);
      assert.ok(!ran(headers));
    });
  },
);

describe(
  'workerd: the differences, as the platform does them',
  {skip: ENGINE !== 'workerd'},
  () => {
    test('compression: no precompressed copy is uploaded or served', async () => {
      for (const suffix of ['.gz', '.br']) {
        const {status, body} = await http(`${BASE}llms.txt${suffix}`);
        assert.equal(status, 404);
        assert.match(body.toString('utf8'), /<html/);
      }
    });
    test('tls: HSTS with nginx’s value from the site itself, over the Worker’s plain HTTP too', async () => {
      for (const path of [`${BASE}docs/`, `${BASE}llms.txt`, '/robots.txt']) {
        const {headers} = await http(path);
        assert.equal(headers['strict-transport-security'], POLICY.hsts, path);
      }
    });
    test('connectionLimits: 100 requests at once from one address are all answered', async () => {
      const answers = await Promise.all(
        Array.from({length: 100}, () => http(`${BASE}docs/`)),
      );
      assert.deepEqual(
        new Set(answers.map((answer) => answer.status)),
        new Set([200]),
      );
    });
    test('protocol: a Range request is answered whole, and a page never stored', async () => {
      const page = await http(`${BASE}docs/`, {headers: {Range: 'bytes=0-9'}});
      assert.equal(page.status, 200);
      assert.equal(page.headers['cache-control'], POLICY.cache.error);
      assert.equal(page.headers.server, undefined);
    });
    test('urlNormalisation: dot segments and %2F reach the clean file, never outside the build', async () => {
      const clean = await http(`${BASE}docs/`);
      const dotted = await http(`${BASE}./docs/`);
      assert.deepEqual(dotted.body, clean.body);
      for (const path of [
        `/..${BASE}../secret.txt`,
        `${BASE}./../secret.txt`,
      ]) {
        const {body} = await http(path);
        assert.doesNotMatch(body.toString('utf8'), new RegExp(SECRET));
      }
    });
    test('mediaTypes: SVG without a charset', async () => {
      const {headers} = await http(`${BASE}img/logo.svg`);
      assert.equal(headers['content-type'], 'image/svg+xml');
    });
  },
);
