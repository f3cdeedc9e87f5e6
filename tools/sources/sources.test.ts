import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {countFindings, formatFinding, lintSources} from './lint-sources.ts';
import type {Register} from '@paynow-docs/remark-facts';
import {comments, openMarkers} from './markers.ts';
import {openTwinProblems, sourceProblems} from './sources.ts';

const RULES = new Set(['payment-admin/seller.rule.capture', 'a.rule.b']);
const en = (text: string, rules: ReadonlySet<string> = RULES) =>
  sourceProblems(text, {locale: 'en', rules}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );
const zh = (text: string) =>
  sourceProblems(text, {locale: 'zh-TW', rules: RULES}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );

const FACT = '{/* rule: payment-admin/seller.rule.capture */}';

test('a generalisation planted without a marker fails, with its line, column and word', () => {
  const page = 'Open the list.\n\nYou can only cancel a capture today.';
  assert.deepEqual(en(page), ['3:9 generalisation']);
  const [problem] = sourceProblems(page, {locale: 'en'});
  assert.equal(problem!.message, '"only" needs a rule marker');
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

test('a rule marker on the same line backs the line, in MDX or inside a JS expression', () => {
  assert.deepEqual(en(`You can only cancel a capture today. ${FACT}`), []);
  assert.deepEqual(en(`You can only cancel a capture today.\n${FACT}`), [
    '1:9 generalisation',
  ]);
  assert.deepEqual(
    zh(
      "    { label: '全部請款' /* rule: a.rule.b */ },\n    { label: '全部請款' },",
    ),
    ['2:15 generalisation'],
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
    '`only` {/* open: a.only */} __Only__',
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

test('a rule marker names a rule record; a fact: comment and a malformed marker fail and back nothing', () => {
  assert.deepEqual(en(`Only today. {/* rule: a.rule.missing */}`), [
    '1:1 generalisation',
    '1:13 marker',
  ]);
  const unknown = sourceProblems('Only today. {/* rule: a.rule.missing */}', {
    locale: 'en',
    rules: RULES,
  }).find(({rule}) => rule === 'marker');
  assert.equal(
    unknown!.message,
    '"a.rule.missing" is no rule record of the register (facts/)',
  );
  for (const marker of [
    '{/* fact: payment-admin/seller.md § C */}',
    '{/* rule payment-admin/seller.rule.capture */}',
    '{/* rule: a b */}',
  ]) {
    assert.deepEqual(
      en(`Only today. ${marker}`),
      ['1:1 generalisation', '1:13 marker'],
      marker,
    );
  }
  // Without the register's rules, any id backs its line.
  assert.deepEqual(
    sourceProblems('Only today. {/* rule: any.id */}', {locale: 'en'}),
    [],
  );
});

test('a slash between bold spans is text, not a comment', () => {
  const page =
    'Open **Shopping (購物)**/**Send (寄貨)**: only 7-11 **x**/ all.';
  assert.deepEqual(comments(page), []);
  assert.deepEqual(en(page), ['1:39 generalisation', '1:56 generalisation']);
});

test('a marker inside code is an example, not a marker', () => {
  const page =
    '```mdx\n{/* open: a.b */}\n<OpenPoint id="a.c" />\n```\n\n`{/* rule: x */}`';
  assert.deepEqual(comments(page), []);
  assert.deepEqual(openMarkers(page), []);
  assert.deepEqual(en(page), []);
});

test('open markers are comments and <OpenPoint id> elements, in page order', () => {
  assert.deepEqual(
    openMarkers(
      'Text.\n\n<OpenPoint id="a.two" />\n{/* open: a.one */}\nSee <OpenPoint id="a.three" channel="mpos" /> too.\n<OpenPoint />',
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
      'zh/a.mdx:1 docs/a.mdx marks open point "a.top" in the top of the page and this page does not: mark it in both languages, in the same section ({/* open: <id of an open record> */} or <OpenPoint id="<id>" />)',
      'zh/a.mdx:4 docs/a.mdx marks open point "a.refund-1" in #refunds and this page does not: mark it in both languages, in the same section ({/* open: <id of an open record> */} or <OpenPoint id="<id>" />)',
      'zh/a.mdx:4 docs/a.mdx marks open point "a.refund-2" in #refunds and this page does not: mark it in both languages, in the same section ({/* open: <id of an open record> */} or <OpenPoint id="<id>" />)',
      'docs/a.mdx:8 zh/a.mdx marks open point "a.other" in #refunds and this page does not: mark it in both languages, in the same section ({/* open: <id of an open record> */} or <OpenPoint id="<id>" />)',
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

test('the lint reads both languages, holds rule markers to the register, and counts the findings per language and rule', () => {
  const zhDocs = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';
  const register: Register = {
    records: [{kind: 'rule', id: 'a/b.rule.capture', source: 'a/b.md § C'}],
    names: [],
  };
  const dir = site({
    'docs/a/b.mdx': `## Capture\n\nOnly today. {/* rule: a/b.rule.capture */}\n\nAlways. {/* rule: a/b.rule.gone */}\n${open('a/b.q')}\n`,
    'docs/_partial.mdx': 'Every partial.\n',
    'docs/use-with-ai.mdx': `Every page has a Markdown copy.\n${open('x.q')}\n`,
    [`${zhDocs}/use-with-ai.mdx`]: '每個頁面都有Markdown版本。\n',
    [`${zhDocs}/a/b.mdx`]: `## 請款 {#capture}\n\n全部請款。\n${open('a/b.q')}\n`,
  });
  const findings = lintSources(dir, register);
  assert.deepEqual(findings.map(formatFinding), [
    'docs/a/b.mdx:5:1: [generalisation] "Always" needs a rule marker',
    'docs/a/b.mdx:5:9: [marker] "a/b.rule.gone" is no rule record of the register (facts/)',
    `${zhDocs}/a/b.mdx:3:1: [generalisation] "全部" needs a rule marker`,
    // A guide about the site itself: its sweeping words need no rule.
    `${zhDocs}/use-with-ai.mdx:1:1: [open-twin] docs/use-with-ai.mdx marks open point "x.q" in the top of the page and this page does not: mark it in both languages, in the same section ({/* open: <id of an open record> */} or <OpenPoint id="<id>" />)`,
  ]);
  assert.deepEqual(countFindings(findings), [
    'en: 2 (generalisation 1, marker 1)',
    'zh-TW: 2 (generalisation 1, open-twin 1)',
  ]);
});
