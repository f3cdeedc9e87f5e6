import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {
  contactLinks,
  contactSections,
  crowdedSections,
  deadEnd,
  findAsks,
} from './asks.ts';
import {askBudget, askFindings, deadEnds, pageAsks} from './lint-asks.ts';

const CONTACT = `---
title: Contact PayNow
---

Each section gives a channel.

## mPOS card reader {#mpos}

E-mail Mpos@paynow.com.tw or call 02-2521-5088.

## ATM refunds for buyers {#atm-refund}

Write to the address on the refund screen, or use the [form below](#ask-docs-team).

## Before you ask {#before-you-ask}

Have your order number ready.

## Ask the PayNow Docs team {#ask-docs-team}

<QuestionForm />
`;

test('each section of the contact page gives a channel, or not', () => {
  assert.deepEqual(
    [...contactSections(CONTACT)],
    [
      ['mpos', true],
      ['atm-refund', true],
      ['before-you-ask', false],
      ['ask-docs-team', true],
    ],
  );
});

test('a link to a section without a channel is a dead end; a missing section too', () => {
  const sections = contactSections(CONTACT);
  assert.equal(deadEnd('mpos', sections), null);
  assert.equal(deadEnd(null, sections), null);
  assert.match(deadEnd('before-you-ask', sections)!, /gives no channel/);
  assert.match(deadEnd('other-questions', sections)!, /is not a section/);
});

test('links to the contact page: Markdown, routes, OpenPoint with and without a channel, not comments or code', () => {
  const page = [
    'See [contact PayNow](../contact.mdx#before-you-ask).',
    '{/* [old](../contact.mdx#other-questions) */}',
    '`../contact.mdx#in-code`',
    '<OpenPoint />',
    '<OpenPoint channel="e-invoice" />',
    'The [contact page](../../contact.mdx).',
  ].join('\n');
  assert.deepEqual(
    contactLinks(page).map(({line, anchor}) => `${line} ${anchor}`),
    ['1 before-you-ask', '4 ask-docs-team', '5 e-invoice', '6 null'],
  );
  assert.deepEqual(
    contactLinks(
      "const to = '/docs/contact#mpos'; const id = 'theme.api.info.contact';",
      {
        code: true,
      },
    ).map(({anchor}) => anchor),
    ['mpos'],
  );
});

test('asks: a link, an OpenPoint, a phrase; one per sentence; an OpenPoint after its sentence is the same ask', () => {
  const page = [
    '## One {#one}',
    '',
    'Read the screen. If it fails, [contact PayNow](../contact.mdx#mpos) and ask PayNow again.',
    '',
    '## Two {#two}',
    '',
    'If the kiosk refuses it, ask us with the delivery number:',
    '',
    '{/* DOCS-TEAM (a.md § b): which number? */}',
    '',
    '<OpenPoint />',
    '',
    'Capturing is how you request a payout. Write to einvoice@paynow.com.tw to activate it.',
    '',
    '<OpenPoint channel="e-invoice" />',
  ].join('\n');
  const asks = findAsks(page, 'en');
  assert.deepEqual(
    asks.map(({line, section, kind}) => `${line} ${section} ${kind}`),
    ['3 one phrase', '7 two phrase', '15 two open-point'],
  );
  assert.deepEqual(
    crowdedSections(asks).map(({line}) => line),
    [15],
  );
  assert.deepEqual(
    findAsks(
      '如有疑問，請[聯絡PayNow](../contact.mdx#mpos)。請向PayNow確認。PayNow會通知您。',
      'zh-TW',
    ).map(({column}) => column),
    [8, 40],
  );
});

test('links in a Related pages list are navigation, not asks', () => {
  const page = [
    'Ask us about it: [contact PayNow](./contact.mdx#mpos).',
    '',
    '## Related pages',
    '',
    '- [Contact PayNow](./contact.mdx)',
  ].join('\n');
  assert.deepEqual(
    findAsks(page, 'en').map(({line}) => line),
    [1],
  );
});

test('the budget is read from STYLE.md', () => {
  assert.equal(askBudget('The ask budget is **15 asks per language**.'), 15);
  assert.equal(askBudget('No budget here.'), null);
});

function site(guide: string, twin: string, contact = CONTACT): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'asks-'));
  const zh = path.join(
    dir,
    'i18n/zh-TW/docusaurus-plugin-content-docs/current',
  );
  mkdirSync(path.join(dir, 'docs'), {recursive: true});
  mkdirSync(zh, {recursive: true});
  writeFileSync(path.join(dir, 'docs/contact.mdx'), contact);
  writeFileSync(path.join(zh, 'contact.mdx'), contact);
  writeFileSync(path.join(dir, 'docs/guide.mdx'), guide);
  writeFileSync(path.join(zh, 'guide.mdx'), twin);
  return dir;
}

test('planted: a dead-end link in a guide fails with its file and line; a page over the budget fails', () => {
  const dir = site(
    '# Guide\n\nFor more, [contact PayNow](./contact.mdx#before-you-ask).\n',
    '# 指南\n\n請[聯絡PayNow](./contact.mdx#mpos)。\n',
  );
  const {links, findings} = deadEnds(dir);
  assert.equal(
    links,
    4,
    'two guide links and the two contact pages linking their form',
  );
  assert.deepEqual(
    findings.map(({file, line, rule}) => `${file}:${line} ${rule}`),
    ['docs/guide.mdx:3 dead-end'],
  );
  const pages = pageAsks(dir);
  assert.deepEqual(
    pages.map(({page, en, zh}) => `${page} ${en.length} ${zh.length}`),
    ['guide.mdx 1 1'],
  );
  assert.deepEqual(askFindings(pages, 1), []);
  assert.deepEqual(
    askFindings(pages, 0).map(({rule, message}) => `${rule}: ${message}`),
    [
      'budget: 1 asks in the English guides, over the budget of 0',
      'budget: 1 asks in the zh-TW guides, over the budget of 0',
    ],
  );
});

test('planted: two asks in one section of a zh-TW guide fail', () => {
  const dir = site(
    '# Guide\n\nNothing to ask.\n',
    '# 指南\n\n## 設定 {#settings}\n\n請[聯絡PayNow](./contact.mdx#mpos)。\n\n灰底欄位請洽客服。\n',
  );
  assert.deepEqual(
    askFindings(pageAsks(dir), 15).map(
      ({file, line, rule}) => `${file}:${line} ${rule}`,
    ),
    [
      'i18n/zh-TW/docusaurus-plugin-content-docs/current/guide.mdx:7 one-per-section',
    ],
  );
});
