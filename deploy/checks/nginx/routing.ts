/** Redirects to the base path, clean URLs, the 404 page and the zh-TW site. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {BASE, BASE_PATH, LOCALES, http, file, mainBundle} from './support.ts';

describe('redirects', () => {
  for (const [from, to] of [
    ['/', BASE],
    ['/?utm=1', `${BASE}?utm=1`],
    [BASE_PATH, BASE],
    [`${BASE}index.html`, BASE],
    [`${BASE}index.html?q=a&b=2`, `${BASE}?q=a&b=2`],
    [`${BASE}docs/payment-admin/index.html`, `${BASE}docs/payment-admin/`],
    [
      `${BASE}docs/payment-admin/refund.html?from=mail`,
      `${BASE}docs/payment-admin/refund?from=mail`,
    ],
    [`${BASE}markdown-page.html`, `${BASE}markdown-page`],
    [`${BASE}plain-page.html`, `${BASE}plain-page`],
  ] as const) {
    test(`${from} → 301 ${to}`, async () => {
      const response = await http(from);
      assert.equal(response.status, 301);
      assert.equal(response.headers.location, to);
    });
  }
});

describe('clean URLs', () => {
  for (const [path, source] of [
    [BASE, 'index.html'],
    [`${BASE}docs/`, 'docs/index.html'],
    [`${BASE}docs/payment-admin/`, 'docs/payment-admin/index.html'],
    [
      `${BASE}docs/payment-admin/refund`,
      'docs/payment-admin/refund/index.html',
    ],
    [
      `${BASE}docs/payment-admin/refund/`,
      'docs/payment-admin/refund/index.html',
    ],
    [`${BASE}markdown-page`, 'markdown-page/index.html'],
    [`${BASE}plain-page`, 'plain-page.html'],
    [`${BASE}sitemap.xml`, 'sitemap.xml'],
  ] as const) {
    test(`${path} → 200 with ${source}`, async () => {
      const response = await http(path);
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, file(source));
    });
  }

  test('HTML is text/html; charset=utf-8', async () => {
    const response = await http(`${BASE}docs/`);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
  });

  test('HEAD answers the GET headers without a body', async () => {
    const get = await http(`${BASE}docs/payment-admin/refund`);
    const head = await http(`${BASE}docs/payment-admin/refund`, {
      method: 'HEAD',
    });
    assert.equal(head.status, 200);
    assert.equal(head.body.length, 0);
    assert.equal(head.headers['content-length'], get.headers['content-length']);
    assert.equal(head.headers.etag, get.headers.etag);
    assert.ok(head.headers['content-security-policy']);
  });

  test('a matching If-None-Match answers 304', async () => {
    const first = await http(`${BASE}docs/`);
    assert.ok(first.headers.etag);
    const again = await http(`${BASE}docs/`, {
      headers: {'If-None-Match': first.headers.etag},
    });
    assert.equal(again.status, 304);
    assert.equal(again.body.length, 0);
  });
});

describe('not found', () => {
  for (const path of [
    `${BASE}docs/no-such-page`,
    `${BASE}no/such/page.png`,
    `${BASE}assets/`,
    `${BASE}404`,
    `${BASE}404.html`,
    `${BASE}.nginx/csp.conf`,
    `${BASE}.secret`,
    `${BASE}.well-known/agent-skills/index.json`,
    '/.well-known/security.txt',
    '/.well-known/agent-skills/',
    `${BASE}page%20with%20space.html`,
    '/elsewhere',
    '/secret.txt',
  ]) {
    test(`${path} → 404 with the site's 404 page`, async () => {
      const response = await http(path);
      assert.equal(response.status, 404);
      assert.equal(
        response.headers['content-type'],
        'text/html; charset=utf-8',
      );
      assert.deepEqual(response.body, file('404.html'));
    });
  }
});

describe('the zh-TW site', {skip: !LOCALES.includes('zh-TW')}, () => {
  for (const path of [
    `${BASE}zh-TW/docs/no-such-page`,
    `${BASE}zh-TW/nowhere`,
    `${BASE}zh-TW/404`,
    `${BASE}zh-TW/404.html`,
  ]) {
    test(`${path} → 404 with the zh-TW 404 page, Content-Language: zh-TW`, async () => {
      const response = await http(path);
      assert.equal(response.status, 404);
      assert.equal(response.headers['content-language'], 'zh-TW');
      assert.deepEqual(response.body, file('zh-TW/404.html'));
    });
  }

  test('pages say their language: Content-Language zh-TW under zh-TW/, en elsewhere, none on assets', async () => {
    assert.equal(
      (await http(`${BASE}zh-TW/docs/`)).headers['content-language'],
      'zh-TW',
    );
    assert.equal(
      (await http(`${BASE}docs/`)).headers['content-language'],
      'en',
    );
    assert.equal(
      (await http(`${BASE}nowhere`)).headers['content-language'],
      'en',
    );
    assert.equal(
      (await http(`${BASE}${mainBundle()}`)).headers['content-language'],
      undefined,
    );
  });
});
