import {test} from 'node:test';
import assert from 'node:assert/strict';
import {emphasisProblems, englishMarks, pairProblems} from './label-pairs.ts';

const rules = (problems: {line: number; rule: string}[]) =>
  problems.map(({line, rule}) => `${line} ${rule}`);

const ENGLISH = [
  '## Query captured transactions {#captured-query}',
  '',
  '1. Open the **Captured (已請款)** tab.',
  '2. Read the **Payout date (撥款日期)** column.',
  '',
  '## Print labels {#print}',
  '',
  '- **Print status (列印狀態)**: Not printed (未列印) or Printed (已列印).',
].join('\n');

test('the Chinese labels of an English line, bold or not', () => {
  assert.deepEqual(
    englishMarks(
      'Open **Seller functions (賣家功能) > Capture (請款)**; status Not printed (未列印), ID (負責人身分證 partly hidden).',
      1,
    ).map(({text, bold}) => `${text} ${bold}`),
    ['賣家功能 true', '請款 true', '未列印 false'],
  );
});

test('a twin that marks each text as the English page does passes', () => {
  const twin = [
    '## 查詢已請款交易 {#captured-query}',
    '',
    '1. 開啟**已請款**分頁。',
    '2. 查看**撥款日期**欄。',
    '',
    '## 列印標籤 {#print}',
    '',
    '- **列印狀態**：「未列印」或「已列印」。',
  ].join('\n');
  assert.deepEqual(pairProblems(ENGLISH, twin), []);
});

test('planted: **已請款項** and **撥款時間** where the English page bolds 已請款 and 撥款日期 fail', () => {
  const twin = [
    '## 查詢已請款交易 {#captured-query}',
    '',
    '1. 開啟**已請款項**分頁。',
    '2. 查看**撥款時間**欄。',
    '',
    '## 列印標籤 {#print}',
    '',
    '- **列印狀態**：「未列印」或「已列印」。',
  ].join('\n');
  const problems = pairProblems(ENGLISH, twin);
  assert.deepEqual(rules(problems), ['1 label-pair', '1 label-pair']);
  assert.match(
    problems[0]!.message,
    /no \*\*已請款\*\* there \(it bolds \*\*已請款項\*\*\)/,
  );
  assert.match(problems[1]!.message, /no \*\*撥款日期\*\*/);
});

test('planted: a status the English page writes as a value, bold in the twin, fails', () => {
  const twin = [
    '## 查詢已請款交易 {#captured-query}',
    '',
    '1. 開啟**已請款**分頁。',
    '2. 查看**撥款日期**欄。',
    '',
    '## 列印標籤 {#print}',
    '',
    '- **列印狀態**：**未列印**或「已列印」。',
  ].join('\n');
  assert.deepEqual(rules(pairProblems(ENGLISH, twin)), ['8 value-marker']);
});

test('planted: bold as emphasis fails in both languages, labels do not', () => {
  assert.deepEqual(
    rules(
      emphasisProblems(
        '確認**未**勾選**啟用測試模式**，選**是**。',
        'zh-TW',
        new Set(['是']),
      ),
    ),
    ['1 emphasis'],
  );
  assert.deepEqual(
    rules(
      emphasisProblems(
        'Tick the term **and** the surcharge, then click **Browse**.',
        'en',
      ),
    ),
    ['1 emphasis'],
  );
});
