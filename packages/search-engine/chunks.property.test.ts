/**
 * The chunked index's correctness bound, as a property: over generated
 * sites (pages of several sections, words spread unevenly or each word in
 * a section of its own, Han text, keywords, a glossary group with its
 * readers' pages) and generated queries (whole words, the
 * prefix being typed, a typo, Han pairs, the glossary's words), the first
 * page of results read early from the heads and the parts a query needs
 * is the in-memory engine's. Small heads and shards make most terms have
 * tails, so a query that stopped too early would show a page that an
 * unread part outranks.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {chunkIndex, chunkedSearch} from './chunks.ts';
import {engineOf} from './test-support/memory-engine.ts';
import {INDEX_VERSION} from './format.ts';
import type {SearchIndexFile, SearchRecord} from './types.ts';

const FILTERS = {language: 'en', tags: ['docs-default-current']};

const WORDS = [
  'refund',
  'refunds',
  'payment',
  'payout',
  'invoice',
  'invoices',
  'label',
  'labels',
  'webhook',
  'merchant',
  'settle',
  'settlement',
  'card',
  'cards',
  'store',
  'void',
  'batch',
  'print',
] as const;
const HAN = ['退款', '撥款', '發票', '列印', '標籤', '退款審核'] as const;

const word = fc.constantFrom(...WORDS);

/** A section: words drawn with repeats, so a term's frequency varies. */
const section = fc.record({
  words: fc.array(word, {minLength: 0, maxLength: 12}),
  han: fc.subarray([...HAN]),
  padding: fc.nat(30),
});

/** A page with each of its words in a section of its own: they are together only as a page. */
const apart = fc
  .uniqueArray(fc.oneof(word, fc.constantFrom(...HAN)), {
    minLength: 2,
    maxLength: 4,
  })
  .chain((words) =>
    fc.tuple(
      ...words.map((one) =>
        fc.nat(12).map((padding) => ({
          words: HAN.includes(one as (typeof HAN)[number]) ? [] : [one],
          han: HAN.includes(one as (typeof HAN)[number]) ? [one] : [],
          padding,
        })),
      ),
    ),
  );

const page = fc.record({
  title: word,
  area: fc.constantFrom('Payments', 'Invoices', 'Logistics'),
  keywords: fc.subarray(['money back', '退款', 'payout', 'print'], {
    maxLength: 2,
  }),
  sections: fc.oneof(fc.array(section, {minLength: 1, maxLength: 4}), apart),
  language: fc.constantFrom('en', 'en', 'en', 'zh-TW'),
});

const corpus = fc.array(page, {minLength: 2, maxLength: 36});

function siteOf(pages: Page[]): SearchIndexFile {
  const records: SearchRecord[] = [];
  pages.forEach((p, n) => {
    p.sections.forEach((s, k) => {
      records.push({
        id: records.length,
        url: `/docs/p${n}${k ? `#s${k}` : ''}`,
        type: k ? 'lvl2' : 'lvl1',
        hierarchy: {
          lvl0: p.area,
          lvl1: `Page ${p.title}`,
          lvl2: k ? `Section ${s.words[0] ?? 'intro'}` : null,
          lvl3: null,
        },
        content: [...s.words, 'text '.repeat(s.padding), ...s.han].join(' '),
        language: p.language,
        docusaurus_tag: 'docs-default-current',
        ...(k === 0 && p.keywords.length > 0 && {keywords: p.keywords}),
      });
    });
  });
  return {
    version: INDEX_VERSION,
    site: {baseUrl: '/', filters: FILTERS} as SearchIndexFile['site'],
    records,
    synonyms: [['refund', 'money back', '退款']],
    // The glossary word's reader's pages: named by any query with the
    // word, they have every word of the query in any of their sections.
    readings: [{words: ['refund', '退款'], pages: ['docs/p0', 'docs/p1']}],
  };
}

type Page = {
  title: string;
  area: string;
  keywords: string[];
  sections: {words: string[]; han: string[]; padding: number}[];
  language: string;
};

/** A reader's query word: whole, cut short while typing, with a typo, or Han. */
const queryWord = fc.oneof(
  word,
  word.map((w) => w.slice(0, 3)),
  word.chain((w) =>
    fc
      .nat(w.length - 1)
      .map(
        (at) => `${w.slice(0, at)}${w[at + 1] ?? ''}${w[at]}${w.slice(at + 2)}`,
      ),
  ),
  fc.constantFrom(...HAN),
  fc.constantFrom('money back', 'how do I get a'),
);
const query = fc
  .array(queryWord, {minLength: 1, maxLength: 3})
  .map((words) => words.join(' '));

test('the chunked index’s first page of results is the in-memory engine’s, over generated sites and queries', async () => {
  await fc.assert(
    fc.asyncProperty(
      corpus,
      fc.array(query, {minLength: 1, maxLength: 6}),
      fc.constantFrom(1, 2, 3, 5),
      fc.constantFrom(2, 3, 4),
      async (pages, queries, hitsPerPage, headPages) => {
        const index = siteOf(pages);
        const {manifest, files} = chunkIndex(index, {
          shardChars: 600,
          headPages,
          // Exact scores: rounded ones may order a near tie otherwise.
          scoreDigits: 17,
        }).files('');
        const engine = engineOf(index);
        const search = chunkedSearch(manifest, async (file) =>
          files.get(file)!,
        );
        for (const q of queries) {
          const params = {query: q, filters: FILTERS, hitsPerPage};
          const {hits} = await search.search(params);
          assert.deepEqual(
            hits,
            engine.search(params).hits,
            `"${q}", ${hitsPerPage} a page, heads of ${headPages}`,
          );
        }
      },
    ),
    {numRuns: 300, seed: 384},
  );
});

/**
 * The shape the bound is for: a page with two query words in one section
 * outranks one with each word in a section of its own, though each word
 * alone ranks it lower (its sections are longer). Heads of one page leave
 * it unseen after the heads are read.
 */
const spread = fc.array(
  fc.record({
    sections: fc.array(
      fc.record({
        words: fc.subarray(['payout', 'refund', 'label'], {minLength: 1}),
        padding: fc.nat(12),
      }),
      {minLength: 1, maxLength: 3},
    ),
  }),
  {minLength: 3, maxLength: 14},
);

test('a page no part read yet can outrank the pages shown: the search reads on', async () => {
  await fc.assert(
    fc.asyncProperty(
      spread,
      fc.constantFrom('payout refund', 'refund label', 'payout label refund'),
      async (shapes, q) => {
        const index = siteOf(
          shapes.map(({sections}) => ({
            title: 'guide',
            area: 'Payments',
            keywords: [],
            language: 'en',
            sections: sections.map(({words, padding}) => ({
              words,
              han: [],
              padding,
            })),
          })),
        );
        const {manifest, files} = chunkIndex(index, {
          shardChars: 300,
          headPages: 1,
          scoreDigits: 17,
        }).files('');
        const search = chunkedSearch(manifest, async (file) =>
          files.get(file)!,
        );
        const params = {query: q, filters: FILTERS, hitsPerPage: 1};
        const {hits} = await search.search(params);
        assert.deepEqual(
          hits.map((hit) => hit.url),
          engineOf(index)
            .search(params)
            .hits.map((hit) => hit.url),
          `"${q}"`,
        );
      },
    ),
    {numRuns: 300, seed: 36_4},
  );
});
