/**
 * How readers word a question: inflected English words and glossary
 * words, a glossary phrase with words between, two words of one glossary group, a lone Han
 * character, and a page the question names without one of its words.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {stemOf} from './ask.ts';
import {contentOf, expandSynonyms, synonymTable} from './clauses.ts';
import {pageOf} from './engine.ts';
import {createEngine} from './test-support/memory-engine.ts';
import type {ReadingGroup, SearchRecord} from './types.ts';

const EN = {language: 'en', tags: ['default', 'docs-default-current']};
const ZH = {language: 'zh-TW', tags: ['default', 'docs-default-current']};

function pages(
  language: string,
  list: {page: string; title: string; content: string; heading?: string}[],
): SearchRecord[] {
  return list.map(({page, title, content, heading}, id) => ({
    id,
    url: `/docs/${page}${heading ? `#h${id}` : ''}`,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0: 'Guides', lvl1: title, lvl2: heading ?? null, lvl3: null},
    content,
    language,
    docusaurus_tag: 'docs-default-current',
  }));
}

const found = (
  records: SearchRecord[],
  query: string,
  options: {synonyms?: string[][]; readings?: ReadingGroup[]} = {},
) =>
  createEngine(records, options)
    .search({query, filters: records[0]!.language === 'en' ? EN : ZH})
    .hits.map((hit) => pageOf(hit.url));

test('an inflected English word is also searched by its stem', () => {
  assert.equal(stemOf('refunding'), 'refund');
  assert.equal(stemOf('refunded'), 'refund');
  assert.equal(stemOf('shipped'), 'ship');
  assert.equal(stemOf('deliveries'), 'delivery');
  assert.equal(stemOf('shipments'), 'shipment');
  assert.equal(stemOf('sales'), 'sale');
  assert.equal(stemOf('batches'), 'batch');
  // No ending to take off, or too short to tell.
  assert.equal(stemOf('process'), null);
  assert.equal(stemOf('status'), null);
  assert.equal(stemOf('analysis'), null);
  assert.equal(stemOf('sell'), null);
  assert.equal(stemOf('proceed'), null);
  assert.equal(stemOf('string'), null);
  assert.equal(stemOf('退款'), null);
  const records = pages('en', [
    {page: 'refund', title: 'Refunds', content: 'Refund a card payment.'},
    {page: 'import', title: 'Orders', content: 'Import a shipment file.'},
  ]);
  assert.deepEqual(found(records, 'refunding'), ['/docs/refund']);
  assert.deepEqual(found(records, 'importing shipments'), ['/docs/import']);
});

test('a two-word glossary word is found with up to two words between', () => {
  const table = synonymTable([
    ['reship', 'ship again', '重新出貨'],
    ['payout', 'transfer money', '撥款'],
  ]);
  const own = (query: string) =>
    expandSynonyms(query, table).clauses.map((clause) => clause.own);
  assert.deepEqual(own('ship the package again'), ['ship again']);
  assert.equal(
    expandSynonyms('ship the package again', table).rest,
    'the package',
  );
  assert.deepEqual(own('when does paynow transfer my money'), [
    'transfer money',
  ]);
  assert.deepEqual(own('transfer moneys'), ['transfer money']);
  // Three words between are another question.
  assert.deepEqual(own('ship it to the store again'), []);
});

test('a glossary word of several words is found inflected: each word of four letters or more with an ending', () => {
  const table = synonymTable([
    ['complaint', 'dispute a charge', '申訴'],
    ['allowance', 'return goods', '折讓'],
    ['payout', 'pay me', '撥款'],
    ['customer service', 'support'],
  ]);
  const own = (query: string) =>
    expandSynonyms(query, table).clauses.map((clause) => clause.own);
  assert.deepEqual(own('customer disputes a charge'), ['dispute a charge']);
  assert.deepEqual(own('customer returned goods'), ['return goods']);
  assert.deepEqual(own('when does paynow pays me'), ['pay me']);
  // A single word only with its plural: supported is not support.
  assert.deepEqual(own('is line pay supported'), []);
  assert.deepEqual(own('support tickets'), ['support']);
  // An ending is a whole word's: returnable goods is not return goods.
  assert.deepEqual(own('returnable goods'), []);
  assert.equal(
    expandSynonyms('customer returned goods', table).rest,
    'customer',
  );
});

test('two words of one glossary group ask for it once', () => {
  const table = synonymTable([['cooling-off', '七天', '退貨', '鑑賞期']]);
  assert.deepEqual(
    expandSynonyms('七天內可以退貨嗎', table).clauses.map((c) => c.own),
    ['七天'],
  );
});

test('a lone Han character of a question keeps no page out, and finds none alone', () => {
  const records = pages('zh-TW', [
    {page: 'buyer', title: '買家流程', content: '退貨要在鑑賞期提出。'},
    {page: 'domestic', title: '配送', content: '國內寄送。'},
  ]);
  // 內 is what is left of 七天內 once 七天 is the glossary's: the page
  // with only 內 is not shown, the page with the period is.
  assert.deepEqual(
    found(records, '七天內退貨', {
      synonyms: [['cooling-off', '七天', '退貨', '鑑賞期']],
    }),
    ['/docs/buyer'],
  );
});

test('a page with only the lone character is not among the pages missing one word', () => {
  const records = pages('zh-TW', [
    {page: 'bank', title: '撥款', content: '撥款會匯進銀行帳戶。'},
    {page: 'wallet', title: '錢包', content: '錢包裡的錢。'},
  ]);
  assert.deepEqual(found(records, '錢 進銀行'), ['/docs/bank']);
});

test("the reader's page of a word in the question is shown without one of its other words", () => {
  const records = pages('zh-TW', [
    {
      page: 'overview',
      title: '金流後台',
      content: '銀行、交易與對帳都在這裡。',
    },
    {
      page: 'finance',
      title: '帳務資訊',
      content: '對帳報表彙整請款與退款。',
    },
    {
      page: 'finance',
      title: '帳務資訊',
      heading: '明細',
      content: '每筆交易的金額。',
    },
  ]);
  const options = {
    synonyms: [['reconciliation', '對帳', '對不起來']],
    readings: [{words: ['對帳', '對不起來'], pages: ['docs/finance']}],
  };
  // finance has no 銀行, and 對帳 and 交易 in different sections: it is
  // shown after the page with every word in one.
  assert.deepEqual(found(records, '銀行 交易 對不起來', options), [
    '/docs/overview',
    '/docs/finance',
  ]);
});

test("a question that calls the buyer a customer is the merchant's: the merchant's page of its other word comes first", () => {
  const records = pages('en', [
    {
      page: 'atm-refund',
      title: 'ATM refund for buyers',
      content: 'Get your money back: give the seller your bank account.',
    },
    {
      page: 'seller',
      title: 'Seller functions',
      content: 'Give a buyer a refund from the transaction list.',
    },
  ]);
  const synonyms = [
    ['refund', 'money back'],
    ['buyer', 'customer'],
  ];
  // The glossary's readings (tools/glossary readingGroups): the asker's
  // word with each word of refund is the merchant's.
  const readings: ReadingGroup[] = [
    {
      words: ['refund', 'money back', 'customer refund', 'customer money back'],
      pages: ['docs/seller', 'docs/atm-refund'],
      owned: [
        {
          page: 'docs/seller',
          words: ['customer refund', 'customer money back'],
        },
      ],
    },
  ];
  const options = {synonyms, readings};
  assert.equal(found(records, 'money back', options)[0], '/docs/atm-refund');
  assert.deepEqual(
    found(records, 'give a customer their money back', options),
    ['/docs/seller', '/docs/atm-refund'],
  );
});

test('function words that tie a Chinese run to the words before it go, and so do a complement and a particle', () => {
  assert.equal(contentOf('跟交易'), '交易');
  assert.equal(contentOf('看部分物流'), '部分物流');
  assert.equal(contentOf('員工只能看'), '員工');
  // A directional complement ends a verb: the verb is the task.
  assert.equal(contentOf('標籤怎麼印出來'), '標籤 印');
  assert.equal(contentOf('出來'), '出來');
  assert.equal(contentOf('set up instalments'), 'set instalments');
  assert.equal(contentOf('can i return it within 7 days'), 'return 7 days');
});
