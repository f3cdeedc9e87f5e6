import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseGlossary} from '../glossary/glossary.ts';
import {lintVoice, voiceFiles} from './lint-voice.ts';
import {voiceProblems, type VoiceOptions} from './voice.ts';

const zh = (text: string, options: Partial<VoiceOptions> = {}) =>
  voiceProblems(text, {locale: 'zh-TW', ...options}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );
const en = (text: string, options: Partial<VoiceOptions> = {}) =>
  voiceProblems(text, {locale: 'en', ...options}).map(
    ({line, column, rule}) => `${line}:${column} ${rule}`,
  );

test('an outsider phrase fails in English, with its line and column', () => {
  assert.deepEqual(
    en('## Kiosk\n\nPayNow does not say whose mobile number the kiosk means.'),
    ['3:1 outsider'],
  );
  assert.deepEqual(en('Not stated: the fee. The label as we read it.'), [
    '1:1 outsider',
    '1:32 outsider',
  ]);
  assert.deepEqual(en('PayNow gives no English name for it.'), [
    '1:1 outsider',
  ]);
  assert.deepEqual(en('This is not described in this guide.'), [
    '1:9 outsider',
  ]);
  assert.deepEqual(en('Ask PayNow customer service which number to use.'), []);
});

test('an outsider phrase fails in zh-TW', () => {
  assert.deepEqual(zh('退款審核：本指南未說明。'), ['1:6 outsider']);
  assert.deepEqual(zh('背景說明（PayNow的資料並未說明）'), ['1:15 outsider']);
  assert.deepEqual(zh('在訂單列表看到PayNow的資料。'), []);
  assert.deepEqual(zh('這是我們在畫面上讀到的標籤。'), ['1:3 outsider']);
  assert.deepEqual(zh('PayNow沒有說明機台要哪一組號碼。'), [
    '1:1 outsider',
    '1:7 outsider',
  ]);
});

test('你 fails in zh-TW: the reader is 您', () => {
  assert.deepEqual(zh('如果你要退款，請先登入。'), ['1:3 register']);
  assert.deepEqual(zh('如果您要退款，請先登入。'), []);
});

test('each calque fails, naming the fix', () => {
  for (const calque of [
    '一封簡訊',
    '全有或全無',
    '一組有名稱的權限',
    'PayNow不負責任',
    '選擇性步驟',
    '這些指南寫給商家',
    '依讀者分類的指南',
    'FamilyMart（全家）',
  ]) {
    const problems = voiceProblems(`說明：${calque}。`, {locale: 'zh-TW'});
    assert.deepEqual(
      problems.map(({rule}) => rule),
      ['calque'],
      calque,
    );
  }
  const [problem] = voiceProblems('PayNow不負責任。', {locale: 'zh-TW'});
  assert.match(problem!.message, /恕不負責/);
  assert.deepEqual(zh('一則簡訊；PayNow恕不負責；全家便利商店'), []);
});

test('half-width punctuation in a Chinese sentence fails, outside on-screen labels', () => {
  assert.deepEqual(zh('請款後,PayNow撥款;備註:見下表?'), [
    '1:4 punctuation',
    '1:13 punctuation',
    '1:16 punctuation',
    '1:20 punctuation',
  ]);
  assert.deepEqual(zh('點選**忘記密碼?**。', {labels: ['忘記密碼?']}), []);
  assert.deepEqual(zh("{label: '請款', detail: '撥款'}，title: 退款"), []);
});

test('a typed space between Han and Latin text or digits fails, outside on-screen labels', () => {
  assert.deepEqual(zh('請登入 PayNow 金流後台，2–3 個工作天。'), [
    '1:4 spacing',
    '1:11 spacing',
    '1:20 spacing',
  ]);
  assert.deepEqual(zh('點選 **Save** 或 **npm test** 後'), [
    '1:3 spacing',
    '1:12 spacing',
    '1:14 spacing',
    '1:27 spacing',
  ]);
  // Code spans, URLs and e-mail addresses are not words of the sentence.
  assert.deepEqual(
    zh(
      '例如 `shop@example.com`，或寄到 einvoice@paynow.com.tw 申請，見 https://paynow.com.tw 。',
    ),
    [],
  );
  assert.deepEqual(zh('請登入PayNow金流後台，2–3個工作天。'), []);
  const labels = ['PayNow 管理中心', '交易資訊 Dashboard'];
  assert.deepEqual(
    zh('開啟「PayNow 管理中心」的「交易資訊 Dashboard」。', {labels}),
    [],
  );
  assert.deepEqual(zh('開啟「PayNow 管理中心」。'), ['1:10 spacing']);
});

test('spacing skips code, comments, link targets, heading ids and tags; JSON placeholders count as Latin', () => {
  const page = [
    '## 請款 {#capture}',
    '{/* DOCS-TEAM: 確認 mPOS 的天數 */}',
    '```bash',
    'echo 中文 abc',
    '```',
    '見[退款](./refund.mdx) 頁，按 <kbd>Esc</kbd> 關閉。',
  ].join('\n');
  assert.deepEqual(zh(page), ['6:24 spacing', '6:39 spacing']);
  assert.deepEqual(zh('"message": "查看全部 {count} 筆結果"'), []);
  assert.deepEqual(
    zh('"message": "查看全部 {count} 筆結果"', {placeholders: true}),
    ['1:17 spacing', '1:25 spacing'],
  );
});

test('a glossary variant fails outside on-screen labels, in both languages', () => {
  const variants = [{word: '讀卡機', use: '刷卡機'}];
  assert.deepEqual(zh('把讀卡機連上手機。', {variants}), ['1:2 glossary']);
  assert.deepEqual(
    zh('下載「KGI mPOS 讀卡機操作檢表」。', {
      variants,
      labels: ['KGI mPOS 讀卡機操作檢表'],
    }),
    [],
  );
  const english = [{word: 'email', use: 'e-mail'}];
  assert.deepEqual(
    en('PayNow sends an email to the buyer.', {variants: english}),
    ['1:17 glossary'],
  );
  assert.deepEqual(
    en('PayNow sends an e-mail; set `email` in the **Email** field.', {
      variants: english,
    }),
    [],
  );
});

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'voice-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const GLOSSARY = parseGlossary(
  [
    'terms:',
    '  - id: dropdown',
    '    en: drop-down list',
    '    zh-TW: 下拉選單',
    '    labels: [交易資訊 Dashboard]',
    '    variants:',
    '      zh-TW: [下拉清單]',
  ].join('\n'),
  'glossary.yaml',
);

test('「本頁寫給」 fails beyond two zh-TW pages, at every place, and English labels are exempt', () => {
  const zhDocs = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';
  const files = {
    'docs/a.mdx': 'Open **Accounts (PayNow 管理中心)**.\n',
    [`${zhDocs}/a.mdx`]:
      '本頁寫給賣家。開啟「PayNow 管理中心」與「交易資訊 Dashboard」。\n',
    [`${zhDocs}/b.mdx`]: '本頁寫給買家。\n',
  };
  const two = site(files);
  assert.deepEqual(lintVoice(two, voiceFiles(two), GLOSSARY), []);
  const three = site({
    ...files,
    [`${zhDocs}/c.mdx`]: '本頁寫給開發人員，選下拉清單。\n',
  });
  const problems = lintVoice(three, voiceFiles(three), GLOSSARY);
  assert.deepEqual(
    problems.map((problem) => problem.split(': [')[0]),
    [
      `${zhDocs}/c.mdx:1:11`,
      `${zhDocs}/a.mdx:1:1`,
      `${zhDocs}/b.mdx:1:1`,
      `${zhDocs}/c.mdx:1:1`,
    ],
  );
  assert.match(problems[1]!, /appears 3 times across zh-TW \(at most 2\)/);
});

test("the site's UI strings, release notes, pages and config texts are in PayNow's voice", () => {
  const siteDir = path.join(import.meta.dirname, '..', '..');
  const owned = voiceFiles(siteDir).filter(
    ({file}) =>
      !file.startsWith('docs/') &&
      !file.startsWith('i18n/zh-TW/docusaurus-plugin-content-docs/current/'),
  );
  assert.ok(owned.some(({file}) => file === 'i18n/zh-TW/code.json'));
  assert.deepEqual(lintVoice(siteDir, owned), []);
});

test('a short label that overlaps a variant exempts only where it is marked as a label', () => {
  const variants = [{word: '讀卡機', use: '刷卡機'}];
  // A two-character label inside the variant, and one that overlaps its end.
  for (const label of ['卡機', '機型']) {
    assert.deepEqual(
      zh('把讀卡機連上手機。', {variants, labels: [label]}),
      ['1:2 glossary'],
      label,
    );
    assert.deepEqual(
      zh('把讀卡機型號填好。', {variants, labels: [label]}),
      ['1:2 glossary'],
      label,
    );
  }
  assert.deepEqual(
    zh('點選「卡機」，再把刷卡機連上。', {variants, labels: ['卡機']}),
    [],
  );
  // A label holding the variant, marked as a label: exempt.
  assert.deepEqual(
    zh('下載「KGI mPOS 讀卡機操作檢表」或 **讀卡機設定**。', {
      variants,
      labels: ['KGI mPOS 讀卡機操作檢表', '讀卡機設定'],
    }),
    [],
  );
});
