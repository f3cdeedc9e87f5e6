import {test} from 'node:test';
import assert from 'node:assert/strict';
import {snippet} from './highlight.ts';

const text = (segments: {text: string}[]) =>
  segments.map((segment) => segment.text).join('');

test('a snippet starts and ends on a word and holds the first match', () => {
  const long = `${'alpha beta-gamma '.repeat(12)}the refund is sent to the buyer's card ${'supercalifragilisticexpialidocious-merchant-notification '.repeat(6)}`;
  for (let length = 40; length < 160; length += 7) {
    const shown = text(snippet(long, ['refund'], length));
    assert.match(shown, /refund/);
    const core = shown.replace(/^… /, '').replace(/ …$/, '');
    const at = long.indexOf(core);
    assert.ok(at >= 0, core);
    assert.doesNotMatch(long.slice(at - 1, at + 1), /^[\p{L}'-][\p{L}'-]$/u);
    const end = at + core.length;
    assert.doesNotMatch(long.slice(end - 1, end + 1), /^[\p{L}'-][\p{L}'-]$/u);
  }
});

test('in Chinese a snippet is cut between characters, never inside a 「」 label', () => {
  const zh = `${'這是一段說明文字，'.repeat(8)}請在「退款審核（Refund review）」頁面按下確認，款項會退回買家的信用卡。${'其他內容，'.repeat(10)}`;
  for (let length = 20; length < 120; length += 3) {
    const shown = text(snippet(zh, ['退款', '款審', '審核'], length));
    assert.match(shown, /退款審核/);
    const core = shown.replace(/^… /, '').replace(/ …$/, '');
    const open = [...core].filter((char) => char === '「').length;
    const close = [...core].filter((char) => char === '」').length;
    assert.equal(open, close, core);
  }
});
