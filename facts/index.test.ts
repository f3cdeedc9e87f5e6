import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keyFacts, LOCALES, recordsOf} from '@paynow-docs/remark-facts';
import {REGISTER} from './index.ts';

test('both locales carry the same key facts, in the same order, each in its own words', () => {
  const [en, zh] = LOCALES.map((locale) => keyFacts(REGISTER, locale));
  assert.ok(en!.length > 0);
  assert.deepEqual(
    zh!.map(({id, page}) => `${id} ${page}`),
    en!.map(({id, page}) => `${id} ${page}`),
  );
  for (const [index, fact] of en!.entries()) {
    assert.notEqual(fact.text, zh![index]!.text, fact.id);
    assert.match(zh![index]!.text, /\p{Script=Han}/u, fact.id);
  }
});

test('every key fact states its figure as a page words it, in each locale', () => {
  for (const record of recordsOf(REGISTER, 'figure')) {
    if (!record.key) continue;
    for (const locale of LOCALES) {
      const wordings = record.wording[locale];
      assert.ok(
        wordings.length === 0 ||
          wordings.some((wording) => record.key![locale].includes(wording)),
        `${record.id} (${locale}): "${record.key[locale]}" holds none of ${wordings.join(', ')}`,
      );
    }
  }
});
