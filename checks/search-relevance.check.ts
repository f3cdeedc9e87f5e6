/**
 * Relevance of the site's search over the built index of each locale (run
 * after `npm run build`: `npm run test:relevance`). The queries are data,
 * one file per locale in `checks/relevance/<locale>.json`: what a reader of
 * the guides would type and the page that must be among the first pages of
 * the results (three unless the case says), with the site's engine and
 * ranking and the filters the index was built with. The locales checked are
 * those the build has an index for, or those listed in `SEARCH_LOCALES`
 * (`SEARCH_LOCALES=zh-TW npm run test:relevance`).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtLocales, builtSearch} from '@paynow-docs/search-engine/built';
import {
  READER_TOP,
  caseRank,
  passes,
  questionSets,
  readerQuestions,
  readerTally,
  relevanceCases,
  type RelevanceCase,
} from './relevance.ts';

/** `RELEVANCE_MISSES=1` lists each question that misses the top 3, with what came first. */
const SHOW_MISSES = process.env.RELEVANCE_MISSES === '1';

/** Text as a heading match compares it: case, spacing and punctuation ignored. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const locales =
  process.env.SEARCH_LOCALES?.split(',').map((locale) => locale.trim()) ??
  builtLocales();

for (const locale of locales) {
  const built = builtSearch('build', locale);
  const {index, engine, pathOf} = built;
  const {site} = index;
  const {filters} = site;
  const records = await built.records();

  for (const relevanceCase of relevanceCases(locale)) {
    const {query, page, pending} = relevanceCase;
    const rank = caseRank(relevanceCase);
    const name = `${locale}: "${query}" finds ${page} in the top ${rank}`;
    test(name, pending ? {todo: pending} : {}, async () => {
      const {hits} = await engine.search({query, filters, hitsPerPage: rank});
      const pages = hits.map((hit) => pathOf(hit.url));
      assert.ok(
        passes(relevanceCase, pages),
        `top ${rank}: ${pages.join(', ')}`,
      );
    });
  }

  for (const set of questionSets) {
    const readers = readerQuestions(locale, set);
    test(`${locale}: ${set} questions copy no page's title or heading`, () => {
      const headings = new Set(
        records.flatMap(({hierarchy: {lvl1, lvl2, lvl3}}) =>
          [lvl1, lvl2, lvl3].filter(Boolean).map((text) => plain(text!)),
        ),
      );
      assert.deepEqual(
        readers.cases.filter(({query}) => headings.has(plain(query))),
        [],
      );
    });

    test(`${locale}: ${set} questions find their page in the top 3 at least ${readers.floor}% of the time`, async () => {
      const answers = new Map<RelevanceCase, string[]>();
      for (const question of readers.cases) {
        const {hits} = await engine.search({
          query: question.query,
          filters,
          hitsPerPage: READER_TOP,
        });
        answers.set(
          question,
          hits.map(({url}) => pathOf(url)),
        );
      }
      const {first, top3, missed} = readerTally(readers.cases, (question) =>
        answers.get(question)!,
      );
      if (SHOW_MISSES) {
        for (const question of missed) {
          console.log(
            `  miss ${set} "${question.query}" → ${question.page}: ${answers.get(question)!.join(', ')}`,
          );
        }
      }
      const percent = (count: number) =>
        Math.round((100 * count) / readers.cases.length);
      console.log(
        `${locale}: ${readers.cases.length} ${set} questions, top-1 ${percent(first)}%, top-3 ${percent(top3)}%`,
      );
      assert.ok(
        percent(top3) >= readers.floor,
        `top-3 ${percent(top3)}% < ${readers.floor}%`,
      );
      if (readers.firstFloor !== undefined) {
        assert.ok(
          percent(first) >= readers.firstFloor,
          `top-1 ${percent(first)}% < ${readers.firstFloor}%`,
        );
      }
    });
  }

  // Whose word it is (the glossary's readers, owners and first): for a
  // word of a group with a page for each reader, both readers' pages are
  // among the first three, and the page of the reader who owns the word
  // (the bare term's first reader) comes first.
  const {readings = []} = await built.file();
  for (const group of readings.filter(({pages}) => new Set(pages).size > 1)) {
    const owners = new Map<string, string>();
    for (const {page, words} of group.owned ?? [])
      for (const word of words) owners.set(word, page);
    const words = [...new Set([...group.words.slice(0, 2), ...owners.keys()])];
    for (const word of words) {
      const owner = owners.get(word);
      test(`${locale}: "${word}" finds ${owner ? `${owner} first and ` : ''}each reader's page (${group.pages.join(', ')}) in the top 3`, async () => {
        const {hits} = await engine.search({
          query: word,
          filters,
          hitsPerPage: READER_TOP,
        });
        const pages = hits.map((hit) => pathOf(hit.url));
        for (const page of group.pages)
          assert.ok(pages.includes(page), `${page}: ${pages.join(', ')}`);
        if (owner) assert.equal(pages[0], owner, pages.join(', '));
      });
    }
  }

  test(`${locale}: every area of the site has a query that expects one of its pages`, () => {
    const areaOfPage = new Map(
      records.map((record) => [pathOf(record.url), record.hierarchy.lvl0]),
    );
    const covered = new Set(
      relevanceCases(locale).map(({page}) => areaOfPage.get(page)),
    );
    const areas = [...new Set(records.map((record) => record.hierarchy.lvl0))];
    // Other pages (the home page) are not a place readers search for.
    assert.deepEqual(
      areas.filter((area) => area !== site.areas.pages && !covered.has(area)),
      [],
    );
  });

  test(`${locale}: the style page is not indexed: it cannot outrank a guide`, () => {
    assert.deepEqual(
      records.filter((record) => pathOf(record.url) === 'markdown-page'),
      [],
    );
  });

  // Kept out of the index, so out of every result (the dialog and the
  // search page show what the engine returns: e2e/search-*.spec.ts).
  test(`${locale}: navigation-only text is not indexed`, () => {
    assert.ok(site.excludedSections.length > 0);
    assert.deepEqual(
      records
        .filter((record) =>
          site.excludedSections.some((id) => record.url.endsWith(`#${id}`)),
        )
        .map((record) => record.url),
      [],
    );
    // The home page's cards repeat the areas' blurbs: the home page is not
    // a result for the words of a blurb.
    const home = records.filter((record) => pathOf(record.url) === '');
    assert.ok(home.length > 0, 'the home page is indexed');
    for (const record of home) {
      assert.doesNotMatch(record.content, /back office|API/i, record.content);
    }
  });
}
