/**
 * The engine over every record in memory (MiniSearch's own search), for the
 * tests only: the reference the chunked index (chunks.ts), which the site,
 * the CLI and the MCP server search, is tested against.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import type {
  ReadingGroup,
  SearchFilters,
  SearchIndexFile,
  SearchParams,
  SearchRecord,
  SearchResponse,
} from '../types.ts';
import {
  allowed,
  headingOf,
  indexOptions,
  pageOf,
  toPageHit,
} from '../engine.ts';
import {normalizeText as normalize, synonymTable} from '../clauses.ts';
import {aliasRank, nameRankOf, pageNames, readingRankOf} from '../names.ts';
import {readQuery, type Asked} from '../ask.ts';
import {
  bySection,
  byPage,
  settlePage,
  shownPages,
  tiersOf,
  type RankedPage,
  type RankedSection,
} from '../page-rank.ts';

export interface Engine {
  search(params: SearchParams): SearchResponse;
  /** How many records are indexed. */
  size: number;
}

export interface EngineOptions {
  /**
   * Groups of words readers use for one concept, in any language (the
   * site's glossary): a query with one of them searches for all of them.
   */
  synonyms?: readonly (readonly string[])[];
  /** Words that name a different task for each reader, with each reader's page. */
  readings?: readonly ReadingGroup[];
}

/** Builds the engine of an index file: its records and the synonyms it was built with. */
export function engineOf(index: SearchIndexFile): Engine {
  return createEngine(index.records, {
    synonyms: index.synonyms ?? [],
    readings: index.readings ?? [],
  });
}

/** Builds the engine from the records of an index file. */
export function createEngine(
  records: SearchRecord[],
  {synonyms = [], readings = []}: EngineOptions = {},
): Engine {
  /**
   * Every term of the index: a Han pair of a query found nowhere is a seam
   * between two words (列印|寄件單 → 印寄); a word not found may be a typo.
   */
  const indexed = new Set<string>();
  const miniSearch = new MiniSearch<SearchRecord>(
    indexOptions((term) => indexed.add(term.toLowerCase())),
  );
  miniSearch.addAll(records);
  return engineOver(
    miniSearch,
    records,
    indexed,
    synonyms,
    records.length,
    readings,
  );
}

/**
 * The engine over an index already built: `records` by id (only those the
 * index names need be there, each page's all records or none), `hanTerms`
 * every Han term of the whole index (and its other words, lowercase, for
 * transposed letters), `size` the records of the whole index.
 */
export function engineOver(
  miniSearch: MiniSearch<SearchRecord>,
  records: readonly (SearchRecord | undefined)[],
  hanTerms: ReadonlySet<string>,
  synonyms: readonly (readonly string[])[],
  size: number,
  readings: readonly ReadingGroup[] = [],
): Engine {
  const table = synonymTable(synonyms);
  const names = pageNames(records, readings);

  const ask = (query: string) => readQuery(query, table, hanTerms);

  const results = (query: Query, filters?: SearchFilters) =>
    miniSearch.search(query, {
      filter: (result: SearchResult) =>
        allowed(records[result.id as number]!, filters),
    });

  /**
   * Pages that match, best first, each with its sections best first: the
   * pages with every word ({@link tiersOf}: in one section, or in any for
   * a page the query names), then those without one content word; when
   * no page has every word, then any page with a word.
   */
  function rank(query: string, filters?: SearchFilters): RankedPage[] {
    const asked = ask(query);
    if (!asked) return [];
    const has = asked.clauses.map(
      (clause) =>
        new Set(
          results({combineWith: 'AND', queries: [clause]}, filters).map(
            // MiniSearch's ids are the records' ids as strings.
            (result) => Number(result.id),
          ),
        ),
    );
    return shownPages(
      tiersOf(
        pagesOf(
          asked,
          results({queries: asked.clauses, combineWith: 'OR'}, filters),
        ),
        asked,
        (n, section) => has[n]!.has(section.record.id),
        pageOrder,
      ),
    );
  }

  const pageOrder = (a: RankedPage, b: RankedPage) =>
    byPage(a, b) || a.sections[0]!.record.id - b.sections[0]!.record.id;

  /** The pages of MiniSearch's results, each with its sections ranked ({@link tiersOf} ranks the pages). */
  function pagesOf(asked: Asked, found: SearchResult[]): RankedPage[] {
    const {phrases} = asked;
    const pages = new Map<string, RankedPage>();
    for (const result of found) {
      const record = records[result.id as number]!;
      const text = `${headingOf(record)}\n${record.hierarchy.lvl1}\n${record.content}`;
      const section: RankedSection = {
        record,
        terms: result.terms,
        score: result.score,
        exact:
          phrases.length > 0 &&
          phrases.every((phrase) => text.includes(phrase)),
        literal: asked.own.every(({terms, phrase}) =>
          phrase
            ? ` ${normalize(text)} `.includes(` ${phrase} `)
            : terms.some((term) => result.queryTerms.includes(term)),
        ),
      };
      const url = pageOf(record.url);
      const page = pages.get(url);
      if (page) {
        page.sections.push(section);
      } else {
        pages.set(url, {
          url,
          sections: [section],
          name: Math.max(
            nameRankOf(names.get(url), asked.names),
            readingRankOf(names.get(url), asked.readingWords),
          ),
          alias: aliasRank(nameRankOf(names.get(url), asked.otherNames)),
          exact: false,
          literal: false,
          score: 0,
        });
      }
    }
    // Sections tie in the records' order (pages in pageOrder's, by their
    // first sections), as the chunked index orders them: not in
    // MiniSearch's order of its results.
    for (const page of pages.values()) {
      page.sections.sort(
        (a, b) => bySection(a, b) || a.record.id - b.record.id,
      );
      settlePage(page);
    }
    return [...pages.values()];
  }

  function search({
    query,
    filters,
    page = 0,
    hitsPerPage = 10,
  }: SearchParams): SearchResponse {
    const pages = rank(query, filters);
    const nbHits = pages.length;
    return {
      hits: pages
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(toPageHit),
      nbHits,
      page,
      nbPages: Math.ceil(nbHits / hitsPerPage),
    };
  }

  return {size, search};
}
