import {test} from 'node:test';
import assert from 'node:assert/strict';
import {loadGlossary, parseGlossary, synonymGroups} from './glossary.ts';

test("the project's glossary parses and names refund's reader words", () => {
  const terms = loadGlossary();
  const refund = terms.find((term) => term.id === 'refund');
  assert.equal(refund?.['zh-TW'], '退款');
  assert.ok(refund?.synonyms['zh-TW']?.includes('退費'));
  const group = synonymGroups(terms).find((words) => words.includes('退款'));
  assert.ok(group?.includes('refund') && group.includes('刷退'));
});

test('a malformed entry fails with the file and line', () => {
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: ok\n    en: a\n    zh-TW: 甲\n  - id: Bad Id\n    en: b\n    zh-TW: 乙\n',
        'g.yaml',
      ),
    /^Error: g\.yaml:5: id must be kebab-case/,
  );
  assert.throws(
    () => parseGlossary('terms:\n  - id: x\n    en: a\n', 'g.yaml'),
    /g\.yaml:2: x: zh-TW must be a non-empty string/,
  );
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: x\n    en: a\n    zh-TW: 甲\n    synonyms: {fr: [b]}\n',
        'g.yaml',
      ),
    /g\.yaml:2: x: synonyms: unknown locale "fr"/,
  );
});
