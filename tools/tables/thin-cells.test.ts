import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {echoes, thinCellProblems, thinCells, thinRule} from './thin-cells.ts';

const table = (headers: string[], rows: string[][]) =>
  `<table><thead><tr>${headers.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const found = (html: string) =>
  thinCells(html).map(
    ({row, column, rule, text}) => `${row}:${column} ${rule} ${text}`,
  );

test('a cell that repeats its row label fails as an echo, in both languages', () => {
  const zh = table(
    ['狀態', '意義'],
    [
      ['<strong>已取消</strong>', '票券已取消。'],
      ['合約到期日', '合約的到期日期'],
      ['可使用', '票券可以使用，點選狀態即可開啟QR Code。'],
    ],
  );
  assert.deepEqual(found(zh), [
    '1:2 echo 票券已取消。',
    '2:2 echo 合約的到期日期',
  ]);
  const en = table(
    ['Status', 'Meaning'],
    [
      ['<strong>Cancelled (已取消)</strong>', 'The ticket has been cancelled.'],
      ['Contract expiry date (合約到期日)', "The contract's expiry date."],
      ['Cancelled (已取消)', '已取消'],
      ['Used (已使用)', 'The ticket has been redeemed.'],
    ],
  );
  assert.deepEqual(found(en), [
    '1:2 echo The ticket has been cancelled.',
    "2:2 echo The contract's expiry date.",
    '3:2 echo 已取消',
  ]);
});

test('a real explanation passes, even when it names the label', () => {
  for (const [label, cell] of [
    ['已取消', '買家取消訂單後，款項會退回原付款方式。'],
    ['付款期限', '付款期限為3天'],
    ['Cancelled (已取消)', 'Cancelled by the buyer; the payment is refunded.'],
    ['Payout date (撥款日期)', '2–3 working days after capture.'],
    ['已過信託期間', '票券的信託期間已結束。'],
    ['1', 'Click 1'],
    ['Total (總計)', 'TWD'],
  ]) {
    assert.equal(echoes(cell!, label!), false, `${label} | ${cell}`);
  }
});

test('yes/no filler fails; a Required column of Yes/No or 是/否 passes', () => {
  const html = table(
    ['欄位', '必填', '填寫內容'],
    [
      ['是否捐贈', '是', '是或否。'],
      ['有無載具', '否', '是／否'],
      ['是否開立紙本', '是', '選擇「是」時，PayNow會以掛號寄出紙本發票。'],
      ['發送簡訊', '否', '否'],
    ],
  );
  // 必填 says 是 or 否 in every row; 填寫內容 explains, so a bare 否 there says nothing.
  assert.deepEqual(found(html), [
    '1:3 yes-no 是或否。',
    '2:3 yes-no 是／否',
    '4:3 yes-no 否',
  ]);
  const en = table(
    ['Field', 'Required', 'Description'],
    [
      ['Donation (是否捐贈)', 'Yes', 'Yes or no.'],
      ['Carrier (有無載具)', 'No', 'Yes (是) or No (否).'],
      ['Paper copy (是否開立紙本)', 'Yes', 'Yes/No'],
      ['Send SMS (發送簡訊)', 'No', 'Yes.'],
      ['Remarks (備註)', 'No', 'Up to 50 characters.'],
    ],
  );
  assert.deepEqual(found(en), [
    '1:3 yes-no Yes or no.',
    '2:3 yes-no Yes (是) or No (否).',
    '3:3 yes-no Yes/No',
    '4:3 yes-no Yes.',
  ]);
  assert.equal(thinRule('Yes', 'Refundable', 'Refund possible'), null);
});

test('label columns, links and the first column are not judged', () => {
  const html = table(
    ['Field', 'Chinese label', 'Guide'],
    [
      [
        'Merchant data edit (商家資料修改)',
        '商家資料修改',
        '<a href="./configuration#merchant-data">Merchant data</a>',
      ],
      [
        '查詢折讓',
        '查詢折讓',
        '<a href="#a">查詢折讓單</a>、<a href="#b">折讓</a>',
      ],
    ],
  );
  assert.deepEqual(found(html), []);
});

test('the check over a build names page, table, row, column and rule', () => {
  const build = mkdtempSync(path.join(tmpdir(), 'thin-'));
  mkdirSync(path.join(build, 'zh-TW', 'docs'), {recursive: true});
  writeFileSync(path.join(build, 'index.html'), '<p>no table</p>');
  writeFileSync(
    path.join(build, 'zh-TW', 'docs', 'index.html'),
    '<table><tr><td>x</td></tr></table>' +
      table(['狀態', '意義'], [['已取消', '票券已取消。']]),
  );
  assert.deepEqual(thinCellProblems(build), [
    `zh-TW/docs/index.html: table 2, row 1 ("已取消"), column 2 (意義): [echo] "票券已取消。" repeats its row's label: say what it means, or drop the column (STYLE.md, Tables)`,
  ]);
});
