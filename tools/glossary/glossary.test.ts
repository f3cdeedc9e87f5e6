import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  MAX_SYNONYM_GROUP,
  MAX_SYNONYM_WORDS,
} from '@paynow-docs/search-engine/limits';
import {
  GLOSSARY_LOCALES,
  loadGlossary,
  parseGlossary,
  readingGroups,
  synonymGroups,
} from './glossary.ts';

test("the project's glossary parses and names refund's reader words", () => {
  const terms = loadGlossary();
  const refund = terms.find((term) => term.id === 'refund');
  assert.equal(refund?.['zh-TW'], '退款');
  assert.ok(refund?.synonyms['zh-TW']?.includes('退費'));
  const group = synonymGroups(terms).find((words) => words.includes('退款'));
  assert.ok(group?.includes('refund') && group.includes('刷退'));
});

test("refund names each reader's page: the merchant's and the buyer's", () => {
  const group = readingGroups(loadGlossary()).find(({words}) =>
    words.includes('刷退'),
  );
  assert.deepEqual(group?.pages, [
    'docs/payment-admin/seller',
    'docs/payment-admin/refund',
  ]);
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: x\n    en: a\n    zh-TW: 甲\n    readers: {seller: docs/a}\n',
        'g.yaml',
      ),
    /g\.yaml:2: x: readers: unknown reader "seller"/,
  );
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: x\n    en: a\n    zh-TW: 甲\n    readers: {buyer: /docs/a.mdx}\n',
        'g.yaml',
      ),
    /g\.yaml:2: x: readers\.buyer must be a page path/,
  );
});

/**
 * The owned entries after a group's first two (its owners' and its first
 * reader's): there are some, each on the merchant's page, each word an
 * asker's word (a merchant's customer) before one of the group's, none
 * matching `theirs` (the other reader's own words).
 */
function askersOwned(
  owned: {page: string; words: string[]}[] | undefined,
  theirs = /(?!)/u,
) {
  const asked = owned?.slice(2) ?? [];
  assert.ok(asked.length > 0, "no askers' words");
  for (const {page, words} of asked) {
    assert.equal(page, 'docs/payment-admin/seller');
    for (const word of words) {
      assert.match(word, /^(?:customer|客人|顧客|客戶) /u);
      assert.doesNotMatch(word, theirs);
    }
  }
}

test('whose word it is: the owners and first reader of refund and of ATM refund, checked against its readers and words', () => {
  const groups = readingGroups(loadGlossary());
  const of = (word: string) => groups.find(({words}) => words.includes(word));
  assert.deepEqual(of('刷退')?.owned?.slice(0, 2), [
    {
      page: 'docs/payment-admin/seller',
      words: [
        '刷退',
        '退刷',
        'refund a card',
        'card refund',
        'refund a transaction',
      ],
    },
    {page: 'docs/payment-admin/seller', words: ['refund', '退款'], alone: true},
  ]);
  // The rest are the askers' words (a merchant's customer) with refund's.
  askersOwned(of('刷退')?.owned);
  // The buyer's words are a term of their own: a bare refund does not search them.
  assert.ok(!of('刷退')?.words.includes('匯款退回'));
  assert.deepEqual(of('匯款退回')?.owned?.slice(0, 2), [
    {page: 'docs/payment-admin/refund', words: ['匯款退回', '退匯']},
    {
      page: 'docs/payment-admin/refund',
      words: ['ATM refund', 'ATM退款'],
      alone: true,
    },
  ]);
  // ATM refund's merchant page, with the askers' words, none the buyer's own.
  askersOwned(of('匯款退回')?.owned, / (?:匯款退回|退匯)$/u);
  const entry = (more: string) =>
    `terms:\n  - id: x\n    en: a\n    zh-TW: 甲\n    synonyms: {en: [b]}\n    readers: {buyer: docs/a}\n${more}`;
  assert.throws(
    () => parseGlossary(entry('    owners: {merchant: [b]}\n'), 'g.yaml'),
    /g\.yaml:2: x: owners\.merchant: not a reader of the term/,
  );
  assert.throws(
    () => parseGlossary(entry('    owners: {buyer: [c]}\n'), 'g.yaml'),
    /g\.yaml:2: x: owners\.buyer: "c" is not one of the term's words/,
  );
  assert.throws(
    () => parseGlossary(entry('    first: merchant\n'), 'g.yaml'),
    /g\.yaml:2: x: first must be one of the term's readers/,
  );
  assert.deepEqual(
    parseGlossary(
      entry('    owners: {buyer: [B]}\n    first: buyer\n'),
      'g.yaml',
    )[0]?.owners,
    {buyer: ['B']},
  );
});

test("who asks: a term's asker words make the other words of a two-reader term that reader's, checked against its words", () => {
  const terms = parseGlossary(
    [
      'terms:',
      '  - id: refund',
      '    en: refund',
      '    zh-TW: 退款',
      '    synonyms: {en: [money back, bank returned it]}',
      '    readers: {merchant: docs/seller, buyer: docs/refund}',
      '    owners: {buyer: [bank returned it]}',
      '  - id: payout',
      '    en: payout',
      '    zh-TW: 撥款',
      '    readers: {merchant: docs/seller}',
      '  - id: buyer',
      '    en: buyer',
      '    zh-TW: 買家',
      '    synonyms: {en: [customer]}',
      '    askers: {merchant: [customer]}',
      '',
    ].join('\n'),
    'g.yaml',
  );
  const [refund, payout] = readingGroups(terms);
  // bank returned it stays the buyer's, its owner.
  assert.deepEqual(refund?.owned?.slice(1), [
    {
      page: 'docs/seller',
      words: ['customer refund', 'customer 退款', 'customer money back'],
    },
  ]);
  assert.ok(refund?.words.includes('customer money back'));
  // One reader's page only: nothing to choose between.
  assert.equal(payout?.owned, undefined);
  const entry = (more: string) =>
    `terms:\n  - id: x\n    en: a\n    zh-TW: 甲\n    synonyms: {en: [b]}\n${more}`;
  assert.throws(
    () => parseGlossary(entry('    askers: {seller: [b]}\n'), 'g.yaml'),
    /g\.yaml:2: x: askers\.seller: unknown reader/,
  );
  assert.throws(
    () => parseGlossary(entry('    askers: {merchant: [c]}\n'), 'g.yaml'),
    /g\.yaml:2: x: askers\.merchant: "c" is not one of the term's words/,
  );
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

test('a variant that is a term of the glossary fails, naming both entries', () => {
  assert.throws(
    () =>
      parseGlossary(
        [
          'terms:',
          '  - id: card-reader',
          '    en: card reader',
          '    zh-TW: 刷卡機',
          '  - id: reader',
          '    en: reader',
          '    zh-TW: 讀卡機',
          '    variants: {zh-TW: [刷卡機]}',
        ].join('\n'),
        'g.yaml',
      ),
    /g\.yaml:5: reader: the variant "刷卡機" is the term of "card-reader" \(line 2\)/,
  );
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: x\n    en: a\n    zh-TW: 甲\n    variants: {zh-TW: [甲]}\n',
        'g.yaml',
      ),
    /g\.yaml:2: x: the variant "甲" is the term or one of its labels/,
  );
});

test('the glossary covers 40+ concepts, each with reader words for search', () => {
  const terms = loadGlossary();
  assert.ok(terms.length >= 40, `${terms.length} terms`);
  for (const term of terms) {
    const words = GLOSSARY_LOCALES.flatMap(
      (locale) => term.synonyms[locale] ?? [],
    );
    assert.ok(words.length > 0, `${term.id} has no synonyms`);
  }
  const invoice = synonymGroups(terms).find((group) => group.includes('作廢'));
  assert.ok(invoice?.includes('取消發票'));
  const payout = synonymGroups(terms).find((group) => group.includes('撥款'));
  assert.ok(payout?.includes('入帳'));
});

test('a synonym group holds each word once, whatever its case (search ignores case)', () => {
  const [group] = synonymGroups(
    parseGlossary(
      'terms:\n  - id: bulk\n    en: bulk logistics\n    zh-TW: 大宗物流\n    synonyms:\n      en: [b2c, B2C, Bulk Logistics]\n',
      'g.yaml',
    ),
  );
  assert.deepEqual(group, ['bulk logistics', '大宗物流', 'b2c']);
});

test("a label equal to another term's variant, or of one character, fails with the file and line (it would silence the variant lint)", () => {
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: a\n    en: a\n    zh-TW: 甲\n    labels: [一鍵請款]\n  - id: b\n    en: b\n    zh-TW: 乙\n    variants: {zh-TW: [一鍵請款]}\n',
        'g.yaml',
      ),
    /^Error: g\.yaml:6: b: the variant "一鍵請款" is a label of "a" \(line 2\)/,
  );
  assert.throws(
    () =>
      parseGlossary(
        'terms:\n  - id: a\n    en: a\n    zh-TW: 甲\n  - id: b\n    en: b\n    zh-TW: 乙\n    labels: [款]\n',
        'g.yaml',
      ),
    /^Error: g\.yaml:5: b: the label "款" is shorter than two characters/,
  );
});

test('a synonym group past MAX_SYNONYM_GROUP, or a glossary past MAX_SYNONYM_WORDS, fails with the file and line', () => {
  const entry = (id: string, count: number) =>
    `  - id: ${id}\n    en: ${id}\n    zh-TW: ${id}甲\n    synonyms:\n      en: [${Array.from({length: count}, (_, n) => `${id}${n}`).join(', ')}]\n`;
  const ok = `terms:\n${entry('a', MAX_SYNONYM_GROUP - 2)}`;
  assert.equal(parseGlossary(ok, 'g.yaml').length, 1);
  assert.throws(
    () =>
      parseGlossary(
        `terms:\n${entry('a', 1)}${entry('b', MAX_SYNONYM_GROUP - 1)}`,
        'g.yaml',
      ),
    /^Error: g\.yaml:7: b: 25 search words .* at most 24 \(MAX_SYNONYM_GROUP\)/,
  );
  const many = Array.from({length: MAX_SYNONYM_WORDS / 20 + 1}, (_, n) =>
    entry(`t${n}`, 18),
  ).join('');
  assert.throws(
    () => parseGlossary(`terms:\n${many}`, 'g.yaml'),
    /^Error: g\.yaml:\d+: t75: the glossary passes 1500 search words here \(MAX_SYNONYM_WORDS\)/,
  );
});
