/**
 * The search engine over the local index: MiniSearch with the ranking used by
 * the site, the CLI, the MCP server and the relevance test alike. A query is
 * read as a reader means it: the glossary's other words for the reader's
 * words (written into the index) are searched too, ranked below the
 * reader's own, and question words do not count. Pure code, no DOM or Node
 * APIs.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {
  MAX_SECTIONS,
  type SearchFilters,
  type SearchHit,
  type SearchIndexFile,
  type SearchParams,
  type ReadingGroup,
  type SearchRecord,
  type SearchResponse,
  type SearchSectionHit,
} from './types.ts';
import {highlight, snippet} from './highlight.ts';
import {isHan, tokenize, tokenizeQuery} from './terms.ts';
import {normalizeText, synonymTable} from './clauses.ts';
import {aliasRank, nameRankOf, pageNames, readingRankOf} from './names.ts';
import {readQuery, type Asked} from './ask.ts';
import {
  bySection,
  byPage,
  settlePage,
  shownPages,
  tiersOf,
  type RankedPage,
  type RankedSection,
} from './page-rank.ts';

/**
 * Field boosts: a section's own heading ranks above the page title, which
 * ranks above body text. A page's keywords (its first section's) find it
 * in either language: a zh-TW page lists its English words there.
 */
export const FIELD_BOOSTS = {
  heading: 4,
  title: 2.5,
  keywords: 2,
  lvl0: 1,
  content: 1,
};

export function headingOf(record: SearchRecord): string {
  return (
    (record.type === 'lvl3'
      ? record.hierarchy.lvl3
      : record.type === 'lvl2'
        ? record.hierarchy.lvl2
        : record.hierarchy.lvl1) ?? record.hierarchy.lvl1
  );
}

function extractField(record: SearchRecord, field: string): string {
  switch (field) {
    case 'heading':
      return headingOf(record);
    case 'title':
      return record.hierarchy.lvl1;
    case 'lvl0':
      return record.hierarchy.lvl0;
    case 'content':
      return record.content;
    case 'keywords':
      return (record.keywords ?? []).join(' ');
    default:
      return String((record as unknown as Record<string, unknown>)[field]);
  }
}

// Typo tolerance from 4 letters on: one edit, two from 8 letters; prefix
// matching for the word being typed (the last one) and for words of 3 letters or more.
// No typo tolerance or prefix for Han terms: a pair is a whole term.
export const fuzzy = (term: string): number | boolean =>
  isHan(term) ? false : term.length > 7 ? 2 : term.length > 3 ? 1 : false;
export const prefix = (term: string, index: number, terms: string[]): boolean =>
  !isHan(term) &&
  (term.length > 2 || (index === terms.length - 1 && term.length > 1));

/**
 * The engine over every record in memory (MiniSearch's own search): the
 * reference the chunked index (chunks.ts), which the site searches, is
 * tested and measured against.
 */
export interface Engine {
  search(params: SearchParams): SearchResponse;
  /** How many records are indexed. */
  size: number;
}

/** Whether a record is searched under `filters` (their language and docs versions; every record without). */
export function allowed(
  record: SearchRecord,
  filters?: SearchFilters,
): boolean {
  return (
    !filters ||
    (record.language === filters.language &&
      filters.tags.includes(record.docusaurus_tag))
  );
}

function isText(value: string | null): value is string {
  return Boolean(value);
}

/** A section of a page as shown beneath the page's row. */
export function toSectionHit(
  record: SearchRecord,
  terms: string[],
): SearchSectionHit {
  const {lvl2, lvl3} = record.hierarchy;
  return {
    id: String(record.id),
    url: record.url,
    path: record.type === 'lvl1' ? [] : [lvl2, lvl3].filter(isText),
    heading: highlight(headingOf(record), terms),
    snippet: snippet(record.content, terms),
  };
}

/** The page a record belongs to: its URL without the anchor. */
export function pageOf(url: string): string {
  return url.split('#')[0]!;
}

/** Text compared for an exact name match: case, spacing and punctuation do not count. */
const normalize = normalizeText;

export function toPageHit(page: RankedPage): SearchHit {
  const first = page.sections[0]!.record;
  const intro = page.sections.find(
    ({record}) => record.type === 'lvl1' && record.url === page.url,
  );
  const terms = [...new Set(page.sections.flatMap((section) => section.terms))];
  return {
    id: `page:${page.url}`,
    url: page.url,
    lvl0: first.hierarchy.lvl0,
    crumbs: first.crumbs ?? [],
    title: first.hierarchy.lvl1,
    path: [],
    heading: highlight(first.hierarchy.lvl1, terms),
    snippet: intro ? snippet(intro.record.content, intro.terms) : [],
    sections: page.sections
      .filter((section) => section !== intro)
      .slice(0, MAX_SECTIONS)
      .map((section) => toSectionHit(section.record, section.terms)),
  };
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

/** The MiniSearch options of the engine; `onTerm` sees every indexed term. */
export function indexOptions(onTerm: (term: string) => void = () => {}) {
  return {
    idField: 'id',
    fields: ['heading', 'title', 'keywords', 'lvl0', 'content'],
    extractField: extractField as (
      document: SearchRecord,
      field: string,
    ) => string,
    tokenize: (text: string) => {
      const terms = tokenize(text);
      for (const term of terms) onTerm(term);
      return terms;
    },
    searchOptions: {
      boost: FIELD_BOOSTS,
      fuzzy,
      maxFuzzy: 2,
      prefix,
      tokenize: tokenizeQuery,
    },
  };
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
