import {test} from 'node:test';
import assert from 'node:assert/strict';
import {extractRecords, isIndexable} from './extract.ts';

/** A docs page as Docusaurus renders it (trimmed). */
function docPage(body: string, extraHead = ''): string {
  return `<!doctype html><html lang="en" class="docs-wrapper plugin-docs plugin-id-default docs-doc-page">
<head><title>ATM refund for buyers | PayNow Docs</title>
<meta name="docusaurus_locale" content="en"><meta name="docusaurus_tag" content="docs-default-current">${extraHead}</head>
<body><nav class="navbar">Menu <a href="/">Home</a></nav>
<main><article><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
<li class="breadcrumbs__item"><a aria-label="Home page" href="/"><svg><path/></svg></a></li>
<li class="breadcrumbs__item"><a href="/docs/payment-admin/"><span>Payment back office</span></a></li>
<li class="breadcrumbs__item breadcrumbs__item--active"><span>ATM refund for buyers</span></li></ul></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown">${body}</div>
<footer class="theme-doc-footer">Edit this page</footer></article></main></body></html>`;
}

const BODY = `<header><h1>ATM refund for buyers</h1></header>
<p>This page is for buyers who paid by <strong>ATM</strong> transfer.</p>
<h2 class="anchor" id="log-in">Log in<a href="#log-in" class="hash-link" aria-label="Direct link to Log in">\u200b</a></h2>
<ol><li>Click <strong>Log in (登入)</strong>.</li><li>Enter the captcha.</li></ol>
<h3 id="forgot">Forgot password<a href="#forgot" class="hash-link">#</a></h3>
<p>Click Forgot password?</p><h4 id="deep">Deeper</h4><p>Still in the h3 section.</p>
<h2 id="bank">Give your bank details</h2>
<table><tr><th>Field</th><th>What to do</th></tr><tr><td>Bank</td><td>Choose it.</td></tr></table>
<script>window.secret = 1</script>
<pre><code>curl --request POST https://api.example/refunds</code></pre>
<figure><span>Buyer logs in</span><span>Buyer reviews</span></figure>`;

test('one record per h1–h3 section, with anchors and the heading hierarchy', () => {
  const records = extractRecords(
    docPage(BODY),
    '/base/docs/payment-admin/refund',
  );
  assert.deepEqual(
    records.map((record) => [record.type, record.url, record.hierarchy]),
    [
      [
        'lvl1',
        '/base/docs/payment-admin/refund',
        {
          lvl0: 'Payment back office',
          lvl1: 'ATM refund for buyers',
          lvl2: null,
          lvl3: null,
        },
      ],
      [
        'lvl2',
        '/base/docs/payment-admin/refund#log-in',
        {
          lvl0: 'Payment back office',
          lvl1: 'ATM refund for buyers',
          lvl2: 'Log in',
          lvl3: null,
        },
      ],
      [
        'lvl3',
        '/base/docs/payment-admin/refund#forgot',
        {
          lvl0: 'Payment back office',
          lvl1: 'ATM refund for buyers',
          lvl2: 'Log in',
          lvl3: 'Forgot password',
        },
      ],
      [
        'lvl2',
        '/base/docs/payment-admin/refund#bank',
        {
          lvl0: 'Payment back office',
          lvl1: 'ATM refund for buyers',
          lvl2: 'Give your bank details',
          lvl3: null,
        },
      ],
    ],
  );
  assert.equal(
    records[0]!.content,
    'This page is for buyers who paid by ATM transfer.',
  );
  assert.equal(
    records[1]!.content,
    'Click Log in (登入) . Enter the captcha.'.replace(' .', '.'),
  );
  assert.equal(
    records[2]!.content,
    'Click Forgot password? Deeper Still in the h3 section.',
  );
  for (const record of records) {
    assert.equal(record.language, 'en');
    assert.equal(record.docusaurus_tag, 'docs-default-current');
  }
});

test('navigation, buttons, hash links, footers, scripts and code blocks are not content', () => {
  const text = JSON.stringify(extractRecords(docPage(BODY), '/p'));
  for (const noise of [
    'Menu',
    'On this page',
    'Edit this page',
    'window.secret',
    'curl --request',
    '\\u200b',
    'Direct link',
  ]) {
    assert.ok(!text.includes(noise), `${noise} leaked into the index`);
  }
  const bank = extractRecords(docPage(BODY), '/p').at(-1)!;
  // Table cells and diagram boxes keep their words apart.
  assert.equal(
    bank.content,
    'Field What to do Bank Choose it. Buyer logs in Buyer reviews',
  );
});

test('markup in the text is decoded to plain text, never kept as HTML', () => {
  const [record] = extractRecords(
    docPage(
      '<h1>Tags &amp; &lt;b&gt;bold&lt;/b&gt;</h1><p>Type &lt;script&gt;alert(1)&lt;/script&gt; <em>here</em> &quot;now&quot;</p>',
    ),
    '/p',
  );
  assert.equal(record!.hierarchy.lvl1, 'Tags & <b>bold</b>');
  assert.equal(record!.content, 'Type <script>alert(1)</script> here "now"');
});

test('language, tag and area of pages outside the docs', () => {
  const blog = `<html lang="en" class="blog-wrapper blog-post-page plugin-blog"><head><title>v1.0.0 | PayNow Docs</title></head>
<body><main><article><header><h1>v1.0.0</h1></header><div id="__blog-post-container" class="markdown"><p>First release.</p><h2 id="added">Added</h2><p>Search.</p></div></article></main></body></html>`;
  const records = extractRecords(blog, '/release-note/v1.0.0', {
    docs: {},
    blog: 'Release notes',
    pages: 'Pages',
  });
  assert.equal(records.length, 2);
  assert.equal(records[0]!.hierarchy.lvl0, 'Release notes');
  assert.equal(records[0]!.hierarchy.lvl1, 'v1.0.0');
  assert.equal(records[0]!.docusaurus_tag, 'default');
  assert.equal(records[1]!.url, '/release-note/v1.0.0#added');

  const zh = extractRecords(
    '<html lang="zh-TW"><body><div class="main-wrapper"><h1>首頁</h1><p>內容</p></div></body></html>',
    '/zh/',
  );
  assert.equal(zh[0]!.language, 'zh-TW');
  assert.equal(zh[0]!.hierarchy.lvl0, 'Pages');
});

/** A page of a docs plugin instance with these breadcrumbs (the last one is the page). */
function instancePage(instance: string, crumbs: string[], title: string) {
  const items = crumbs
    .map(
      (crumb, index) =>
        `<li class="breadcrumbs__item${index === crumbs.length - 1 ? ' breadcrumbs__item--active' : ''}"><span>${crumb}</span></li>`,
    )
    .join('');
  return `<html lang="en" class="docs-wrapper plugin-docs plugin-id-${instance} docs-doc-page"><head><meta name="docusaurus_tag" content="docs-${instance}-current"></head>
<body><main><article><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Home page" href="/"></a></li>${items}</ul></nav>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header><p>Text.</p><h2 id="body">Request body</h2><p>JSON.</p></div></article></main></body></html>`;
}

test('the area (lvl0) comes from what a page is, with the levels between it and the page', () => {
  const areas = {
    docs: {api: 'API reference'},
    blog: 'Release notes',
    pages: 'Pages',
  };
  const area = (html: string) =>
    extractRecords(html, '/p', areas).map((record) => [
      record.hierarchy.lvl0,
      record.crumbs ?? [],
      record.hierarchy.lvl1,
    ]);
  // An API operation: the instance's area, then its tag.
  assert.deepEqual(
    area(instancePage('api', ['pet', 'Add a new pet'], 'Add a new pet')),
    [
      ['API reference', ['pet'], 'Add a new pet'],
      ['API reference', ['pet'], 'Add a new pet'],
    ],
  );
  // The API reference's introduction: no tag.
  assert.deepEqual(area(instancePage('api', ['Introduction'], 'Intro'))[0], [
    'API reference',
    [],
    'Intro',
  ]);
  // A guide under /docs/api-reference/ is a guide of its category, whatever its URL.
  assert.deepEqual(
    area(
      instancePage(
        'default',
        ['API technical documents'],
        'API technical documents',
      ),
    )[0],
    ['API technical documents', [], 'API technical documents'],
  );
  // A guide in a sub-category: the category, then the sub-category.
  assert.deepEqual(
    area(
      instancePage(
        'default',
        ['Payment service', 'Mobile payment', 'Apple Pay'],
        'Apple Pay',
      ),
    )[0],
    ['Payment service', ['Mobile payment'], 'Apple Pay'],
  );
  // Records without crumbs carry no empty list (the index stays small).
  assert.equal(
    'crumbs' in
      extractRecords(
        instancePage('default', ['Payment back office', 'Refund'], 'Refund'),
        '/p',
        areas,
      )[0]!,
    false,
  );
});

test('words of neighbouring blocks stay apart; admonition labels read as labels', () => {
  const flow = `<div class="flow_hvWA" role="group" aria-label="Buyer refund for an ATM payment"><div class="caption_r65M" aria-hidden="true">Buyer refund for an ATM payment</div>
<ol class="steps_ptmz"><li class="step_Zl3Z"><div class="box_IgAy"><span class="label_vt37">Buyer receives the refund e-mail</span><span class="detail_vaVd">It contains a refund password.</span></div></li><li class="step_Zl3Z"><div class="box_IgAy"><span class="label_vt37">Buyer logs in</span></div><ul class="branches"><li><span class="when">Yes</span><ol><li><div><span class="label">Seller ships</span></div></li></ol></li></ul></li></ol></div>`;
  const admonitions = `<div class="theme-admonition theme-admonition-note admonition_xJq3 alert alert--secondary"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 14 16"><path d="M6"></path></svg></span>note</div><div class="admonitionContent_BuS1"><p>The refund screen states the days.</p></div></div>
<div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>Chinese labels</div><div class="admonitionContent_BuS1"><p>Every button is named in English.</p></div></div>`;
  const table = `<table><thead><tr><th>Field</th><th>What to do</th></tr></thead><tbody><tr><td><strong>Bank name (銀行名稱)</strong></td><td>Your bank.</td></tr></tbody></table>`;
  const [record] = extractRecords(
    docPage(
      `<h1>ATM refund for buyers</h1><p>The bank's fee is <em>deducted</em>.</p>${admonitions}${flow}${table}`,
    ),
    '/p',
  );
  assert.equal(
    record!.content,
    "The bank's fee is deducted. Note: The refund screen states the days. " +
      'Chinese labels: Every button is named in English. ' +
      'Buyer refund for an ATM payment Buyer receives the refund e-mail It contains a refund password. ' +
      'Buyer logs in Yes Seller ships ' +
      'Field What to do Bank name (銀行名稱) Your bank.',
  );
});

test('a Chinese admonition label takes the full-width colon', () => {
  const admonition = (type: string, label: string) =>
    `<div class="theme-admonition theme-admonition-${type} admonition_xJq3 alert"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg></svg></span>${label}</div><div class="admonitionContent_BuS1"><p>退款前請先確認。</p></div></div>`;
  const [record] = extractRecords(
    docPage(
      `<h1>交易退款</h1>${admonition('note', '備註')}${admonition('warning', '警告')}${admonition('tip', 'API 3D')}`,
    ),
    '/p',
  );
  assert.equal(
    record!.content,
    '備註：退款前請先確認。 警告：退款前請先確認。 API 3D: 退款前請先確認。',
  );
});

test('list pages and noindex pages are skipped', () => {
  assert.equal(isIndexable(docPage(BODY)), true);
  assert.equal(
    isIndexable(
      '<html class="blog-wrapper blog-list-page plugin-blog"><body></body></html>',
    ),
    false,
  );
  assert.equal(
    isIndexable(
      '<html class="plugin-blog plugin-id-default"><body>archive</body></html>',
    ),
    false,
  );
  assert.equal(
    isIndexable(
      docPage(BODY, '<meta name="robots" content="noindex, nofollow">'),
    ),
    false,
  );
  // A preview build is noindex as a whole: its pages are still searched.
  assert.equal(
    isIndexable(
      docPage(BODY, '<meta name="robots" content="noindex, nofollow">'),
      {siteNoIndex: true},
    ),
    true,
  );
});

test('navigation-only parts are left out: marked elements and the sections named, with their subsections', () => {
  const body = `<h1>Logistics back office</h1>
<p>Where sellers ship parcels.</p>
<ul data-search-exclude><li><a href="/x">Card blurb that repeats another page</a></li></ul>
<h2 id="pages-in-this-section">Pages in this section</h2><p>Store management: stores and staff.</p>
<h3 id="more">More pages</h3><p>Still a list of links.</p>
<h2 id="menu-map">Menu map</h2><p>The top bar holds these menus.</p>
<h2 id="related-pages">Related pages</h2><ul><li>Start page</li></ul>`;
  const records = extractRecords(
    docPage(body, '<meta name="keywords" content="logistics, 物流後台">'),
    '/p',
    undefined,
    new Set(['pages-in-this-section', 'related-pages']),
  );
  assert.deepEqual(
    records.map((record) => [record.url, record.content]),
    [
      ['/p', 'Where sellers ship parcels.'],
      ['/p#menu-map', 'The top bar holds these menus.'],
    ],
  );
  // The page's keywords ride on its first record only.
  assert.deepEqual(records[0]!.keywords, ['logistics', '物流後台']);
  assert.equal(records[1]!.keywords, undefined);
});

test('the language of a record is the locale the page filters on', () => {
  const html = docPage('<h1>退款</h1><p>買家退款。</p>')
    .replace('lang="en"', 'lang="zh-Hant-TW"')
    .replace('content="en"', 'content="zh-TW"');
  assert.equal(extractRecords(html, '/zh-TW/p')[0]!.language, 'zh-TW');
});

test('a page without an h1 takes the title its content plugin gives it, and a page with neither fails', () => {
  const untitled =
    '<html lang="en"><head><title>Refund | PayNow Docs</title></head><body><div class="main-wrapper"><p>Text.</p></div></body></html>';
  const [record] = extractRecords(
    untitled,
    '/p',
    undefined,
    undefined,
    'Refund',
  );
  assert.equal(record!.hierarchy.lvl1, 'Refund');
  // The document title is not read: it is the page title and the site's.
  assert.throws(
    () => extractRecords(untitled, '/p'),
    /\/p has no title: its content plugin gives it none and it has no h1/,
  );
});
