import {test} from 'node:test';
import assert from 'node:assert/strict';
import {checkPage} from './check.ts';
import type {Register} from './register.ts';

const REGISTER: Register = {
  names: ['7-11'],
  records: [
    {
      kind: 'channel',
      id: 'atm-refund',
      source: 'payment-admin/refund.md § Contacts',
    },
    {
      kind: 'contact',
      id: 'mpos.phone',
      source: 'README.md § Contacts',
      channel: 'atm-refund',
      value: '02-2521-5088',
    },
    {
      kind: 'figure',
      id: 'payment-admin/refund.refund-time',
      source: 'payment-admin/refund.md § Rules',
      pages: ['payment-admin/refund'],
      wording: {en: ['2–3 working days'], 'zh-TW': ['2–3個工作天']},
    },
    {
      kind: 'figure',
      id: 'logistics-admin/print-tag.paper',
      source: 'logistics-admin/print-tag.md § Rules',
      pages: ['logistics-admin/print-tag'],
      wording: {en: ['100 × 150 mm paper'], 'zh-TW': ['100 × 150 mm']},
    },
    {
      kind: 'open',
      id: 'payment-admin/refund.fee',
      source: 'payment-admin/refund.md § UNCLEAR',
      question: 'How much is the fee?',
      next: 'atm-refund',
    },
    {
      kind: 'rule',
      id: 'payment-admin/refund.rule.name',
      source: 'payment-admin/refund.md § Rules',
    },
  ],
};

const check = (
  source: string,
  page = 'payment-admin/refund',
  locale: 'en' | 'zh-TW' = 'en',
) => checkPage(source, {register: REGISTER, locale, page});
const problems = (source: string, page?: string, locale?: 'en' | 'zh-TW') =>
  check(source, page, locale).problems.map(
    ({line, column, message}) => `${line}:${column} ${message}`,
  );

test('a figure a record words for the page passes and counts as used; the record of another page does not hold it', () => {
  const page =
    'Title\n\nThe refund arrives within 2–3 working days. {/* rule: payment-admin/refund.rule.name */}';
  assert.deepEqual(problems(page), []);
  assert.deepEqual([...check(page).used].sort(), [
    'payment-admin/refund.refund-time',
    'payment-admin/refund.rule.name',
  ]);
  assert.deepEqual(
    problems('退款在2–3個工作天內完成。', 'payment-admin/refund', 'zh-TW'),
    [],
  );
  // A wording longer than the figure holds it ("paper" is not a unit of the check).
  assert.deepEqual(
    problems('Print on 100 × 150 mm paper.', 'logistics-admin/print-tag'),
    [],
  );
  assert.deepEqual(
    problems('Within 2–3 working days.', 'logistics-admin/print-tag'),
    [
      '1:8 figure "2–3 working days" is in no record of the register for logistics-admin/print-tag (en): add its wording to the figure record it belongs to, or a new record with its digest point (facts/)',
    ],
  );
});

test('a planted figure, a changed figure and a figure worded another way fail with line and column', () => {
  assert.deepEqual(
    problems(
      'Intro.\n\nThe refund arrives within 5 working days.\nOr 2-3 working days.',
    ).map((p) => p.slice(0, 30)),
    ['3:27 figure "5 working days" i', '4:4 figure "2-3 working days" '],
  );
  // The English wording does not hold the zh-TW page.
  assert.equal(
    problems('2–3 working days', 'payment-admin/refund', 'zh-TW').length,
    1,
  );
});

test('a contact no record holds fails; one a record holds passes', () => {
  assert.deepEqual(problems('Call 02-2521-5088.'), []);
  assert.deepEqual(
    problems('Write to help@paynow.com.tw or call 02-1234-5678.'),
    [
      '1:10 contact "help@paynow.com.tw" is in no contact record of the register: only a contact the digest gives may be published (facts/)',
      '1:37 contact "02-1234-5678" is in no contact record of the register: only a contact the digest gives may be published (facts/)',
    ],
  );
});

test('markers: unknown or wrong-kind ids, DOCS-TEAM and fact: comments, and <OpenPoint> without an id or with its own channel fail', () => {
  assert.deepEqual(
    problems(
      '{/* open: payment-admin/refund.fee */}\n<OpenPoint id="payment-admin/refund.fee" />',
    ),
    [],
  );
  assert.deepEqual(
    problems(
      [
        '{/* open: payment-admin/refund.nope */}',
        '{/* open: payment-admin/refund.rule.name */}',
        'Only. {/* rule: payment-admin/refund.fee */}',
        '{/* DOCS-TEAM (a.md § b): why? */}',
        'All. {/* fact: a.md § b */}',
        '<OpenPoint />',
        '<OpenPoint id="payment-admin/refund.gone" />',
        '<OpenPoint id="payment-admin/refund.fee" channel="mpos" />',
      ].join('\n'),
    ).map((p) => p.slice(0, 44)),
    [
      '1:1 "payment-admin/refund.nope" is no open r',
      '2:1 "payment-admin/refund.rule.name" is no o',
      '3:7 "payment-admin/refund.fee" is no rule re',
      '4:1 a DOCS-TEAM comment: move the question i',
      '5:6 a fact: comment: the digest point goes i',
      '6:1 <OpenPoint /> without an id: give it the',
      '7:1 "payment-admin/refund.gone" is no open r',
      '8:1 <OpenPoint id="payment-admin/refund.fee"',
    ],
  );
});

test('names with digits are not figures', () => {
  assert.deepEqual(problems('Ship from a 7-11 store.'), []);
});
