import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {
  PAGEFIND_WEIGHTS,
  annotatePage,
  copyFileOf,
  pageOfPagefindUrl,
} from './pagefind.ts';

const PAGE = `<!doctype html><html lang="zh-TW"><body>
<nav class="navbar">選單</nav>
<main><article>
<nav class="theme-doc-breadcrumbs">首頁</nav>
<div class="theme-doc-markdown markdown">
<header><h1>退款</h1></header>
<p>退款說明</p>
<h2 id="steps">步驟</h2><p>一</p>
<h3 id="atm">ATM</h3><p>二</p>
<h2 id="related-pages">相關頁面</h2><ul><li>發票</li></ul>
<h3 id="more">更多</h3><p>三</p>
<h2 id="after">之後</h2><p>四</p>
</div>
<footer class="theme-doc-footer">編輯</footer>
</article></main></body></html>`;

test('a built page is annotated for Pagefind: its content the body, headings weighted, what is not content ignored', () => {
  const $ = load(annotatePage(PAGE, ['related-pages']));
  assert.deepEqual(
    $('[data-pagefind-body]')
      .toArray()
      .map((element) => $(element).attr('class')),
    ['theme-doc-markdown markdown'],
  );
  for (const [tag, weight] of Object.entries(PAGEFIND_WEIGHTS)) {
    assert.ok($(tag).length > 0);
    $(tag).each((_, heading) => {
      assert.equal($(heading).attr('data-pagefind-weight'), String(weight));
    });
  }
  // The excluded section is ignored from its heading to the next heading
  // of its level (its h3 with it); the next section is indexed again.
  const ignored = $('[data-pagefind-ignore]')
    .toArray()
    .map((element) => $(element).text().trim());
  assert.deepEqual(ignored, ['相關頁面', '發票', '更多', '三']);
  assert.equal($('#after').attr('data-pagefind-ignore'), undefined);
  // The language stays as the page says: Pagefind segments Chinese by it.
  assert.equal($('html').attr('lang'), 'zh-TW');
});

test('a page with no content root is left as it is', () => {
  const html = '<html><body><div>x</div></body></html>';
  assert.equal(annotatePage(html), html);
});

test("a page's copy reads back from Pagefind's URL as the same page path", () => {
  for (const page of [
    '',
    'docs/payment-admin/',
    'docs/payment-admin/refund',
    'api/find-pets-by-status',
  ]) {
    const url = `/${copyFileOf(page).replace(/index\.html$/, '')}`;
    assert.equal(pageOfPagefindUrl(url), page, url);
    assert.equal(pageOfPagefindUrl(`${url}#steps`), page);
  }
});
