/** `.md` files are Markdown, `Accept: text/markdown` answers a page's Markdown copy, and every other request gets what it got before. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE_URL,
  PAGE,
  MARKDOWN,
  get,
  variesOnAccept,
  built,
} from './support.ts';
import {SVG_TYPE} from '../engine.ts';

describe('Markdown files', () => {
  for (const path of [
    'docs/payment-admin/refund.md',
    'docs/payment-admin.md',
    'api/add-pet.md',
    'release-note/v1.0.0.md',
  ]) {
    test(`${path} is served as ${MARKDOWN}`, async () => {
      const response = await get(`${BASE_URL}${path}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), MARKDOWN);
      assert.equal(await response.text(), built(path));
    });
  }

  test('llms.txt and robots.txt are plain text', async () => {
    for (const path of ['llms.txt', 'llms-full.txt', 'robots.txt']) {
      const response = await get(`${BASE_URL}${path}`);
      assert.equal(response.status, 200, path);
      assert.equal(
        response.headers.get('content-type'),
        'text/plain; charset=utf-8',
        path,
      );
      assert.equal(await response.text(), built(path), path);
    }
  });

  test('robots.txt is also at the root of the host, where crawlers look', async () => {
    const response = await get('/robots.txt');
    assert.equal(response.status, 200);
    assert.equal(await response.text(), built('robots.txt'));
  });
});

describe('Accept: text/markdown', () => {
  for (const accept of [
    'text/markdown',
    'text/markdown, text/html;q=0.9',
    'text/html;q=0.5, TEXT/MARKDOWN;q=0.8',
    'text/markdown;charset=utf-8;q=0.001',
    'text/html;q=0, text/markdown ; q=1',
  ]) {
    test(`a page with "${accept}" answers its Markdown`, async () => {
      const response = await get(PAGE, {Accept: accept});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), MARKDOWN);
      assert.ok(variesOnAccept(response), String(response.headers.get('vary')));
      assert.equal(
        await response.text(),
        built('docs/payment-admin/refund.md'),
      );
    });
  }

  test('a section page with a trailing slash answers its Markdown', async () => {
    const response = await get(`${BASE_URL}docs/payment-admin/`, {
      Accept: 'text/markdown',
    });
    assert.equal(response.headers.get('content-type'), MARKDOWN);
    assert.equal(await response.text(), built('docs/payment-admin.md'));
  });

  test('the security headers stay on the Markdown answer', async () => {
    const response = await get(PAGE, {Accept: 'text/markdown'});
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(
      String(response.headers.get('content-security-policy')),
      /default-src 'self'/,
    );
  });

  test('a page without a Markdown copy answers its HTML', async () => {
    const response = await get(`${BASE_URL}search`, {Accept: 'text/markdown'});
    assert.equal(response.status, 200);
    assert.equal(
      response.headers.get('content-type'),
      'text/html; charset=utf-8',
    );
  });

  test('an unknown page is still the 404 page', async () => {
    const response = await get(`${BASE_URL}docs/no-such-page`, {
      Accept: 'text/markdown',
    });
    assert.equal(response.status, 404);
    assert.equal(
      response.headers.get('content-type'),
      'text/html; charset=utf-8',
    );
  });
});

describe('every other request is unchanged', () => {
  for (const accept of [
    undefined,
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/markdown;q=0, text/html',
    'text/markdown;q=0.0',
    // Whole media ranges only, q=0 in any parameter position.
    'text/markdownx',
    'text/markdown-extra, text/html',
    'application/text/markdown',
    'text/markdown;charset=utf-8;q=0',
    'text/markdown; q=0; charset=utf-8, text/html',
    'text/markdown;Q=0.000',
  ]) {
    test(`a page with ${accept ? `"${accept}"` : 'no Accept'} answers HTML, with Vary: Accept`, async () => {
      const response = await get(PAGE, accept ? {Accept: accept} : {});
      assert.equal(response.status, 200);
      assert.equal(
        response.headers.get('content-type'),
        'text/html; charset=utf-8',
      );
      assert.ok(variesOnAccept(response), String(response.headers.get('vary')));
      assert.equal(
        await response.text(),
        built('docs/payment-admin/refund/index.html'),
      );
    });
  }

  for (const accept of [undefined, 'text/markdown']) {
    test(`a 304 ${accept ? 'of the Markdown ' : ''}keeps Vary: Accept`, async () => {
      const first = await get(PAGE, accept ? {Accept: accept} : {});
      const etag = first.headers.get('etag');
      assert.ok(etag);
      await first.arrayBuffer();
      const again = await get(PAGE, {
        ...(accept ? {Accept: accept} : {}),
        'If-None-Match': etag,
      });
      assert.equal(again.status, 304);
      assert.ok(variesOnAccept(again), String(again.headers.get('vary')));
    });
  }

  test('assets do not vary on Accept', async () => {
    const response = await get(`${BASE_URL}img/logo.svg`, {
      Accept: 'text/markdown',
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), SVG_TYPE);
    assert.ok(!variesOnAccept(response), String(response.headers.get('vary')));
  });
});
