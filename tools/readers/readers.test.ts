import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openSignalsDatabase} from '@paynow-docs/reader-signals/sqlite';
import {storeSignal} from '@paynow-docs/reader-signals/store';
import type {Signal} from '@paynow-docs/reader-signals/contract';
import {
  csvText,
  markdownText,
  rankPoints,
  readerReport,
  readRows,
} from './readers.ts';

const NOW = new Date('2026-12-07T03:00:00Z');
const PAGE_A = '/paynow-guideline/docs/payment-admin/refund';
const PAGE_B = '/paynow-guideline/docs/payment-admin/seller';

async function sample() {
  const db = openSignalsDatabase(':memory:');
  const signals: Signal[] = [
    {
      kind: 'rating',
      locale: 'en',
      page: PAGE_A,
      helpful: false,
      reason: 'unclear',
      text: 'Step 3? Call 0912-345-678',
    },
    {
      kind: 'rating',
      locale: 'en',
      page: PAGE_A,
      helpful: false,
      reason: 'missing',
    },
    {
      kind: 'rating',
      locale: 'zh-TW',
      page: PAGE_B,
      helpful: false,
      reason: 'incorrect',
      text: '<script>alert(1)</script> [x](javascript:alert(1))',
    },
    {kind: 'rating', locale: 'en', page: PAGE_B, helpful: true},
    {
      kind: 'rating',
      locale: 'en',
      page: '/paynow-guideline/docs/',
      helpful: true,
    },
    {
      kind: 'question',
      locale: 'en',
      page: PAGE_A,
      point: 'payment-admin/refund.md § B. Days',
      text: 'How many days?',
      email: 'r@example.com',
      consent: true,
    },
    {
      kind: 'question',
      locale: 'zh-TW',
      page: PAGE_A,
      point: 'payment-admin/refund.md § B. Days',
      text: '要幾天？',
    },
    {
      kind: 'question',
      locale: 'en',
      page: PAGE_B,
      point: 'payment-admin/seller.md § C. Capture',
      text: '=HYPERLINK("http://evil.example","x")',
    },
    {kind: 'zero-result', locale: 'zh-TW', query: '超商'},
    {kind: 'zero-result', locale: 'zh-TW', query: '超商'},
    {kind: 'zero-result', locale: 'en', query: 'convenience store'},
  ];
  for (const signal of signals) await storeSignal(db.driver, signal, NOW);
  return readRows(db.driver);
}

test('pages are ranked by "not helpful" with their reasons; pages nobody disliked are left out', async () => {
  const report = readerReport(await sample(), new Map(), 'test.sqlite');
  const table = report.markdown.split('## Open points')[0]!;
  const rows = table.split('\n').filter((line) => line.startsWith('| /'));
  assert.equal(rows.length, 2);
  assert.match(
    rows[0]!,
    /refund \| 2 \| 0 \| unclear 1, missing 1 \| Step 3\? Call \\\[phone\\\] \|/,
  );
  assert.match(rows[1]!, /seller \| 1 \| 1 \| incorrect 1 \|/);
});

test('open points are ranked by how many readers asked, with their titles when known', async () => {
  const points = rankPoints(
    (await sample()).questions,
    new Map([
      [
        'payment-admin/refund.md § B. Days',
        'How long does an ATM refund take?',
      ],
    ]),
  );
  assert.deepEqual(points, [
    {
      point: 'payment-admin/refund.md § B. Days',
      title: 'How long does an ATM refund take?',
      questions: 2,
    },
    {
      point: 'payment-admin/seller.md § C. Capture',
      title: undefined,
      questions: 1,
    },
  ]);
});

test('zero-result searches are counted per locale; the reply address appears only where consent was given', async () => {
  const report = readerReport(await sample(), new Map(), 'test.sqlite');
  assert.match(report.markdown, /\| zh-TW \| 超商 \| 2 \|/);
  assert.match(report.markdown, /\| en \| convenience store \| 1 \|/);
  assert.equal(report.markdown.match(/r@example\.com/g)?.length, 1);
  assert.match(
    report.csv['readers-zero-results.csv']!,
    /^\uFEFFlocale,query,times\r\nzh-TW,超商,2\r\n/,
  );
});

test('what readers typed never becomes markup or a spreadsheet formula', async () => {
  const report = readerReport(await sample(), new Map(), 'test.sqlite');
  assert.doesNotMatch(report.markdown, /<script>|\]\(javascript/);
  assert.match(
    report.markdown,
    /&lt;script&gt;alert\\\(1\\\)&lt;\/script&gt; \\\[x\\\]\\\(javascript:alert\\\(1\\\)\\\)/,
  );
  assert.equal(markdownText('a | b\nc'), 'a \\| b c');
  assert.match(
    report.csv['readers-questions.csv']!,
    /,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",/,
  );
  assert.equal(csvText('+1'), "'+1");
  assert.equal(csvText('-x'), "'-x");
  assert.equal(csvText('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvText('ok'), 'ok');
});
