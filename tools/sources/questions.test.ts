import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  csvField,
  openQuestions,
  questionsCsv,
  questionsMarkdown,
  routeOf,
  units,
} from './questions.ts';
import type {OpenRecord, Register} from '@paynow-docs/remark-facts';
import {siteQuestions, writeQuestionReports} from './report-questions.ts';

const RECORDS: OpenRecord[] = [
  {
    kind: 'open',
    id: 'payment-admin/seller.capture-all',
    source: 'payment-admin/seller.md § C. Capture',
    question: 'does it capture every page?',
    zh: '是否會請款所有頁面？',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/seller.who-cancels',
    source: 'payment-admin/seller.md § Rules',
    question: 'who can cancel a capture, "the seller, or PayNow"?',
    next: 'docs-team',
  },
  {
    kind: 'open',
    id: 'payment-admin/refund.timing',
    source: 'payment-admin/refund.md § UNCLEAR: timing',
    question: '1–2 or 2–3 working days?',
    zh: '1–2還是2–3個工作天？',
    next: 'atm-refund',
  },
];
const BY_ID = new Map(RECORDS.map((record) => [record.id, record]));

const ENGLISH = {
  file: 'docs/payment-admin/seller.mdx',
  source: `---
title: Seller functions
---

In **Seller functions (賣家功能)** you capture payments.

## Capture {#capture}

1. Open **Capture query (請款查詢)**.
2. Click **Capture all (全部請款)**. {/* open: payment-admin/seller.capture-all */}
3. Payout follows in 2–3 working days.

The list shows today's captures.

<OpenPoint id="payment-admin/seller.who-cancels" />

| Column | Meaning |
| --- | --- |
| Capture date (請款日期) | The day you captured. |

## Refunds

<Flow
  title="Refund flow"
  steps={[{ label: 'You apply' }, { label: 'PayNow refunds' }]}
/>

{/* open: payment-admin/refund.timing */}
`,
};

const TWIN = {
  file: 'i18n/zh-TW/docusaurus-plugin-content-docs/current/payment-admin/seller.mdx',
  source: `---
title: 賣家功能
---

在**賣家功能**中，您可以請款。

## 請款 {#capture}

1. 開啟**請款查詢**。
2. 點選**全部請款**。{/* open: payment-admin/seller.capture-all */}
3. 請款後2–3個工作天撥款。

清單顯示今天的請款。

| 欄位 | 意義 |
| --- | --- |
| 請款日期 | 您請款的日期。 |

## 退款 {#refunds}

<Flow
  title="退款流程"
  steps={[{ label: '您申請退款' }, { label: 'PayNow退款' }]}
/>

<OpenPoint id="payment-admin/refund.timing" />
`,
};

test('a page splits into paragraphs, list items, table rows, headings and comments', () => {
  const page = units(ENGLISH.source);
  assert.deepEqual(
    page.slice(0, 6).map(({kind, line, text}) => `${kind} ${line} ${text}`),
    [
      'text 5 In Seller functions (賣家功能) you capture payments.',
      'heading 7 Capture',
      'text 9 1. Open Capture query (請款查詢).',
      'text 10 2. Click Capture all (全部請款).',
      'text 11 3. Payout follows in 2–3 working days.',
      "text 13 The list shows today's captures.",
    ],
  );
  assert.deepEqual(
    page.filter(({kind}) => kind === 'comment').map(({line}) => line),
    [15, 28],
  );
  assert.equal(
    page.find(({line}) => line === 15)!.text,
    '<OpenPoint id="payment-admin/seller.who-cancels" />',
  );
  assert.ok(
    page.some(
      ({text}) => text === 'Flow: Refund flow → You apply → PayNow refunds',
    ),
  );
  assert.ok(
    page.some(
      ({text}) => text === 'Capture date (請款日期) | The day you captured.',
    ),
  );
});

test('each question comes from its record, with its digest point and the text around its markers in both languages', () => {
  const questions = openQuestions(ENGLISH, TWIN, BY_ID);
  assert.equal(questions.length, 3);
  const [inline, alone, flow] = questions;
  assert.deepEqual(inline, {
    id: 'payment-admin/seller.capture-all',
    route: '/docs/payment-admin/seller#capture',
    section: 'capture',
    source: {file: 'payment-admin/seller.md', point: 'C. Capture'},
    next: 'docs-team',
    en: {
      file: ENGLISH.file,
      line: 10,
      question: 'does it capture every page?',
      before: '2. Click Capture all (全部請款).',
      after: '3. Payout follows in 2–3 working days.',
    },
    zh: {
      file: TWIN.file,
      line: 10,
      question: '是否會請款所有頁面？',
      before: '2. 點選全部請款。',
      after: '3. 請款後2–3個工作天撥款。',
    },
  });
  // Marked in English only: the zh-TW side is the text at the same place.
  assert.deepEqual(alone!.source, {
    file: 'payment-admin/seller.md',
    point: 'Rules',
  });
  assert.deepEqual(alone!.en, {
    file: ENGLISH.file,
    line: 15,
    question: 'who can cancel a capture, "the seller, or PayNow"?',
    before: "The list shows today's captures.",
    after: 'Column | Meaning',
  });
  assert.deepEqual(alone!.zh, {
    file: TWIN.file,
    line: null,
    question: 'who can cancel a capture, "the seller, or PayNow"?',
    before: '清單顯示今天的請款。',
    after: '欄位 | 意義',
  });
  assert.equal(flow!.route, '/docs/payment-admin/seller#refunds');
  assert.equal(
    flow!.en.before,
    'Flow: Refund flow → You apply → PayNow refunds',
  );
  assert.equal(flow!.zh!.before, 'Flow: 退款流程 → 您申請退款 → PayNow退款');
  assert.equal(flow!.zh!.question, '1–2還是2–3個工作天？');
  assert.equal(flow!.next, 'atm-refund');
  assert.equal(openQuestions(ENGLISH, null, BY_ID)[0]!.zh, null);
  // A marker whose record is gone still shows, named.
  assert.equal(
    openQuestions(ENGLISH, null, new Map())[0]!.en.question,
    '(no open record "payment-admin/seller.capture-all")',
  );
});

test('routes follow the file, index pages and an absolute slug', () => {
  assert.equal(
    routeOf('docs/payment-admin/index.mdx', ''),
    '/docs/payment-admin/',
  );
  assert.equal(routeOf('docs/a/b.md', ''), '/docs/a/b');
  assert.equal(
    routeOf('docs/a/b.mdx', '---\nslug: /start\n---\n'),
    '/docs/start',
  );
});

test('CSV fields are quoted when they hold a quote, comma or line break', () => {
  assert.equal(csvField('plain 文字'), 'plain 文字');
  assert.equal(csvField('a, b'), '"a, b"');
  assert.equal(csvField('say "yes"'), '"say ""yes"""');
  assert.equal(csvField('two\nlines'), '"two\nlines"');
  assert.equal(csvField(null), '');
  const csv = questionsCsv(openQuestions(ENGLISH, TWIN, BY_ID));
  assert.ok(csv.startsWith('\uFEFFid,record,next,page,file,line,digest_file,'));
  const lines = csv.slice(1).split('\r\n');
  assert.equal(lines.length, 5); // header, three questions, final line end
  assert.match(
    lines[2]!,
    /^Q2,payment-admin\/seller\.who-cancels,docs-team,\/docs\/payment-admin\/seller#capture,docs\/payment-admin\/seller\.mdx,15,payment-admin\/seller\.md,Rules,"who can cancel a capture, ""the seller, or PayNow""\?",/,
  );
});

test('the Markdown report lists each question with both languages side by side', () => {
  const markdown = questionsMarkdown(openQuestions(ENGLISH, TWIN, BY_ID));
  assert.match(
    markdown,
    /^# Open questions for PayNow\n\n3 open question\(s\)/,
  );
  assert.match(markdown, /## Q1\. \/docs\/payment-admin\/seller#capture\n/);
  assert.match(
    markdown,
    /- Record: `payment-admin\/refund\.timing` \(next step for readers: Contact PayNow § atm-refund\)/,
  );
  assert.match(
    markdown,
    /- Digest point: `payment-admin\/seller\.md § C\. Capture`/,
  );
  assert.match(markdown, /- 問題：是否會請款所有頁面？/);
  assert.match(
    markdown,
    /\| Before \| 2\. Click Capture all \(全部請款\)\. \| 2\. 點選全部請款。 \|/,
  );
  assert.match(
    markdown,
    /\| After \| Column \\\| Meaning \| 欄位 \\\| 意義 \|/,
  );
  assert.match(markdown, /seller\.mdx, not marked here yet: the same place/);
});

test('the reports of a site list every open record, those no page marks last, in the folder given', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
  for (const {file, source} of [ENGLISH, TWIN]) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), source);
  }
  const register: Register = {
    records: [
      ...RECORDS,
      {
        kind: 'open',
        id: 'a.unmarked',
        source: 'a.md § B',
        question: 'where?',
        next: 'docs-team',
      },
    ],
    names: [],
  };
  const questions = siteQuestions(dir, register);
  assert.deepEqual(
    questions.map(({id, route}) => `${id} ${route}`),
    [
      'payment-admin/seller.capture-all /docs/payment-admin/seller#capture',
      'payment-admin/seller.who-cancels /docs/payment-admin/seller#capture',
      'payment-admin/refund.timing /docs/payment-admin/seller#refunds',
      'a.unmarked ',
    ],
  );
  assert.match(
    questionsMarkdown(questions),
    /## Q4\. a\.unmarked\n[\s\S]*not marked on any page/,
  );
  const [markdown, csv] = writeQuestionReports(
    questions,
    path.join(dir, 'out'),
  );
  assert.match(readFileSync(markdown!, 'utf8'), /## Q4\./);
  assert.match(readFileSync(csv!, 'utf8'), /\r\nQ4,a\.unmarked,/);
});
