import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contactsIn, figuresIn, markersIn} from './scan.ts';

const en = (source: string, names: string[] = []) =>
  figuresIn(source, 'en', names).map(
    ({text, line, column}) => `${line}:${column} ${text}`,
  );
const zh = (source: string, names: string[] = []) =>
  figuresIn(source, 'zh-TW', names).map(
    ({text, line, column}) => `${line}:${column} ${text}`,
  );

test('figures: a number with its unit, ranges, sizes, amounts, percentages, times and dates', () => {
  assert.deepEqual(
    en(
      'Payout follows 2–3 working days after capture, daily at 12:00 and 15:00.\nPrint on 100 × 150 mm paper; 5% of NT$300,000; the 7-day period; 13 permissions; data from 2020/01/01; 0–999; 2 to 24.',
    ),
    [
      '1:16 2–3 working days',
      '1:57 12:00',
      '1:67 15:00',
      '2:10 100 × 150 mm',
      '2:30 5%',
      '2:36 NT$300,000',
      '2:52 7-day',
      '2:66 13 permissions',
      '2:92 2020/01/01',
      '2:104 0–999',
      '2:111 2 to 24',
    ],
  );
  assert.deepEqual(
    zh(
      '請款後2–3個工作天撥款，每張扣30點，上限30萬元，每天23:00結帳，100 × 150 mm，5%。',
    ),
    [
      '1:4 2–3個工作天',
      '1:17 30點',
      '1:23 30萬元',
      '1:30 23:00',
      '1:38 100 × 150 mm',
      '1:51 5%',
    ],
  );
  // Values listed together are one figure.
  assert.deepEqual(
    en('Packages of 200, 500, 1,000 or 10,000 points; Excel 2003 or 2007.'),
    ['1:13 200, 500, 1,000 or 10,000 points', '1:53 2003 or 2007'],
  );
  assert.deepEqual(zh('點數方案：200、500、1,000或10,000點。'), [
    '1:6 200、500、1,000或10,000點',
  ]);
  // A word that is not a unit is not part of the figure.
  assert.deepEqual(en('Keep 45 cm or less, 1 per invoice.'), [
    '1:6 45 cm',
    '1:21 1',
  ]);
});

test('not figures: ordinals, step references, versions, examples, names, glued letters, phones, code, links, comments, tags and front matter', () => {
  const page = [
    '---',
    'title: Print 20 labels',
    'sidebar_position: 2',
    'description: Up to 500 orders.',
    '---',
    "import Flow from './flow';",
    '1. Open the list. 2 rows.',
    'See Step 3 and steps 4–5; 第3步；步驟3.',
    'Version 1.0.0, a 3D page, B2C, 7-ELEVEN and 7-11 stores, Type 2 members.',
    'For example 25, e.g. 2, 例如31.00.',
    'Call 02-2521-5088 or 0800-233-888.',
    '`wait 5 days` and [10 days](./a.mdx#step-3) {/* 4 days */} <img width="300" /> {#id-2}',
    '```',
    'retry 3 times',
    '```',
    '/* not 6 */ real 7 days',
    '{/* a comment over',
    '   two lines: 8 days */} then 9 days',
    '<!-- an HTML comment over',
    '     two lines: 10 days --> then 11 days',
  ].join('\n');
  assert.deepEqual(en(page, ['7-ELEVEN', '7-11', 'Type 2']), [
    '2:14 20 labels',
    '4:20 500 orders',
    '7:19 2 rows',
    '12:20 10 days',
    '16:18 7 days',
    '18:31 9 days',
    '20:34 11 days',
  ]);
});

test('contacts: e-mail addresses and phone numbers outside code and comments, link targets included', () => {
  assert.deepEqual(
    contactsIn(
      'Write to [us](mailto:einvoice@paynow.com.tw) or Mpos@paynow.com.tw, call 02-2521-5088.\n`x@example.com` {/* y@example.com */}\n```\n0800-233-888\n```',
    ).map(({text, line, column}) => `${line}:${column} ${text}`),
    [
      '1:22 einvoice@paynow.com.tw',
      '1:49 Mpos@paynow.com.tw',
      '1:74 02-2521-5088',
    ],
  );
});

test('markers: open and rule comments, and the forms the register replaced', () => {
  assert.deepEqual(
    markersIn(
      "{/* open: a/b.c */}\nOnly today. {/* rule: a/b.rule.d */}\n  detail: 'x' /* rule: a/b.rule.e */,\n{/* DOCS-TEAM (a.md § b): why? */}\n{/* fact: a.md § b */}\n{/* a note */}\n```\n{/* open: in.code */}\n```",
    ).map(({kind, id, line, column}) => `${line}:${column} ${kind} ${id}`),
    [
      '1:1 open a/b.c',
      '2:13 rule a/b.rule.d',
      '3:15 rule a/b.rule.e',
      '4:1 docs-team DOCS-TEAM (a.md § b): why?',
      '5:1 fact fact: a.md § b',
    ],
  );
});
