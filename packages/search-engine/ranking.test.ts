/**
 * Chinese terms, page rows and ranking: the tokenizer (single Han
 * characters and overlapping pairs), exact phrases first, one row per page
 * with its best sections, names first. Reader queries over a real site's
 * pages belong to that site's own relevance check.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {pageOf} from './engine.ts';
import {createEngine} from './test-support/memory-engine.ts';
import {highlight, snippet} from './highlight.ts';
import {queryTerms, tokenize, tokenizeQuery} from './terms.ts';
import type {SearchRecord, Segment} from './types.ts';

const marked = (segments: Segment[]) =>
  segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

const ZH = {
  language: 'zh-TW',
  tags: ['default', 'docs-default-current', 'docs-api-current'],
};

let nextId = 0;
function section(
  page: string,
  fields: {
    title?: string;
    heading?: string;
    content?: string;
    lvl0?: string;
    keywords?: string[];
  },
): SearchRecord {
  const {title = page, heading, content = '', lvl0 = 'Guides'} = fields;
  const id = nextId++;
  return {
    id,
    url: `/docs/${page}${heading ? `#s${id}` : ''}`,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0, lvl1: title, lvl2: heading ?? null, lvl3: null},
    content,
    language: 'zh-TW',
    docusaurus_tag: 'docs-default-current',
    ...(fields.keywords && {keywords: fields.keywords}),
  };
}

function numbered(records: SearchRecord[]): SearchRecord[] {
  return records.map((record, id) => ({...record, id}));
}

test('Han text is indexed as single characters and overlapping pairs; a query of two or more by pairs', () => {
  assert.deepEqual(tokenize('撥款日期 refund'), [
    '撥',
    '款',
    '日',
    '期',
    '撥款',
    '款日',
    '日期',
    'refund',
  ]);
  assert.deepEqual(tokenizeQuery('撥款日期'), ['撥款', '款日', '日期']);
  assert.deepEqual(tokenizeQuery('款'), ['款']);
  assert.deepEqual(tokenizeQuery('ATM 退款'), ['ATM', '退款']);
  assert.deepEqual(queryTerms('退款 退款審核'), ['退款', '款審', '審核']);
});

test('pairs: 付款 is found inside 分期付款, not in text that only has 付 and 款 apart', () => {
  const engine = createEngine(
    numbered([
      section('installments', {content: '買家以分期付款完成交易。'}),
      section('apart', {content: '付清貨款後出貨。'}),
    ]),
  );
  const pages = engine
    .search({query: '付款', filters: ZH})
    .hits.map((hit) => hit.url);
  assert.deepEqual(pages, ['/docs/installments']);
  // One character is a term of its own.
  assert.equal(engine.search({query: '款', filters: ZH}).nbHits, 2);
});

test('a text with the whole phrase ranks above one with only its pairs', () => {
  const engine = createEngine(
    numbered([
      // Every pair of 撥款日期, many times, but never the phrase itself.
      section('pairs', {
        heading: '撥款與日期',
        content: '撥款 款日 日期。撥款與款日的日期，撥款、日期。',
      }),
      section('phrase', {
        content: '您可以依撥款日期查詢交易，也可以下載報表。',
      }),
    ]),
  );
  assert.deepEqual(
    engine.search({query: '撥款日期', filters: ZH}).hits.map((hit) => hit.url),
    ['/docs/phrase', '/docs/pairs'],
  );
});

test('one row per page with at most three sections beneath; pages are counted', () => {
  const engine = createEngine(
    numbered([
      section('refund', {title: 'ATM refund', content: 'Refund by ATM.'}),
      ...['one', 'two', 'three', 'four', 'five'].map((word) =>
        section('refund', {
          title: 'ATM refund',
          heading: `Refund step ${word}`,
          content: 'Refund details.',
        }),
      ),
      section('seller', {
        title: 'Seller functions',
        heading: 'Refund a transaction',
        content: 'Open the transaction and refund it.',
      }),
    ]),
  );
  const result = engine.search({query: 'refund', filters: ZH});
  assert.equal(result.nbHits, 2);
  assert.deepEqual(
    result.hits.map((hit) => [hit.url, hit.sections.length]),
    [
      ['/docs/refund', 3],
      ['/docs/seller', 1],
    ],
  );
  const [refund, seller] = result.hits;
  assert.equal(marked(refund!.snippet), '[Refund] by ATM.');
  // A page whose opening text did not match shows no snippet of its own.
  assert.deepEqual(seller!.snippet, []);
  assert.equal(marked(seller!.sections[0]!.heading), '[Refund] a transaction');
  assert.ok(seller!.sections[0]!.url.startsWith('/docs/seller#'));
});

test('a page whose title, area or keyword is the query ranks first', () => {
  const records = numbered([
    // Mentions the back office often, in headings too.
    section('one-page-cart', {
      title: '一頁式購物車',
      lvl0: '金流服務',
      heading: '到物流後台列印標籤',
      content: '物流後台會收到訂單；在物流後台列印標籤，再到物流後台追蹤。',
    }),
    section('logistics', {
      title: '物流後台',
      lvl0: '物流後台',
      content: '賣家管理寄件的網站。',
    }),
    section('en-logistics', {
      title: 'Logistics back office',
      lvl0: 'Logistics back office',
      content: 'Where sellers ship parcels (物流後台).',
      keywords: ['logistics', '物流後台'],
    }),
  ]);
  const engine = createEngine(records);
  const pages = engine
    .search({query: '物流後台', filters: ZH})
    .hits.map((hit) => pageOf(hit.url));
  assert.equal(pages[0], '/docs/logistics', 'the title match is first');
  assert.equal(pages[1], '/docs/en-logistics', 'a keyword match comes next');
  assert.equal(
    engine.search({query: 'logistics BACK office', filters: ZH}).hits[0]!.url,
    '/docs/en-logistics',
  );
});

test('highlighting marks matched pairs and whole words, never a lone character of another word', () => {
  // 台 of 平台 and 後 of 然後 are not part of 物流後台.
  assert.equal(
    marked(highlight('物流後台不是平台，然後再說', ['物流', '流後', '後台'])),
    '[物流後台]不是平台，然後再說',
  );
  assert.equal(
    marked(highlight('分期付款的付與款', ['付款'])),
    '分期[付款]的付與款',
  );
  // English: whole words only.
  assert.equal(
    marked(highlight('Refunds refund unrefunded', ['refund'])),
    'Refunds [refund] unrefunded',
  );
  const long = `${'前言。'.repeat(40)}請在物流後台列印標籤。${'結語。'.repeat(40)}`;
  const window = marked(snippet(long, ['物流', '流後', '後台'], 60));
  assert.ok(window.includes('[物流後台]'), window);
  const hit = createEngine(
    numbered([
      section('x', {title: '平台設定', content: '在物流後台設定平台。'}),
    ]),
  ).search({query: '物流後台', filters: ZH}).hits[0]!;
  assert.equal(marked(hit.heading), '平台設定');
  assert.equal(marked(hit.snippet), '在[物流後台]設定平台。');
});
