import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {emptyCellProblems, emptyCells} from './empty-cells.ts';

const TABLE = `
<table><thead><tr><th>欄位</th><th>必填</th><th>說明</th></tr></thead>
<tbody>
<tr><td><strong>合約到期日</strong></td><td>是</td><td>合約結束的日期。</td></tr>
<tr><td>取消請款</td><td>否</td><td> &nbsp; </td></tr>
<tr><td>商店標誌</td><td><img src="x.svg" alt="圖示"></td><td><code>0</code></td></tr>
</tbody></table>`;

test('an empty cell is found with its table, row, column and header', () => {
  assert.deepEqual(emptyCells(TABLE), [
    {table: 1, row: 2, column: 3, rowLabel: '取消請款', header: '說明'},
  ]);
  assert.deepEqual(emptyCells('<table><tr><td>a</td></tr></table>'), []);
});

test('the check over a build names the page and row of each empty cell', () => {
  const build = mkdtempSync(path.join(tmpdir(), 'cells-'));
  mkdirSync(path.join(build, 'zh-TW', 'docs'), {recursive: true});
  writeFileSync(path.join(build, 'index.html'), '<p>no table</p>');
  writeFileSync(path.join(build, 'zh-TW', 'docs', 'index.html'), TABLE);
  assert.deepEqual(emptyCellProblems(build), [
    'zh-TW/docs/index.html: table 1, row 2 ("取消請款"), column 3 (說明) is empty',
  ]);
});
