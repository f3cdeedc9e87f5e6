import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createEngine} from './test-support/memory-engine.ts';
import {settlePage, type RankedPage} from './page-rank.ts';
import {highlight, snippet} from './highlight.ts';
import {queryTerms} from './terms.ts';
import {MAX_QUERY_LENGTH, MAX_QUERY_TERMS, limitQuery} from './query.ts';
import type {SearchRecord, Segment} from './types.ts';

function record(
  id: number,
  fields: Partial<SearchRecord> & {heading?: string},
): SearchRecord {
  const {heading, ...rest} = fields;
  return {
    id,
    url: `/docs/page-${id}${heading ? `#h${id}` : ''}`,
    type: heading ? 'lvl2' : 'lvl1',
    hierarchy: {
      lvl0: 'Guides',
      lvl1: `Page ${id}`,
      lvl2: heading ?? null,
      lvl3: null,
    },
    content: '',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    ...rest,
  };
}

const RECORDS: SearchRecord[] = [
  record(0, {content: 'Buyers who paid by ATM get a refund after review.'}),
  record(1, {
    heading: 'Refund a transaction',
    content: 'Open the details window.',
  }),
  record(2, {content: 'A refund in another language.', language: 'zh-TW'}),
  record(3, {
    content: 'A refund in another docs version.',
    docusaurus_tag: 'docs-default-1.0',
  }),
  record(4, {
    content: 'The release notes mention refund once.',
    docusaurus_tag: 'default',
  }),
  ...Array.from({length: 25}, (_, index) =>
    record(5 + index, {content: `Invoice number ${index} can be voided.`}),
  ),
];
const FILTERS = {language: 'en', tags: ['default', 'docs-default-current']};
const marked = (segments: Segment[]) =>
  segments.map((s) => (s.match ? `[${s.text}]` : s.text)).join('');

test('contextual filters keep only the language and docs-version tags asked for', () => {
  const engine = createEngine(RECORDS);
  const urls = engine
    .search({query: 'refund', filters: FILTERS})
    .hits.map((hit) => hit.url);
  assert.deepEqual(
    new Set(urls),
    new Set(['/docs/page-0', '/docs/page-1', '/docs/page-4']),
  );
  assert.equal(engine.search({query: 'refund'}).nbHits, 5);
  assert.equal(
    engine.search({
      query: 'refund',
      filters: {language: 'zh-TW', tags: ['docs-default-current']},
    }).nbHits,
    1,
  );
});

test('headings rank above body text; misspellings and prefixes still match', () => {
  const engine = createEngine(RECORDS);
  const first = (query: string) => {
    const [hit] = engine.search({query, filters: FILTERS}).hits;
    return [hit!.url, ...hit!.sections.map((section) => section.url)];
  };
  assert.deepEqual(first('refund'), ['/docs/page-1', '/docs/page-1#h1']);
  assert.deepEqual(first('refnd'), ['/docs/page-1', '/docs/page-1#h1']);
  assert.deepEqual(first('transac'), ['/docs/page-1', '/docs/page-1#h1']);
  assert.equal(engine.search({query: '   ', filters: FILTERS}).nbHits, 0);
});

test('pages with every word come first, then pages without one of them', () => {
  const engine = createEngine(RECORDS);
  const urls = (query: string) =>
    engine.search({query, filters: FILTERS}).hits.map((hit) => hit.url);
  const [first, ...rest] = urls('refund ATM');
  assert.equal(first, '/docs/page-0');
  // Pages with 'refund' but not 'ATM' follow: a word no page pairs with
  // the others does not hide the pages that have the rest.
  assert.deepEqual(new Set(rest), new Set(['/docs/page-1', '/docs/page-4']));
  // One word alone is never relaxed: nothing but its own pages.
  assert.deepEqual(urls('ATM'), ['/docs/page-0']);
  // No page has every word: those without one, then any page with a word.
  const all = engine
    .search({query: 'ATM voided invoice', filters: FILTERS, hitsPerPage: 50})
    .hits.map((hit) => hit.url);
  assert.equal(all.length, 26);
  assert.equal(all.at(-1), '/docs/page-0');
});

test('pagination: pages of hits, the true total and the page count', () => {
  const engine = createEngine(RECORDS);
  const first = engine.search({
    query: 'invoice',
    filters: FILTERS,
    hitsPerPage: 10,
  });
  const last = engine.search({
    query: 'invoice',
    filters: FILTERS,
    hitsPerPage: 10,
    page: 2,
  });
  assert.equal(first.nbHits, 25);
  assert.equal(first.nbPages, 3);
  assert.equal(first.hits.length, 10);
  assert.equal(last.hits.length, 5);
  assert.equal(last.page, 2);
  const all = [0, 1, 2].flatMap((page) =>
    engine
      .search({query: 'invoice', filters: FILTERS, hitsPerPage: 10, page})
      .hits.map((hit) => hit.id),
  );
  assert.equal(new Set(all).size, 25);
});

test('highlighting marks whole matched words, case-insensitively, as text', () => {
  assert.equal(
    marked(highlight('Refund a refunded <b>refund</b>', ['refund'])),
    '[Refund] a refunded <b>[refund]</b>',
  );
  assert.equal(
    marked(highlight('Click 退款審核', ['退款'])),
    'Click [退款]審核',
  );
  assert.equal(marked(highlight('Nothing here', [])), 'Nothing here');
  const hit = createEngine(RECORDS).search({query: 'refnd', filters: FILTERS})
    .hits[0]!;
  assert.equal(marked(hit.heading), 'Page 1');
  assert.equal(hit.title, 'Page 1');
  assert.deepEqual(hit.path, []);
  assert.equal(marked(hit.sections[0]!.heading), '[Refund] a transaction');
  assert.deepEqual(hit.sections[0]!.path, ['Refund a transaction']);
});

test('snippets are a window around the first match', () => {
  const text = `${'lorem '.repeat(60)}the refund arrives ${'ipsum '.repeat(60)}`;
  const segments = snippet(text, ['refund'], 80);
  const joined = marked(segments);
  assert.ok(joined.startsWith('… '));
  assert.ok(joined.endsWith(' …'));
  assert.ok(joined.includes('[refund]'));
  assert.ok(joined.length < 110);
});

test('a pathological query is cut to its first characters and distinct words', () => {
  const engine = createEngine(RECORDS);
  // 3 900 words, as in a crafted /search?q= link.
  const flood = Array.from({length: 3900}, (_, index) => `w${index}`).join(' ');
  assert.equal(queryTerms(flood).length, MAX_QUERY_TERMS);
  assert.deepEqual(queryTerms('Refund refund REFUND atm'), ['refund', 'atm']);
  assert.equal(limitQuery(flood).length, MAX_QUERY_LENGTH);
  // Surrogate pairs are never cut in half.
  assert.equal(limitQuery('😀'.repeat(300)), '😀'.repeat(MAX_QUERY_LENGTH));
  assert.equal(engine.search({query: flood, filters: FILTERS}).nbHits, 0);
  // Words past the limit are not searched: only the first ones count.
  const words = Array.from({length: MAX_QUERY_TERMS}, (_, i) => `zz${i}`);
  assert.equal(
    engine.search({query: [...words, 'refund'].join(' '), filters: FILTERS})
      .nbHits,
    0,
  );
  assert.ok(
    engine.search({query: ['refund', ...words].join(' '), filters: FILTERS})
      .nbHits > 0,
  );
});

test('hits carry the levels between the area and the page title', () => {
  const engine = createEngine([
    record(0, {
      content: 'Adds a pet to the store.',
      hierarchy: {
        lvl0: 'API reference',
        lvl1: 'Add a new pet',
        lvl2: null,
        lvl3: null,
      },
      crumbs: ['pet'],
    }),
    record(1, {content: 'A pet guide.'}),
  ]);
  const hits = engine.search({query: 'pet', filters: FILTERS}).hits;
  assert.deepEqual(
    hits.map((hit) => [hit.lvl0, hit.crumbs, hit.title]),
    [
      ['API reference', ['pet'], 'Add a new pet'],
      ['Guides', [], 'Page 1'],
    ],
  );
});

test('a page ranks by its best section, plus a tenth of the next two it shows', () => {
  const section = (score: number, exact = false, literal = false) => ({
    record: {} as SearchRecord,
    terms: [],
    score,
    exact,
    literal,
  });
  const page: RankedPage = {
    url: '/p',
    sections: [section(5, true, true), section(3), section(2), section(1)],
    name: 0,
    alias: 0,
    exact: false,
    literal: false,
    score: 0,
  };
  settlePage(page);
  assert.equal(page.score, 5 + 0.1 * (3 + 2));
  assert.equal(page.exact, true);
  assert.equal(page.literal, true);
});
