import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {assertTwins, checkTwins} from './twins.ts';
import {
  chineseLabels,
  headingIds,
  quotedLabels,
  twinProblems,
} from './labels.ts';

const ENGLISH = `---
title: Refunds
keywords: [退款]
---

## Before you start

Open **Seller functions (賣家功能) > Refund review (退款審核)** and choose **7-11交貨便**.

## Capture {#capture}

Fields (電子信箱驗證 / 手機號碼驗證) and (零稅率, for import and export).

\`\`\`text
## not a heading
\`\`\`
`;

test('labels: each Chinese part of a parenthesis and each Han run, once, with its line; not the front matter', () => {
  assert.deepEqual(chineseLabels(ENGLISH), [
    {text: '賣家功能', line: 8},
    {text: '退款審核', line: 8},
    {text: '7-11交貨便', line: 8},
    {text: '電子信箱驗證', line: 12},
    {text: '手機號碼驗證', line: 12},
    {text: '零稅率', line: 12},
  ]);
});

test('a label with its own parentheses stays whole', () => {
  assert.deepEqual(
    chineseLabels('Turn on **Auto capture (每日(12及15時)自動請款)**.'),
    [{text: '每日(12及15時)自動請款', line: 1}],
  );
});

test('heading ids: explicit ids, else the slug Docusaurus gives; fenced code is skipped', () => {
  assert.deepEqual(headingIds(ENGLISH), [
    {id: 'before-you-start', line: 6},
    {id: 'capture', line: 10},
  ]);
});

const TWIN = `---
title: 退款
---

## 開始之前 {#before-you-start}

開啟 **賣家功能 > 退款審核**，選擇 **7-11交貨便**。

## 請款 {#capture}

欄位：**電子信箱驗證**、**手機號碼驗證**，**零稅率**。
`;

test('a complete twin passes', () => {
  assert.deepEqual(
    twinProblems(
      {file: 'docs/refund.mdx', source: ENGLISH},
      {file: 'zh/refund.mdx', source: TWIN},
    ),
    [],
  );
});

test('a missing or altered label and a missing heading id fail with file, label and English line', () => {
  const twin = TWIN.replace('7-11交貨便', '7-11 交貨便').replace(
    '## 開始之前 {#before-you-start}',
    '## 開始之前',
  );
  assert.deepEqual(
    twinProblems(
      {file: 'docs/refund.mdx', source: ENGLISH},
      {file: 'zh/refund.mdx', source: twin},
    ),
    [
      'zh/refund.mdx: missing the label "7-11交貨便" (docs/refund.mdx:8)',
      'zh/refund.mdx: missing the heading id #before-you-start (docs/refund.mdx:6); write the heading as "## … {#before-you-start}"',
    ],
  );
});

test('checkTwins and assertTwins: a guide without a zh-TW twin fails, naming both paths', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'twins-'));
  mkdirSync(path.join(site, 'docs/payment-admin'), {recursive: true});
  writeFileSync(path.join(site, 'docs/payment-admin/refund.mdx'), ENGLISH);
  writeFileSync(path.join(site, 'docs/payment-admin/_category_.json'), '{}');
  const missing =
    'docs/payment-admin/refund.mdx has no zh-TW twin: add i18n/zh-TW/docusaurus-plugin-content-docs/current/payment-admin/refund.mdx (README.md, "Adding a page and its translation")';
  assert.deepEqual(checkTwins(site), [missing]);
  assert.throws(() => assertTwins(site, 'zh-TW'), {message: missing});
  const twinDir = path.join(
    site,
    'i18n/zh-TW/docusaurus-plugin-content-docs/current/payment-admin',
  );
  mkdirSync(twinDir, {recursive: true});
  writeFileSync(path.join(twinDir, 'refund.mdx'), TWIN);
  assert.deepEqual(checkTwins(site), []);
  assertTwins(site, 'zh-TW');
});

test('the labels an English page quotes keep their spacing and Latin text, from parentheses and table cells', () => {
  const page = [
    'Open **Dashboard (交易資訊 Dashboard)** in (PayNow 管理中心).',
    '',
    '| Field | Chinese label |',
    '| --- | --- |',
    '| Invoice logo | **發票 Logo** |',
    '| Balance (本月剩餘額) | The label as we read it on screen; it may read 本月剩餘餘額. |',
    '交貨便 (交貨便 is the C2C parcel service of 7-ELEVEN).',
    'Plain (English only).',
  ].join('\n');
  assert.deepEqual(quotedLabels(page), [
    '交易資訊 Dashboard',
    'PayNow 管理中心',
    '本月剩餘額',
    '發票 Logo',
    'Balance (本月剩餘額)',
  ]);
});
