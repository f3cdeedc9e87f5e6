/**
 * The Markdown helpers the converter and the checks share: finding HTML
 * left in Markdown (outside code), and escaping text so it stays text.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {escapeText, findHtml} from './markdown.ts';

test('findHtml finds tags and comments outside code, not inside fences or code spans', () => {
  const markdown = [
    'Text <div class="x">leak</div> and <!-- note -->',
    'Inline `<b>` code and \\<escaped> text',
    '```html',
    '<p>inside a fence</p>',
    '```',
    '<br/>',
  ].join('\n');
  assert.deepEqual(findHtml(markdown), [
    '<div class="x">',
    '</div>',
    '<!-- note -->',
    '<br/>',
  ]);
});

test('escapeText leaves plain words and Chinese alone', () => {
  assert.equal(
    escapeText('Refund review (退款審核) 3 < 4'),
    'Refund review (退款審核) 3 < 4',
  );
});
