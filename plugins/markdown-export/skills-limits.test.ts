/**
 * Skills quote facts, never instructions (L-1), and stay small whatever a
 * page holds (L-2): MAX_FACT_CHARACTERS per fact, MAX_SKILL_BYTES per skill.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {MAX_FACT_CHARACTERS, factsOf} from './facts.ts';
import {DEFAULT_SKILL_TEXT, MAX_SKILL_BYTES, skillMarkdown} from './skills.ts';

const SITE = {title: 'PayNow Docs', siteUrl: 'https://docs.example.com'};

function page(
  permalink: string,
  title: string,
  body: string,
  description = `About ${title}.`,
) {
  return {
    page: {permalink, title, description},
    markdown: `# ${title}\n\n> ${description}\n\nSource: https://docs.example.com${permalink}\n\n${body}\n`,
  };
}

test('imperatives stay on their page, in English and in zh-TW, at the start or after a label', () => {
  const en = page(
    '/base/docs/pay/capture',
    'Capture',
    [
      'Captures reach your account within 3 working days.',
      'Auto-capture (自動請款): tick Daily auto-capture at 12:00 to capture daily.',
      '',
      '> **Warning:** Do not refund more than NT$ 50 000 a day. Always keep 2 copies. The limit is NT$ 50 000.',
      '',
      'Never share the 6-digit code.',
    ].join('\n'),
  );
  assert.deepEqual(factsOf(en.markdown), [
    'Captures reach your account within 3 working days.',
    'The limit is NT$ 50 000.',
  ]);
  const zh = page(
    '/base/zh-TW/docs/pay/capture',
    '請款',
    '請款後2–3個工作天撥款。請先確認金額是否超過50元。自動請款：勾選每日12時自動請款。務必保留2份紀錄。',
  );
  assert.deepEqual(factsOf(zh.markdown), ['請款後2–3個工作天撥款。']);
  assert.doesNotMatch(DEFAULT_SKILL_TEXT.facts, /rule/i);
  assert.doesNotMatch(DEFAULT_SKILL_TEXT.description, /rule/i);
});

test('MAX_FACT_CHARACTERS: a longer fact stays on its page', () => {
  const long = `The fee is 2% ${'and more '.repeat(50)}in all.`;
  assert.ok(Array.from(long).length > MAX_FACT_CHARACTERS);
  const fine = 'The fee is 2% of the amount.';
  assert.deepEqual(
    factsOf(page('/base/docs/fees', 'Fees', `${long} ${fine}`).markdown),
    [fine],
  );
});

test('MAX_SKILL_BYTES: a 220 KB fact is left out; a skill over the limit fails naming it', () => {
  const huge = `The fee is 2% ${'x'.repeat(220_000)}.`;
  const skill = skillMarkdown({
    name: 'paynow-fees',
    site: SITE,
    pages: [page('/base/docs/fees', 'Fees', huge)],
    text: DEFAULT_SKILL_TEXT,
    llmsTxtUrl: 'https://docs.example.com/base/llms.txt',
  });
  assert.ok(
    Buffer.byteLength(skill) < 4096,
    `${Buffer.byteLength(skill)} bytes`,
  );
  assert.throws(
    () =>
      skillMarkdown({
        name: 'paynow-fees',
        site: SITE,
        pages: [
          page('/base/docs/fees', 'Fees', 'Text.', 'x'.repeat(MAX_SKILL_BYTES)),
        ],
        text: DEFAULT_SKILL_TEXT,
        llmsTxtUrl: 'https://docs.example.com/base/llms.txt',
      }),
    /^Error: skill paynow-fees: its SKILL\.md would be \d+ bytes, more than 65536 \(MAX_SKILL_BYTES\)/,
  );
});
