import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_PAGE_TEXT,
  fillLine,
  fillText,
  inlinePart,
  isTemplateLine,
  joinSentences,
} from './text.ts';

test('fillLine: the template text escaped, the spaces beside the value kept, the value as given', () => {
  assert.equal(
    fillLine(DEFAULT_PAGE_TEXT.source, 'url', 'https://docs.example/a'),
    'Source: https://docs.example/a',
  );
  assert.equal(
    fillLine('出處：{url}', 'url', 'https://docs.example/a'),
    '出處：https://docs.example/a',
  );
  assert.equal(
    fillLine('*Read* {llms} <now>', 'llms', '[x](y)'),
    '\\*Read\\* [x](y) \\<now>',
  );
  assert.equal(fillText('分頁{number}', 'number', '2'), '分頁2');
});

test('inlinePart: punctuation escaped, a space kept at either end', () => {
  assert.equal(inlinePart(': '), ': ');
  assert.equal(inlinePart(' ('), ' (');
  assert.equal(inlinePart('（'), '（');
  assert.equal(inlinePart(' · '), ' · ');
  assert.equal(inlinePart('*'), '\\*');
});

test('isTemplateLine: the words of the template, anything but white space for the value', () => {
  assert.ok(isTemplateLine('Source: {url}', 'url', 'Source: https://x/a'));
  assert.ok(isTemplateLine('出處：{url}', 'url', '出處：https://x/a'));
  assert.ok(isTemplateLine('最後更新：{date}', 'date', '最後更新：2026-11-22'));
  assert.ok(!isTemplateLine('出處：{url}', 'url', '出處：請見下方說明。'));
  assert.ok(!isTemplateLine('Source: {url}', 'url', 'Sources: https://x/a'));
  assert.ok(!isTemplateLine('Source: {url}', 'url', 'Source: (a) b'));
  assert.ok(!isTemplateLine('最後更新：{date}', 'date', '最後更新：2024年'));
});

test('joinSentences: the language separator, but a space after a Latin full stop', () => {
  assert.equal(joinSentences(['One.', 'Two.'], ' '), 'One. Two.');
  assert.equal(joinSentences(['第一句。', '第二句。'], ''), '第一句。第二句。');
  assert.equal(
    joinSentences(['Add a pet.', '章節：請求內容'], ''),
    'Add a pet. 章節：請求內容',
  );
  assert.equal(joinSentences(['只有一句。', ''], ''), '只有一句。');
});
