/**
 * Readers' words: the glossary's synonyms and the other language searched
 * for each other (the reader's own word first), questions reduced to their
 * content words, and a page's keywords finding it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {contentOf, expandSynonyms, synonymTable} from './clauses.ts';
import {pageOf} from './engine.ts';
import {createEngine, engineOf} from './test-support/memory-engine.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const ZH = {language: 'zh-TW', tags: ['default', 'docs-default-current']};
const EN = {language: 'en', tags: ['default', 'docs-default-current']};

const SYNONYMS = [
  ['refund', '退款', 'money back', '退費', '刷退'],
  ['payout', '撥款', 'get paid', 'settlement', '入帳'],
  ['shipping label', '標籤', 'label', 'print label', '寄件單'],
  ['void', '作廢', 'cancel invoice', '取消發票'],
];

interface Page {
  page: string;
  title: string;
  content: string;
  heading?: string;
  keywords?: string[];
  lvl0?: string;
  language?: string;
}

function records(pages: Page[]): SearchRecord[] {
  return pages.map((page, id) => ({
    id,
    url: `/docs/${page.page}${page.heading ? `#s${id}` : ''}`,
    type: page.heading ? 'lvl2' : 'lvl1',
    hierarchy: {
      lvl0: page.lvl0 ?? 'Guides',
      lvl1: page.title,
      lvl2: page.heading ?? null,
      lvl3: null,
    },
    content: page.content,
    language: page.language ?? 'zh-TW',
    docusaurus_tag: 'docs-default-current',
    ...(page.keywords && {keywords: page.keywords}),
  }));
}

const ZH_PAGES = records([
  {
    page: 'refund',
    title: '退款',
    content: '買家付款後，您可以在金流後台申請退款，信用卡交易會退回原卡。',
    keywords: ['refund', 'ATM refund'],
  },
  {
    page: 'finance',
    title: '財務報表',
    content: '撥款日期依付款方式而定，款項會撥入您的銀行帳戶。',
    keywords: ['payout', 'finance'],
  },
  {
    page: 'print-tag',
    title: '列印標籤',
    content: '在物流後台選取訂單後列印標籤，交給門市寄件。',
    keywords: ['print label', 'shipping label'],
  },
  {
    page: 'ai',
    title: '搭配 AI 使用文件',
    content: '什麼時候該用 AI？如何在對話中搜尋文件？我要怎麼設定？',
  },
  {
    page: 'pets',
    title: 'Print a pet label',
    content: 'Prints the label of a pet. Refund is not supported.',
    lvl0: 'API reference',
  },
  {
    page: 'literal',
    title: '常見問題',
    content: '有些商家說「刷退」：信用卡刷退是退款的一種。',
  },
]);

const zhEngine = createEngine(ZH_PAGES, {synonyms: SYNONYMS});
const pagesFor = (query: string, filters = ZH, engine = zhEngine) =>
  engine.search({query, filters}).hits.map((hit) => pageOf(hit.url));

test('a reader word of the glossary finds the page that uses ours, in either language', () => {
  // 退費 is on no page: without the glossary there is no result at all.
  assert.deepEqual(pagesFor('退費', ZH, createEngine(ZH_PAGES)), []);
  assert.equal(pagesFor('退費')[0], '/docs/refund');
  assert.equal(pagesFor('入帳')[0], '/docs/finance');
  assert.equal(pagesFor('寄件單')[0], '/docs/print-tag');
  // The other language: English words on the zh-TW site.
  assert.equal(pagesFor('get paid')[0], '/docs/finance');
  assert.equal(pagesFor('money back')[0], '/docs/refund');
});

test("the reader's own word ranks above the glossary's other word for it", () => {
  // 刷退 is written on one page: that page comes first, the 退款 page next.
  assert.deepEqual(pagesFor('刷退').slice(0, 2), [
    '/docs/literal',
    '/docs/refund',
  ]);
});

test('another word of several spaced words is a phrase: its words apart do not match (money … back office)', () => {
  const engine = createEngine(
    records([
      {
        page: 'cash',
        title: 'Cash',
        content: 'Money is counted in the back office.',
        language: 'en',
      },
      {
        page: 'refund',
        title: 'Refunds',
        content: 'Refund a payment.',
        language: 'en',
      },
    ]),
    {synonyms: SYNONYMS},
  );
  assert.deepEqual(pagesFor('refund', EN, engine), ['/docs/refund']);
});

test('question words and particles do not decide; the content words do', () => {
  assert.equal(pagesFor('什麼時候撥款')[0], '/docs/finance');
  assert.equal(pagesFor('我要怎麼退款呢')[0], '/docs/refund');
  assert.equal(pagesFor('如何列印寄件單')[0], '/docs/print-tag');
  assert.equal(pagesFor('when do I get paid')[0], '/docs/finance');
  // A query of question words alone is searched as it is.
  assert.equal(pagesFor('如何')[0], '/docs/ai');
});

test('guides rank above the sample API pages for merchant words in the other language', () => {
  assert.equal(pagesFor('print label')[0], '/docs/print-tag');
  assert.equal(pagesFor('refund')[0], '/docs/refund');
});

test("a page's keywords find it, not only re-rank it", () => {
  const engine = createEngine(
    records([
      {
        page: 'invoice',
        title: '發票查詢',
        content: '查詢已開立的發票。',
        keywords: ['invoice inquiry'],
      },
      {page: 'other', title: '其他', content: '其他說明。'},
    ]),
  );
  assert.deepEqual(pagesFor('inquiry', ZH, engine), ['/docs/invoice']);
});

test('the English site: Chinese glossary words and questions find the English page', () => {
  const engine = createEngine(
    records([
      {
        page: 'refund',
        title: 'Refunds',
        content: 'Refund a card payment from the back office (退款).',
        language: 'en',
      },
      {
        page: 'finance',
        title: 'Finance reports',
        content: 'The payout date depends on the payment method.',
        language: 'en',
      },
      {
        page: 'ai',
        title: 'Use these docs with AI',
        content: 'When do I ask the assistant? How do I search?',
        language: 'en',
      },
    ]),
    {synonyms: SYNONYMS},
  );
  assert.equal(pagesFor('退費', EN, engine)[0], '/docs/refund');
  assert.equal(pagesFor('撥款', EN, engine)[0], '/docs/finance');
  assert.equal(pagesFor('when do I get paid', EN, engine)[0], '/docs/finance');
  assert.equal(pagesFor('how do I refund', EN, engine)[0], '/docs/refund');
});

test('the engine of an index file searches with the synonyms written into it', () => {
  const index = {
    version: 4,
    records: ZH_PAGES,
    synonyms: SYNONYMS,
  } as unknown as SearchIndexFile;
  assert.equal(
    engineOf(index).search({query: '退費', filters: ZH}).hits[0]?.url,
    '/docs/refund',
  );
});

test('content words: question words and particles go, content words stay', () => {
  assert.equal(contentOf('什麼時候撥款'), '撥款');
  assert.equal(contentOf('我要退款嗎'), '退款');
  assert.equal(contentOf('退款要多久'), '退款要');
  // 要 inside a word stays: only a run's ends lose particles.
  assert.equal(contentOf('需要哪些文件'), '需要 文件');
  assert.equal(contentOf('how do I print a label'), 'print label');
  assert.equal(contentOf('when can I cancel'), 'cancel');
  assert.equal(contentOf('如何'), '');
});

test('a function word standing alone and an English question phrase are not content words', () => {
  // 會 and 看 alone say nothing of the task; inside a word they stay.
  assert.equal(contentOf('錢什麼時候會 帳戶'), '錢 帳戶');
  assert.equal(contentOf('錢在哪裡看'), '錢');
  assert.equal(contentOf('會員資料在哪裡查看'), '會員資料 查看');
  assert.equal(contentOf('how long until paynow pays out'), 'paynow pays out');
  assert.equal(
    contentOf('who do I email about e-invoice errors'),
    'email e invoice errors',
  );
  assert.equal(contentOf('how many labels'), 'labels');
  assert.equal(
    contentOf("log into paynow as a seller's staff"),
    'log paynow seller staff',
  );
  assert.equal(contentOf('I need to print labels'), 'print labels');
});

test('glossary words are found whole: a phrase as words, a Chinese word inside a run', () => {
  const table = synonymTable(SYNONYMS);
  const {clauses, rest} = expandSynonyms('when do i get paid', table);
  assert.deepEqual(
    clauses.map((clause) => clause.own),
    ['get paid'],
  );
  assert.equal(rest, 'when do i');
  assert.ok(clauses[0]!.others.includes('撥款'));
  assert.deepEqual(
    expandSynonyms('我要退費', table).clauses.map((c) => c.own),
    ['退費'],
  );
  // A word inside another word is not the glossary's word; a plural is.
  assert.deepEqual(expandSynonyms('relabel prepaid', table).clauses, []);
  assert.deepEqual(
    expandSynonyms('print labels', table).clauses.map((c) => c.own),
    ['print label'],
  );
});

test("a spaced script's word too: the page with the reader's own word ranks above the glossary's", () => {
  const engine = createEngine(
    records([
      {
        page: 'refund',
        title: 'Refund',
        content: 'Refund a payment. Refund by ATM. The refund takes days.',
        language: 'en',
      },
      {
        page: 'faq',
        title: 'Questions',
        content:
          'Some merchants reimburse buyers in cash; this page explains fees at length.',
        language: 'en',
      },
    ]),
    {synonyms: [['refund', '退款', 'reimburse']]},
  );
  assert.deepEqual(pagesFor('reimburse', EN, engine), [
    '/docs/faq',
    '/docs/refund',
  ]);
});
