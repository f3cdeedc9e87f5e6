import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {countFindings, formatFinding, lintSources} from './lint-sources.ts';
import type {Register} from '@paynow-docs/remark-facts';
import {comments, openMarkers, parseFact} from './markers.ts';
import {openTwinProblems, sourceProblems} from './sources.ts';
import {codeProse, jsonMessages} from './texts.ts';

const en = (text: string, digestExists?: (file: string) => boolean) =>
  sourceProblems(text, {locale: 'en', digestExists}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );
const zh = (text: string) =>
  sourceProblems(text, {locale: 'zh-TW'}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );

const FACT = '{/* fact: payment-admin/seller.md § C. Capture */}';
const QUESTION =
  '{/* DOCS-TEAM (payment-admin/seller.md § C. Capture): does Capture all capture every page? */}';

test('a generalisation planted without a marker fails, with its line, column and word', () => {
  const page = 'Open the list.\n\nYou can only cancel a capture today.';
  assert.deepEqual(en(page), ['3:9 generalisation']);
  const [problem] = sourceProblems(page, {locale: 'en'});
  assert.equal(problem!.message, '"only" needs a source marker');
  assert.deepEqual(en('Every row, ALL rows, none of them, always, never.'), [
    '1:1 generalisation',
    '1:12 generalisation',
    '1:22 generalisation',
    '1:36 generalisation',
    '1:44 generalisation',
  ]);
  assert.deepEqual(en('Everything goes. Install it; overall, a nonevent.'), [
    '1:1 generalisation',
  ]);
});

test('each Chinese generalisation fails in zh-TW pages', () => {
  for (const word of [
    '一律',
    '所有',
    '只能',
    '只有',
    '只會',
    '僅',
    '每一',
    '每個',
    '每筆',
    '永遠',
    '絕不',
    '從不',
    '全部',
  ]) {
    assert.deepEqual(zh(`請款後${word}撥款。`), ['1:4 generalisation'], word);
  }
  // Each language has its own words: an English page quotes Chinese labels.
  assert.deepEqual(en('The default is 所有類型.'), []);
  assert.deepEqual(zh('Apple Pay on all devices。'), []);
});

test('a source marker on the same line backs the line, in MDX or inside a JS expression', () => {
  assert.deepEqual(en(`You can only cancel a capture today. ${FACT}`), []);
  assert.deepEqual(en(`You can only cancel a capture today.\n${FACT}`), [
    '1:9 generalisation',
  ]);
  assert.deepEqual(
    zh(
      "    { label: '全部請款' /* fact: payment-admin/seller.md § C */ },\n    { label: '全部請款' },",
    ),
    ['2:15 generalisation'],
  );
  assert.deepEqual(
    en(
      'All rows {/* fact: a/b.md § 1; important-information/seller.md § Capture */}',
    ),
    [],
  );
});

test('code, URLs, link targets, comments, imports, keywords and bold labels are skipped; title and description are not', () => {
  const page = [
    '---',
    'title: Capture all transactions',
    'description: Every capture.',
    'keywords: [all, every]',
    '---',
    "import Flow from '@site/src/components/Flow/all';",
    '',
    '## Capture everything {#capture-all}',
    '',
    'Click **Capture all (全部請款)**, see [the list](./all.mdx#every) or https://example.com/all.',
    '',
    '`only` {/* DOCS-TEAM (a.md § 1): only? */} __Only__',
    '',
    '```text',
    'all every',
    '```',
  ].join('\n');
  assert.deepEqual(en(page), [
    '2:16 generalisation',
    '3:14 generalisation',
    '8:12 generalisation',
  ]);
  assert.deepEqual(zh('點選**全部請款**，見[清單](./all.mdx)。'), []);
});

test('a DOCS-TEAM comment not in the form fails; the form passes', () => {
  assert.deepEqual(en(QUESTION), []);
  assert.deepEqual(
    en(
      '{/* DOCS-TEAM (logistics-admin/index.md § UNCLEAR: Member top-up (會員儲值)): what does it do? */}',
    ),
    [],
  );
  for (const comment of [
    '{/* DOCS-TEAM: which mobile number does the kiosk want? */}',
    '{/* DOCS-TEAM (payment-admin/seller.md): which number? */}',
    '{/* DOCS-TEAM (payment-admin/seller § C): which number? */}',
    '{/* DOCS-TEAM (../shared/content-facts/payment-admin/seller.md § C): which number? */}',
    '{/* DOCS-TEAM (/payment-admin/seller.md § C): which number? */}',
    '{/* DOCS-TEAM (payment-admin/seller.md § C): */}',
  ]) {
    assert.deepEqual(en(`Text.\n\n  ${comment}`), ['3:3 docs-team'], comment);
  }
  const [problem] = sourceProblems(
    '{/* DOCS-TEAM (../seller.md § C): which? */}',
    {locale: 'en'},
  );
  assert.match(problem!.message, /no "\.\."/);
  assert.deepEqual(en('Ask DOCS-TEAM: which number?'), ['1:5 docs-team']);
});

test('a malformed source marker fails, and does not back its line', () => {
  for (const marker of [
    '{/* fact payment-admin/seller.md § C */}',
    '{/* fact: payment-admin/seller.md */}',
    '{/* fact: ../payment-admin/seller.md § C */}',
    '{/* Fact: seller § C */}',
    '{/* fact: payment-admin/seller.md § C; refund.md */}',
  ]) {
    assert.deepEqual(
      en(`Only today. ${marker}`),
      ['1:1 generalisation', '1:13 marker'],
      marker,
    );
  }
  assert.deepEqual(parseFact('fact: a/b.md § 1; c.md § UNCLEAR: x'), [
    {file: 'a/b.md', point: '1'},
    {file: 'c.md', point: 'UNCLEAR: x'},
  ]);
});

test('a digest file that is not in the digest fails when the digest is at hand', () => {
  const exists = (file: string) => file === 'payment-admin/seller.md';
  assert.deepEqual(en(`Only today. ${FACT}\n${QUESTION}`, exists), []);
  assert.deepEqual(
    en(
      'Only today. {/* fact: payment-admin/sellers.md § C */}\n{/* DOCS-TEAM (payment-admin/sellers.md § C): which? */}',
      exists,
    ),
    ['1:1 generalisation', '1:13 marker', '2:1 docs-team'],
  );
});

test('a slash between bold spans is text, not a comment', () => {
  const page =
    'Open **Shopping (購物)**/**Send (寄貨)**: only 7-11 **x**/ all.';
  assert.deepEqual(comments(page), []);
  assert.deepEqual(en(page), ['1:39 generalisation', '1:56 generalisation']);
});

test('a DOCS-TEAM comment inside code is an example, not a question', () => {
  const page = '```mdx\n{/* DOCS-TEAM: old form */}\n```\n\n`{/* fact: x */}`';
  assert.deepEqual(comments(page), []);
  assert.deepEqual(en(page), []);
});

const RULES = new Set(['payment-admin/seller.rule.capture', 'a.rule.b']);
const guide = (text: string) =>
  sourceProblems(text, {locale: 'en', guide: true, rules: RULES}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );

test('in a guide, a rule marker names a rule record of the register; fact: and DOCS-TEAM comments are forms it replaced', () => {
  assert.deepEqual(
    guide(
      'You can only cancel a capture today. {/* rule: payment-admin/seller.rule.capture */}',
    ),
    [],
  );
  assert.deepEqual(
    guide(
      "    { label: '全部請款', detail: 'Only today.' /* rule: a.rule.b */ },",
    ),
    [],
  );
  assert.deepEqual(guide('Only today. {/* rule: a.rule.missing */}'), [
    '1:1 generalisation',
    '1:13 marker',
  ]);
  const unknown = sourceProblems('Only today. {/* rule: a.rule.missing */}', {
    locale: 'en',
    guide: true,
    rules: RULES,
  }).find(({rule}) => rule === 'marker');
  assert.equal(
    unknown!.message,
    '"a.rule.missing" is no rule record of the register (facts/)',
  );
  for (const marker of [
    FACT,
    '{/* rule payment-admin/seller.rule.capture */}',
    '{/* rule: a b */}',
  ]) {
    assert.deepEqual(
      guide(`Only today. ${marker}`),
      ['1:1 generalisation', '1:13 marker'],
      marker,
    );
  }
  assert.deepEqual(guide(`Text.\n${QUESTION}`), ['2:1 docs-team']);
  // Without the register's rules, any id backs its line.
  assert.deepEqual(
    sourceProblems('Only today. {/* rule: any.id */}', {
      locale: 'en',
      guide: true,
    }),
    [],
  );
});

test('open markers are comments and <OpenPoint id> elements, in page order, outside code', () => {
  assert.deepEqual(
    openMarkers(
      'Text.\n\n<OpenPoint id="a.two" />\n{/* open: a.one */}\nSee <OpenPoint id="a.three" /> too.\n<OpenPoint />\n```mdx\n<OpenPoint id="a.code" />\n```',
    ),
    [
      {id: 'a.two', line: 3, column: 1, alone: true},
      {id: 'a.one', line: 4, column: 1, alone: true},
      {id: 'a.three', line: 5, column: 5, alone: false},
    ],
  );
});

const open = (id: string) => `{/* open: ${id} */}`;
const point = (id: string) => `<OpenPoint id="${id}" />`;
const ENGLISH = [
  '# Seller functions',
  open('a.top'),
  '',
  '## Capture {#capture}',
  '',
  point('a.capture'),
  '',
  '## Refunds',
  '',
  open('a.refund-1'),
  point('a.refund-2'),
].join('\n');
const OPEN_FORM_TEXT =
  '({/* open: <id of an open record> */} or <OpenPoint id="<id>" />)';

test('[open-twin]: the twin marks the same open points as the English page in each section', () => {
  const same = [
    point('a.top'),
    '## 請款 {#capture}',
    open('a.capture'),
    '## 退款 {#refunds}',
    open('a.refund-2'),
    open('a.refund-1'),
  ].join('\n');
  const english = {file: 'docs/a.mdx', source: ENGLISH};
  assert.deepEqual(
    openTwinProblems(english, {file: 'zh/a.mdx', source: same}),
    [],
  );
  const fewer = [
    '## 請款 {#capture}',
    '',
    open('a.capture'),
    '## 退款 {#refunds}',
    open('a.other'),
  ].join('\n');
  assert.deepEqual(
    openTwinProblems(english, {file: 'zh/a.mdx', source: fewer}).map(
      ({file, problem}) => `${file}:${problem.line} ${problem.message}`,
    ),
    [
      `zh/a.mdx:1 docs/a.mdx marks open point "a.top" in the top of the page and this page does not: mark it in both languages, in the same section ${OPEN_FORM_TEXT}`,
      `zh/a.mdx:4 docs/a.mdx marks open point "a.refund-1" in #refunds and this page does not: mark it in both languages, in the same section ${OPEN_FORM_TEXT}`,
      `zh/a.mdx:4 docs/a.mdx marks open point "a.refund-2" in #refunds and this page does not: mark it in both languages, in the same section ${OPEN_FORM_TEXT}`,
      `docs/a.mdx:8 zh/a.mdx marks open point "a.other" in #refunds and this page does not: mark it in both languages, in the same section ${OPEN_FORM_TEXT}`,
    ],
  );
  // The same point in another section is a different place.
  assert.deepEqual(
    openTwinProblems(
      {file: 'docs/b.mdx', source: '## Refunds\n\n' + open('b.x')},
      {file: 'zh/b.mdx', source: '## 退款 {#capture-refunds}\n' + open('b.x')},
    ).map(({file, problem}) => `${file}:${problem.line}`),
    ['zh/b.mdx:1', 'docs/b.mdx:1'],
  );
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sources-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

test('the lint reads both languages, holds guides to the register, and counts the findings per language and rule', () => {
  const zhDocs = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';
  const register: Register = {
    records: [{kind: 'rule', id: 'a/b.rule.capture', source: 'a/b.md § C'}],
    names: [],
  };
  const dir = site({
    'docs/a/b.mdx': `## Capture\n\nOnly today. {/* rule: a/b.rule.capture */}\n\nAlways. {/* rule: a/b.rule.gone */}\n${open('a/b.q')}\n${QUESTION}\n`,
    'docs/_partial.mdx': 'Every partial.\n',
    'docs/use-with-ai.mdx': `Every page has a Markdown copy.\n${open('x.q')}\n`,
    [`${zhDocs}/use-with-ai.mdx`]: '每個頁面都有Markdown版本。\n',
    [`${zhDocs}/a/b.mdx`]: `## 請款 {#capture}\n\n全部請款。\n${open('a/b.q')}\n`,
  });
  const findings = lintSources(dir, null, register);
  assert.deepEqual(findings.map(formatFinding), [
    'docs/a/b.mdx:5:1: [generalisation] "Always" needs a source marker',
    'docs/a/b.mdx:5:9: [marker] "a/b.rule.gone" is no rule record of the register (facts/)',
    'docs/a/b.mdx:7:1: [docs-team] a DOCS-TEAM comment in a guide: the question goes into the register as an open record, the page marks it with {/* open: <id of an open record> */} or <OpenPoint id="<id>" />',
    `${zhDocs}/a/b.mdx:3:1: [generalisation] "全部" needs a source marker`,
    // A guide about the site itself: its sweeping words need no rule.
    `${zhDocs}/use-with-ai.mdx:1:1: [open-twin] docs/use-with-ai.mdx marks open point "x.q" in the top of the page and this page does not: mark it in both languages, in the same section ${OPEN_FORM_TEXT}`,
  ]);
  assert.deepEqual(countFindings(findings), [
    'en: 3 (docs-team 1, generalisation 1, marker 1)',
    'zh-TW: 2 (generalisation 1, open-twin 1)',
  ]);
});

test('bold text is read unless it is an on-screen label', () => {
  assert.deepEqual(en('Tick **only** the first box.'), ['1:8 generalisation']);
  assert.deepEqual(en('Click **Capture all (全部請款)**.'), []);
  const labels = new Set(['全部請款']);
  const zhBold = (text: string) =>
    sourceProblems(text, {locale: 'zh-TW', labels}).map(
      ({line, column}) => `${line}:${column}`,
    );
  assert.deepEqual(zhBold('點選**全部請款**。'), []);
  assert.deepEqual(zhBold('請**只能**勾選一項。'), ['1:4']);
});

test('a claim about the site is backed by the file that proves it', () => {
  const exists = (file: string) => file === 'checks/readme.test.ts';
  const site = (text: string) =>
    sourceProblems(text, {locale: 'en', siteFileExists: exists}).map(
      ({line, rule}) => `${line} ${rule}`,
    );
  assert.deepEqual(
    site('Every page has a copy. {/* site: checks/readme.test.ts */}'),
    [],
  );
  assert.deepEqual(
    site('Every page has a copy. {/* site: checks/nothing.ts */}'),
    ['1 generalisation', '1 marker'],
  );
});

test('the strings of code and the messages of code.json are read, JSDoc and keys are not', () => {
  const code = [
    '/** Every docs page is exported. */',
    "export const A = {label: 'Guides for every back office', id: 'all'};",
    "const B = '列出所有頁面';",
    "const C = 'Lists every page of the site'; /* site: checks/readme.test.ts */",
    'const D = <p>Read every guide here</p>;',
  ].join('\n');
  const {en: english, zh: chinese} = codeProse(code, 'x.tsx');
  assert.deepEqual(
    sourceProblems(english, {locale: 'en'}).map(
      ({line, column}) => `${line}:${column}`,
    ),
    ['2:38', '5:19'],
  );
  assert.deepEqual(
    sourceProblems(chinese, {locale: 'zh-TW'}).map(({line}) => line),
    [3],
  );
  const json = [
    '{',
    '  "a": {',
    '    "message": "搜尋所有文件"',
    '  },',
    '  "b": {',
    '    "message": "列出所有頁面",',
    '    "description": "site: checks/readme.test.ts"',
    '  }',
    '}',
  ].join('\n');
  assert.deepEqual(
    sourceProblems(jsonMessages(json), {locale: 'zh-TW'}).map(({line}) => line),
    [3],
  );
});

test('planted: lint:sources reads release notes, pages, code.json and the site files', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sources-texts-'));
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  mkdirSync(path.join(dir, 'blog'), {recursive: true});
  mkdirSync(path.join(dir, 'src/pages'), {recursive: true});
  mkdirSync(path.join(dir, 'i18n/zh-TW'), {recursive: true});
  writeFileSync(path.join(dir, 'docs/index.mdx'), '# Start\n\nRead on.\n');
  writeFileSync(
    path.join(dir, 'blog/2026-01-01-a.mdx'),
    '---\ntitle: A\n---\n\nGuides for every PayNow back office.\n',
  );
  writeFileSync(
    path.join(dir, 'src/pages/index.tsx'),
    'export default () => <p>Read every guide on one page</p>;\n',
  );
  writeFileSync(
    path.join(dir, 'i18n/zh-TW/code.json'),
    '{\n  "x": {\n    "message": "所有指南一覽"\n  }\n}\n',
  );
  writeFileSync(
    path.join(dir, 'site.agents.ts'),
    "export const A = 'Every button, menu and field is named in English.';\n",
  );
  assert.deepEqual(
    lintSources(dir, null).map(({file, line}) => `${file}:${line}`),
    [
      'blog/2026-01-01-a.mdx:5',
      'i18n/zh-TW/code.json:3',
      'site.agents.ts:1',
      'src/pages/index.tsx:1',
    ],
  );
});
