import assert from 'node:assert/strict';
import test from 'node:test';
import {
  inlineTranslations,
  shrinkTranslationMap,
} from './inlineTranslations.ts';

const zh = {
  'theme.close': '關閉',
  'site.count': '{count} 篇',
  'site.unused': '沒用到',
};

test('a translate() call and a compiled <Translate> carry the translation, without their description', () => {
  const code = [
    'var a=(0,u.T)({id:"theme.close",message:"Close",description:"The close button"});',
    'var b=(0,r.jsx)(T.A,{id:"site.count",description:"How many",values:{count:2},children:"{count} posts"});',
    'var c=(0,u.T)({id:"site.other",message:"Other",description:"Not translated"});',
  ].join('\n');
  const result = inlineTranslations(code, zh);
  assert.equal(
    result.code,
    [
      'var a=(0,u.T)({id:"theme.close",message:"關閉"});',
      'var b=(0,r.jsx)(T.A,{id:"site.count",values:{count:2},children:"{count} 篇"});',
      'var c=(0,u.T)({id:"site.other",message:"Other",description:"Not translated"});',
    ].join('\n'),
  );
  assert.deepEqual([...result.inlined].sort(), ['site.count', 'theme.close']);
  assert.deepEqual([...result.otherUses], []);
});

test('an id used any other way is reported, to stay in the map', () => {
  const result = inlineTranslations(
    'var a=(0,u.T)({id:"theme.close",message:"Close"}),b=(0,u.T)({id:"theme.close"});',
    zh,
  );
  assert.deepEqual([...result.inlined], ['theme.close']);
  assert.deepEqual([...result.otherUses], ['theme.close']);
});

test('the map keeps only the ids asked for, as JSON.parse or an object literal', () => {
  const json = JSON.stringify(JSON.stringify(zh));
  assert.equal(
    shrinkTranslationMap(
      `e.exports=JSON.parse(${json})`,
      zh,
      new Set(['site.unused']),
    ),
    `e.exports=JSON.parse(${JSON.stringify(JSON.stringify({'site.unused': '沒用到'}))})`,
  );
  assert.equal(
    shrinkTranslationMap(`e.exports=${JSON.stringify(zh)}`, zh, new Set()),
    'e.exports={}',
  );
  // A map of other keys is not the locale's.
  assert.equal(
    shrinkTranslationMap('e.exports={"theme.close":"x"}', zh, new Set()),
    undefined,
  );
});
