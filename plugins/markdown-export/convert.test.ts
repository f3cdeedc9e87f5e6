import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {toString} from 'mdast-util-to-string';
import {gfm} from 'micromark-extension-gfm';
import {admonitionWords} from '@paynow-docs/build-kit';
import {htmlToMarkdown} from './convert.ts';
import {findHtml} from './markdown.ts';
import {DEFAULT_PAGE_TEXT} from './text.ts';

const OPTIONS = {
  pageUrl: 'https://docs.example/base/docs/payment-admin/refund',
  preferredTab: 'curl',
};

/** A docs page as Docusaurus renders it (trimmed), with `body` as its content. */
function docPage(body: string, footer = ''): string {
  return `<!doctype html><html lang="en" class="docs-doc-page"><head><title>ATM refund | PayNow Docs</title></head>
<body><nav class="navbar">Menu</nav><main><article>
<nav class="theme-doc-breadcrumbs"><a href="/base/docs/">Docs</a></nav>
<div class="theme-doc-toc-mobile"><button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>ATM refund for buyers</h1></header>${body}</div>
<footer class="theme-doc-footer">${footer}</footer></article></main></body></html>`;
}

/** The <Flow> component's markup: a named group around nested lists. */
const FLOW = `<div class="flow_x" role="group" aria-label="Buyer pays a bill">
<div class="caption_x" aria-hidden="true">Buyer pays a bill</div>
<ol class="steps_x">
<li class="step_x"><div class="box_x"><span class="label_x">Buyer receives the bill (帳單)</span><span class="detail_x">By e-mail.</span></div></li>
<li class="step_x"><div class="box_x decision_x"><span class="label_x">Paid?</span></div>
<ul class="branches_x">
<li class="branch_x"><span class="when_x">Yes</span><ol class="steps_x"><li class="step_x"><div class="box_x"><span class="label_x">Seller ships</span></div></li></ol></li>
<li class="branch_x"><span class="when_x">No</span><ol class="steps_x"><li class="step_x"><div class="box_x"><span class="label_x">Reminder</span></div></li><li class="step_x"><div class="box_x"><span class="label_x">Bill expires</span></div></li></ol></li>
</ul></li>
<li class="step_x"><div class="box_x"><span class="label_x">Done</span></div></li>
</ol></div>`;

const TABLE = `<table tabindex="0"><thead><tr><th>Field<th>What to do<tbody>
<tr><td><strong>Bank name (銀行名稱)</strong><td>Your bank.
<tr><td>Amount | fee<td>Check <code>a|b</code>.</table>`;

const ADMONITIONS = `<div class="theme-admonition theme-admonition-warning alert alert--warning"><div class="admonitionHeading_x"><span class="admonitionIcon_x"><svg><path d="M0"/></svg></span>Check your details</div><div class="admonitionContent_x"><ul><li>The name must match.</li><li>Click <strong>Confirm refund (確認退款)</strong>.</li></ul></div></div>
<div class="theme-admonition theme-admonition-note alert alert--secondary"><div class="admonitionHeading_x"><span><svg></svg></span>note</div><div class="admonitionContent_x"><p>The screen states the days.</p><p>Second paragraph.</p></div></div>`;

/** A code block as the lazy Prism code block streams it: fallback first, highlighted lines at the end. */
const CODE = `<div><!--$?--><template id="B:0"></template><pre tabindex="0" class="prism-code"><code>plain fallback</code></pre><!--/$--></div>
<div hidden id="S:0"><div class="language-bash codeBlockContainer_x theme-code-block"><div class="codeBlockContent_x"><pre tabindex="0" class="prism-code language-bash"><code><div class="token-line"><span class="token function">curl</span><span class="token plain"> --url https://api.example/v1/pet </span><span class="token punctuation">\\</span><br/></div><div class="token-line"><span class="token plain">  --header </span><span class="token string">'Accept: application/json'</span><br/></div></code></pre><button aria-label="Copy code">Copy</button></div></div></div>`;

const TABS = `<div class="theme-tabs-container tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">Python</li></ul>
<div class="margin-top--md"><div role="tabpanel"><pre class="prism-code language-bash"><code>curl https://api.example/v1</code></pre></div>
<div role="tabpanel" hidden><pre class="prism-code language-python"><code>import requests</code></pre></div></div></div>`;

test('a <Flow> becomes its title and numbered steps, with branches nested under their condition', () => {
  const {body} = htmlToMarkdown(docPage(FLOW), OPTIONS);
  assert.equal(
    body,
    [
      '**Buyer pays a bill**',
      '',
      '1. Buyer receives the bill (帳單): By e-mail.',
      '2. Paid?',
      '   - **Yes**',
      '     1. Seller ships',
      '   - **No**',
      '     1. Reminder',
      '     2. Bill expires',
      '3. Done',
    ].join('\n'),
  );
});

test('a table becomes a GFM table, pipes escaped', () => {
  const {body} = htmlToMarkdown(docPage(TABLE), OPTIONS);
  assert.equal(
    body,
    [
      '| Field | What to do |',
      '| --- | --- |',
      '| **Bank name (銀行名稱)** | Your bank. |',
      '| Amount \\| fee | Check `a\\|b`. |',
    ].join('\n'),
  );
});

test('admonitions become blockquotes labelled as rendered: the type word, or their own title on a line', () => {
  const {body} = htmlToMarkdown(docPage(ADMONITIONS), OPTIONS);
  assert.equal(
    body,
    [
      '> **Check your details**',
      '>',
      '> - The name must match.',
      '> - Click **Confirm refund (確認退款)**.',
      '',
      '> **Note:** The screen states the days.',
      '>',
      '> Second paragraph.',
    ].join('\n'),
  );
});

test('code is fenced with its language, Prism lines flattened to text, streamed content in place', () => {
  const {body} = htmlToMarkdown(docPage(CODE), OPTIONS);
  assert.equal(
    body,
    [
      '```bash',
      'curl --url https://api.example/v1/pet \\',
      "  --header 'Accept: application/json'",
      '```',
    ].join('\n'),
  );
});

test('of a tab group with a curl tab only the curl sample is kept', () => {
  const {body} = htmlToMarkdown(docPage(TABS), OPTIONS);
  assert.equal(body, '```bash\ncurl https://api.example/v1\n```');
});

test('a tab group without the preferred tab keeps every tab under its label', () => {
  const {body} = htmlToMarkdown(docPage(TABS), {
    ...OPTIONS,
    preferredTab: 'Go',
  });
  assert.equal(
    body,
    '**curl**\n\n```bash\ncurl https://api.example/v1\n```\n\n**Python**\n\n```python\nimport requests\n```',
  );
});

test('title, Chinese labels, inline marks and absolute links; chrome and anchors dropped', () => {
  const page = docPage(
    `<p>Click <strong>Refund review (退款審核)</strong>, then <em>wait</em>. See <a href="./seller#refund">Seller functions</a> or <a href="#log-in">log in</a>.</p>
<h2 class="anchor" id="log-in">Log in<a href="#log-in" class="hash-link" aria-label="Direct link">\u200b</a></h2>
<ol><li>Open <strong>Buyer functions (買家功能)</strong>:<ul><li><code>Account (帳號)</code></li></ul></li><li>Press <kbd>Enter</kbd>.</li></ol>`,
    '<span class="theme-last-updated">Last updated on <time datetime="2026-11-22T01:32:47.000Z">Nov 22, 2026</time></span>',
  );
  const {title, body, updated} = htmlToMarkdown(page, OPTIONS);
  assert.equal(title, 'ATM refund for buyers');
  assert.equal(updated, '2026-11-22');
  assert.equal(
    body,
    [
      'Click **Refund review (退款審核)**, then *wait*. See [Seller functions](https://docs.example/base/docs/payment-admin/seller#refund) or [log in](https://docs.example/base/docs/payment-admin/refund#log-in).',
      '',
      '## Log in',
      '',
      '1. Open **Buyer functions (買家功能)**:',
      '   - `Account (帳號)`',
      '2. Press `Enter`.',
    ].join('\n'),
  );
});

test('text that looks like HTML or Markdown is escaped, and no HTML is left', () => {
  const page = docPage(
    '<p>Type integer &lt;int64&gt;, a *star*, [brackets] and &lt;script&gt;alert(1)&lt;/script&gt;.</p>',
  );
  const {body} = htmlToMarkdown(page, OPTIONS);
  assert.equal(
    body,
    'Type integer \\<int64>, a \\*star\\*, \\[brackets] and \\<script>alert(1)\\</script>.',
  );
  assert.deepEqual(findHtml(body), []);
});

test('a release note keeps its date; its title is written once', () => {
  const html = `<html class="blog-post-page"><body><main><article><header><h1 class="title_x">v1.0.0</h1><time datetime="2026-11-22T00:00:00.000Z">November 22, 2026</time></header>
<div id="__blog-post-container" class="markdown"><p>The first release.</p></div></article></main></body></html>`;
  const {title, body} = htmlToMarkdown(html, OPTIONS);
  assert.equal(title, 'v1.0.0');
  assert.equal(body, 'Released: 2026-11-22\n\nThe first release.');
});

test('a page without an h1 gets no title guessed from <title> (whose own text may hold the delimiter)', () => {
  const html = `<html><head><title>List | Map | PayNow Docs</title></head><body><main><p>Text.</p></main></body></html>`;
  assert.equal(htmlToMarkdown(html, OPTIONS).title, '');
});

test('javascript:, vbscript: and data: link targets are dropped, the text kept', () => {
  const {body} = htmlToMarkdown(
    docPage(
      '<p><a href="javascript:alert(1)">one</a> <a href="JaVaScRiPt:alert(1)">two</a> <a href=" vbscript:msgbox(1)">three</a> <a href="data:text/html,<script>alert(1)</script>">four</a> <a href="/base/docs/ok">five</a></p><p><img src="data:image/svg+xml,<svg onload=alert(1)>" alt="pic"></p>',
    ),
    OPTIONS,
  );
  assert.doesNotMatch(body, /javascript:|vbscript:|data:/i);
  assert.match(
    body,
    /one two three four \[five\]\(https:\/\/docs\.example\/base\/docs\/ok\)/,
  );
  assert.match(body, /pic/);
});

test('a ) or ( in a link URL does not end the Markdown link', () => {
  const {body} = htmlToMarkdown(
    docPage('<p><a href="https://example.com/wiki/Foo_(bar))x">wiki</a></p>'),
    OPTIONS,
  );
  assert.match(
    body,
    /\[wiki\]\(https:\/\/example\.com\/wiki\/Foo_%28bar%29%29x\)/,
  );
});

/** Markdown rendered back to plain text, as a reader of the `.md` sees it. */
function shownText(markdown: string): string {
  return toString(
    fromMarkdown(markdown, {
      extensions: [gfm()],
      mdastExtensions: [gfmFromMarkdown()],
    }),
  );
}

test('spec text with <, {, quotes, backticks and a leading `export` stays text: escaped, shown literally, no HTML', () => {
  const summary = 'Add a "pet" {beta} <Danger/>';
  const description = 'export const x = 1; and `a` <b>c</b>';
  const {body} = htmlToMarkdown(
    docPage(
      `<p>${summary.replace(/</g, '&lt;')}</p><p>${description.replace(/</g, '&lt;')}</p>`,
    ),
    OPTIONS,
  );
  assert.deepEqual(findHtml(body), []);
  assert.equal(shownText(body), `${summary}${description}`);
  assert.match(body, /\{beta\} \\<Danger\/>/);
});

test('a zh-TW admonition is labelled with its rendered heading; an untitled caution reads Warning', () => {
  const {body} = htmlToMarkdown(
    docPage(
      `<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x"><span><svg></svg></span>備註</div><div class="admonitionContent_x"><p>請確認金額。</p></div></div>
<div class="theme-admonition theme-admonition-caution alert"><div class="admonitionHeading_x"><span><svg></svg></span>caution</div><div class="admonitionContent_x"><p>Check twice.</p></div></div>`,
    ),
    OPTIONS,
  );
  assert.equal(
    body,
    '> **備註**\n>\n> 請確認金額。\n\n> **Warning:** Check twice.',
  );
});

test("with the locale's admonition words, an untitled zh-TW admonition reads as its type", () => {
  const words = admonitionWords({
    'theme.admonition.note': '備註',
    'theme.admonition.caution': '小心',
  });
  const {body} = htmlToMarkdown(
    docPage(
      `<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x"><span><svg></svg></span>備註</div><div class="admonitionContent_x"><p>請確認金額。</p></div></div>
<div class="theme-admonition theme-admonition-caution alert"><div class="admonitionHeading_x"><span><svg></svg></span>小心</div><div class="admonitionContent_x"><p>退款無法取消。</p></div></div>
<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x"><span><svg></svg></span>請先登入</div><div class="admonitionContent_x"><p>使用管理員帳號。</p></div></div>`,
    ),
    {...OPTIONS, admonitionWords: words},
  );
  assert.equal(
    body,
    '> **備註:** 請確認金額。\n\n> **小心:** 退款無法取消。\n\n> **請先登入**\n>\n> 使用管理員帳號。',
  );
});

test('doc cards become one list of links with their descriptions', () => {
  const cardHtml = (href: string, title: string, text: string) =>
    `<article class="col"><a class="card padding--lg" href="${href}"><h2 title="${title}"><span>📄️</span><span>${title}</span></h2><p title="${text}">${text}</p></a></article>`;
  const {body} = htmlToMarkdown(
    docPage(
      `<section class="row">${cardHtml('/base/docs/a', 'Seller', 'Sell things.')}${cardHtml('/base/docs/b', 'Finance', 'Money.')}</section>`,
    ),
    OPTIONS,
  );
  assert.equal(
    body,
    '- [Seller](https://docs.example/base/docs/a): Sell things.\n- [Finance](https://docs.example/base/docs/b): Money.',
  );
});

test('API field labels laid out side by side keep a space; a <details> summary is bold', () => {
  const {body} = htmlToMarkdown(
    docPage(
      '<ul><li><div class="head"><code>id</code><span>integer &lt;int64&gt;</span><span>required</span></div><details><summary>Properties of <code>category</code></summary><p>Inner.</p></details></li></ul>',
    ),
    OPTIONS,
  );
  assert.equal(
    body,
    '- `id` integer \\<int64> required\n\n  **Properties of `category`**\n\n  Inner.',
  );
});

test('a Flow followed by numbered steps stays two lists; an e-mail link keeps its mailto: target', () => {
  const {body} = htmlToMarkdown(
    docPage(
      `${FLOW}<ol><li>Open the form.</li><li>Send it to <a href="mailto:help@example.com">help@example.com</a>.</li></ol>`,
    ),
    OPTIONS,
  );
  const tree = fromMarkdown(body, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  assert.deepEqual(
    tree.children.map((node) => node.type),
    ['paragraph', 'list', 'list'],
  );
  assert.match(body, /\[help@example\.com\]\(mailto:help@example\.com\)/);
});

test('the text of inline code is kept as written, its highlighted parts not spaced apart', () => {
  const {body} = htmlToMarkdown(
    docPage(
      '<ul><li><span>Run</span><code><span class="token">npm</span><span class="token">ci</span></code></li></ul>',
    ),
    OPTIONS,
  );
  assert.equal(body, '- Run `npmci`');
});

/** The page text of a Chinese locale, as a site gives it. */
const ZH_TEXT = {
  ...DEFAULT_PAGE_TEXT,
  released: '發布日期：{date}',
  tab: '分頁{number}',
  colon: '：',
  openParenthesis: '（',
  closeParenthesis: '）',
  listSeparator: '、',
  sentenceSeparator: '',
};

test("in a Chinese locale's page text: full-width colons after labels, card titles and Flow steps, a Chinese date line and tab", () => {
  const words = admonitionWords({'theme.admonition.note': '備註'});
  const zhOptions = {...OPTIONS, admonitionWords: words, text: ZH_TEXT};
  const {body} = htmlToMarkdown(
    docPage(
      `<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x"><span><svg></svg></span>備註</div><div class="admonitionContent_x"><p>退款無法取消。</p></div></div>
<div class="theme-admonition theme-admonition-note alert"><div class="admonitionHeading_x"><span><svg></svg></span>備註</div><div class="admonitionContent_x"><ul><li>先登入。</li></ul></div></div>
<section class="row"><article class="col"><a class="card padding--lg" href="/base/docs/a"><h2 title="賣家"><span>賣家</span></h2><p title="賣家功能。">賣家功能。</p></a></article></section>
${FLOW}`,
    ),
    zhOptions,
  );
  assert.match(
    body,
    /^> \*\*備註\*\*：退款無法取消。\n\n> \*\*備註：\*\*\n>\n> - 先登入。\n/,
  );
  assert.match(
    body,
    /\n- \[賣家\]\(https:\/\/docs\.example\/base\/docs\/a\)：賣家功能。\n/,
  );
  assert.match(body, /\n1\. Buyer receives the bill \(帳單\)：By e-mail\.\n/);
  assert.doesNotMatch(body, /[^\s]: |&#x/);
  // The bold label reads back as bold, its colon and text after it.
  const tree = fromMarkdown(body, {
    extensions: [gfm()],
    mdastExtensions: [gfmFromMarkdown()],
  });
  const first = tree.children[0];
  assert.equal(first?.type, 'blockquote');
  assert.equal(toString(first), '備註：退款無法取消。');

  const release = htmlToMarkdown(
    `<html class="blog-post-page"><body><main><article><header><h1>v1.0.0</h1><time datetime="2026-11-22T00:00:00.000Z">2026年11月22日</time></header>
<div id="__blog-post-container" class="markdown"><p>第一個版本。</p></div></article></main></body></html>`,
    zhOptions,
  );
  assert.equal(release.body, '發布日期：2026-11-22\n\n第一個版本。');

  const unlabelled = TABS.replace(
    '<li role="tab">Python</li>',
    '<li role="tab"></li>',
  );
  assert.match(
    htmlToMarkdown(docPage(unlabelled), {...zhOptions, preferredTab: 'Go'})
      .body,
    /\n\*\*分頁2\*\*\n/,
  );
});
