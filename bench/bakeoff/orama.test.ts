import {test} from 'node:test';
import assert from 'node:assert/strict';
import {cjkTokens} from './orama.ts';

test('Han text is tokenized as characters and overlapping pairs, other text as lower-case words', () => {
  assert.deepEqual(cjkTokens('ATM 退款單'), [
    'atm',
    '退',
    '款',
    '單',
    '退款',
    '款單',
  ]);
  // A Han run ends where other letters begin; punctuation splits words.
  assert.deepEqual(cjkTokens('7-11列印'), ['7', '11', '列', '印', '列印']);
  // One character has no pair; full-width letters read as their ASCII.
  assert.deepEqual(cjkTokens('退 ＡＴＭ'), ['退', 'atm']);
  // Repeats are kept: Orama counts a term's frequency in a field from them.
  assert.deepEqual(cjkTokens('退款 退款'), [
    '退',
    '款',
    '退款',
    '退',
    '款',
    '退款',
  ]);
});
