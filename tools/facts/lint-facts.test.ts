import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {FactRecord, Register} from '@paynow-docs/remark-facts';
import {docId, formatFactFinding, lintFacts} from './lint-facts.ts';

const ZH = 'i18n/zh-TW/docusaurus-plugin-content-docs/current';

function site(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'facts-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const RECORDS: FactRecord[] = [
  {
    kind: 'channel',
    id: 'atm-refund',
    source: 'payment-admin/refund.md § Contacts',
  },
  {
    kind: 'contact',
    id: 'atm-refund.phone',
    source: 'README.md § Contacts',
    channel: 'atm-refund',
    value: '02-2521-5088',
  },
  {
    kind: 'figure',
    id: 'pay/refund.time',
    source: 'payment-admin/refund.md § Rules',
    pages: ['pay/refund'],
    wording: {en: ['2–3 working days'], 'zh-TW': ['2–3個工作天']},
    key: {
      en: 'A refund takes 2–3 working days.',
      'zh-TW': '退款需要2–3個工作天。',
    },
  },
  {
    kind: 'open',
    id: 'pay/refund.fee',
    source: 'payment-admin/refund.md § UNCLEAR',
    question: 'How much?',
    next: 'atm-refund',
  },
  {
    kind: 'rule',
    id: 'pay/refund.rule.name',
    source: 'payment-admin/refund.md § Rules',
  },
];

const PAGES = {
  'docs/pay/refund.mdx':
    'The refund takes 2–3 working days. Only real names. {/* rule: pay/refund.rule.name */}\n\n<OpenPoint id="pay/refund.fee" />\n',
  [`${ZH}/pay/refund.mdx`]:
    '退款需要2–3個工作天。\n\n<OpenPoint id="pay/refund.fee" />\n',
  'docs/contact.mdx': '## ATM refunds {#atm-refund}\n\nCall 02-2521-5088.\n',
  [`${ZH}/contact.mdx`]: '## 買家ATM退款 {#atm-refund}\n\n請撥02-2521-5088。\n',
  'docs/use-with-ai.mdx': 'Needs Node.js 24 or newer.\n',
};

const lint = (files: Record<string, string>, records: FactRecord[] = RECORDS) =>
  lintFacts(site(files), {records, names: []} satisfies Register, null).map(
    formatFactFinding,
  );

test('guides that state only what the register holds, and a register the guides use, pass', () => {
  assert.deepEqual(lint(PAGES), []);
});

test('a planted figure, contact and open-point id fail with file, line and column, in either language', () => {
  assert.deepEqual(
    lint({
      ...PAGES,
      'docs/pay/refund.mdx': `${PAGES['docs/pay/refund.mdx']}\nThe bank fee is NT$15. Write to help@paynow.com.tw.\n\n{/* open: pay/refund.nothing */}\n`,
      [`${ZH}/pay/refund.mdx`]:
        '退款需要3–5個工作天。\n\n<OpenPoint id="pay/refund.fee" />\n',
    }).map((line) => line.replace(/: (figure|contact|"pay)[^]*$/, ': $1')),
    [
      'docs/pay/refund.mdx:5:17: figure',
      'docs/pay/refund.mdx:5:33: contact',
      'docs/pay/refund.mdx:7:1: "pay',
      `${ZH}/pay/refund.mdx:1:5: figure`,
    ],
  );
});

test('records no guide uses fail: an unused figure, contact, rule or open point, a page that no longer states its figure, a channel off the contact page, a key fact that lost its figure', () => {
  const findings = lint(
    {
      ...PAGES,
      'docs/pay/refund.mdx': 'The refund is quick.\n',
      [`${ZH}/pay/refund.mdx`]: '退款很快。\n',
      'docs/contact.mdx': 'Call 02-2521-5088.\n',
    },
    [
      ...RECORDS.slice(0, 2),
      {
        ...(RECORDS[2] as Extract<FactRecord, {kind: 'figure'}>),
        key: {en: 'A refund is quick.', 'zh-TW': '退款需要2–3個工作天。'},
      },
      ...RECORDS.slice(3),
      {
        kind: 'contact',
        id: 'x.email',
        source: 'README.md § Contacts',
        channel: 'atm-refund',
        value: 'x@paynow.com.tw',
      },
    ],
  );
  assert.deepEqual(findings, [
    'facts: atm-refund: the en contact page has no section #atm-refund',
    'facts: pay/refund.time: pay/refund no longer states this figure in either language: remove the page from the record (or the record)',
    'facts: pay/refund.time: its key fact in en holds none of its en wordings: the key sentence and the figure drifted apart',
    'facts: pay/refund.fee: no guide marks this open record: remove it, or mark the place it is about',
    'facts: pay/refund.rule.name: no guide marks this rule record: remove it, or mark the place it is about',
    'facts: x.email: no guide states this contact record: remove it, or mark the place it is about',
  ]);
});

test('a record whose digest file is not in the digest fails when the digest is at hand', () => {
  const dir = site(PAGES);
  const digest = site({'payment-admin/refund.md': '# Refund\n'});
  assert.deepEqual(
    lintFacts(dir, {records: RECORDS, names: []}, digest).map(
      formatFactFinding,
    ),
    ['facts: atm-refund.phone: "README.md" is not in the content digest'],
  );
});

test('doc ids of both languages', () => {
  assert.equal(docId('docs/pay/refund.mdx'), 'pay/refund');
  assert.equal(docId(`${ZH}/index.mdx`), 'index');
});
