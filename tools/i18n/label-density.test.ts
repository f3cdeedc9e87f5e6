import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {MAX_MARKS_PER_1000, labelDensity, tooDense} from './label-density.ts';
import {
  ZH_GUIDES,
  densityProblems,
  densityReport,
  pageDensities,
} from './lint-labels.ts';

/** `count` Han characters of prose. */
const han = (count: number) => '請款'.repeat(count / 2);

test('「 is counted per 1,000 Han characters of prose, table cells and Flow labels', () => {
  const page = [
    '---',
    'title: 賣家功能',
    'keywords: [「請款」, 請款]',
    '---',
    "import Flow from '@site/src/components/Flow';",
    '',
    `畫面顯示「退款成功」。${han(80)}`,
    '| 欄位 | 說明 |',
    '| --- | --- |',
    '| 狀態 | 顯示「已取消」 |',
    "<Flow steps={[{ label: '出現「完成」' /* 「註解」 */ }]} />",
    '{/* DOCS-TEAM: 「註解」不算 */}',
    '```text',
    '「程式碼」不算',
    '```',
    '`「行內程式碼」`',
  ].join('\n');
  const density = labelDensity(page);
  assert.equal(density.marks, 3);
  // Title 4, the message line 8 + 80, the table 4 + 7, the Flow label 4.
  assert.equal(density.han, 4 + 88 + 4 + 7 + 4);
  assert.equal(density.perThousand, (3 / density.han) * 1000);
  assert.deepEqual(density.first, {line: 7, column: 5});
  assert.deepEqual(labelDensity('English only.'), {
    marks: 0,
    han: 0,
    perThousand: 0,
    first: null,
  });
});

test('a page above the limit is too dense; a short page may quote a few messages', () => {
  const quoted = (marks: number, chars: number) =>
    labelDensity('「是」'.repeat(marks) + han(chars - marks));
  assert.equal(tooDense(quoted(12, 1000)), false);
  assert.equal(tooDense(quoted(13, 1000)), true);
  assert.equal(tooDense(quoted(3, 100)), false);
  assert.equal(tooDense(quoted(4, 100)), true);
  assert.equal(MAX_MARKS_PER_1000, 12);
});

test('the lint names the page, its first 「 and its density; --report lists every page', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'labels-'));
  mkdirSync(path.join(dir, ZH_GUIDES, 'payment-admin'), {recursive: true});
  writeFileSync(
    path.join(dir, ZH_GUIDES, 'payment-admin', 'seller.mdx'),
    `${han(100)}\n點選「請款」、「退款」、「查詢」、「取消」、「確認」。\n`,
  );
  writeFileSync(
    path.join(dir, ZH_GUIDES, 'index.mdx'),
    `畫面顯示「上傳成功」。${han(1000)}\n`,
  );
  const pages = pageDensities(dir);
  assert.deepEqual(densityProblems(pages), [
    `${ZH_GUIDES}/payment-admin/seller.mdx:2:3: [label-density] 44.6 「 per 1,000 Han characters (5 in 112), above 12: 「」 only for text the screen prints as a message; write on-screen labels in bold (STYLE.md)`,
  ]);
  assert.deepEqual(densityReport(pages), [
    ` 44.6    5 /   112  ${ZH_GUIDES}/payment-admin/seller.mdx`,
    `  1.0    1 /  1008  ${ZH_GUIDES}/index.mdx`,
    '  5.4    6 /  1120  the site (limit 12 per page)',
  ]);
});
