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
import {siteQuestions, writeQuestionReports} from './report-questions.ts';

const ENGLISH = {
  file: 'docs/payment-admin/seller.mdx',
  source: `---
title: Seller functions
---

In **Seller functions (賣家功能)** you capture payments.

## Capture {#capture}

1. Open **Capture query (請款查詢)**.
2. Click **Capture all (全部請款)**. {/* DOCS-TEAM (payment-admin/seller.md § C. Capture): does it capture every page? */}
3. Payout follows in 2–3 working days.

The list shows today's captures.

{/* DOCS-TEAM: who can cancel a capture, "the seller, or PayNow"? */}

| Column | Meaning |
| --- | --- |
| Capture date (請款日期) | The day you captured. |

## Refunds

<Flow
  title="Refund flow"
  steps={[{ label: 'You apply' }, { label: 'PayNow refunds' }]}
/>

{/* DOCS-TEAM (payment-admin/refund.md § UNCLEAR: timing): 1–2 or 2–3 working days? */}
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
2. 點選**全部請款**。{/* DOCS-TEAM: 是否會請款所有頁面？ */}
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

{/* DOCS-TEAM: 1–2還是2–3個工作天？ */}
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

test('each question comes with its digest point and the text around it in both languages', () => {
  const questions = openQuestions(ENGLISH, TWIN);
  assert.equal(questions.length, 3);
  const [inline, alone, flow] = questions;
  assert.deepEqual(inline, {
    route: '/docs/payment-admin/seller#capture',
    section: 'capture',
    source: {file: 'payment-admin/seller.md', point: 'C. Capture'},
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
  // Asked in English only: the zh-TW side is the text at the same place.
  assert.equal(alone!.source, null);
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
    question: '',
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
  assert.equal(openQuestions(ENGLISH, null)[0]!.zh, null);
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
  const csv = questionsCsv(openQuestions(ENGLISH, TWIN));
  assert.ok(csv.startsWith('\uFEFFid,page,file,line,digest_file,'));
  const lines = csv.slice(1).split('\r\n');
  assert.equal(lines.length, 5); // header, three questions, final line end
  assert.match(
    lines[2]!,
    /^Q2,\/docs\/payment-admin\/seller#capture,docs\/payment-admin\/seller\.mdx,15,,,"who can cancel a capture, ""the seller, or PayNow""\?",/,
  );
});

test('the Markdown report lists each question with both languages side by side', () => {
  const markdown = questionsMarkdown(openQuestions(ENGLISH, TWIN));
  assert.match(
    markdown,
    /^# Open questions for PayNow\n\n3 open question\(s\)/,
  );
  assert.match(markdown, /## Q1\. \/docs\/payment-admin\/seller#capture\n/);
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
  assert.match(markdown, /seller\.mdx, no question here yet: the same place/);
});

test('the reports of a site are written to the folder given', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'questions-'));
  for (const {file, source} of [ENGLISH, TWIN]) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), source);
  }
  const questions = siteQuestions(dir);
  assert.equal(questions.length, 3);
  const [markdown, csv] = writeQuestionReports(
    questions,
    path.join(dir, 'out'),
  );
  assert.match(readFileSync(markdown!, 'utf8'), /## Q3\./);
  assert.match(readFileSync(csv!, 'utf8'), /\r\nQ3,/);
});
