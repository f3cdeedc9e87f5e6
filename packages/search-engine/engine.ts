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
import {MAX_QUERY_TERMS, limitQuery} from './query.ts';
import {highlight, snippet} from './highlight.ts';
import {
  RUN,
  isHan,
  phrasesOf,
  queryTerms,
  tokenize,
  tokenizeQuery,
} from './terms.ts';
import {
  contentOf,
  expandSynonyms,
  normalizeText,
  readingsOf,
  synonymTable,
  type SynonymClause,
  type SynonymTable,
} from './clauses.ts';

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

/** How much a match through the glossary's other word counts against the reader's own word. */
export const SYNONYM_WEIGHT = 0.6;

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

function allowed(record: SearchRecord, filters?: SearchFilters): boolean {
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

/** The names of a page: a query equal to one of them ranks the page first. */
export interface PageNames {
  /** The title, then keywords, weighted: a title match ranks above a keyword or area match. */
  title: string;
  /** Words the page is a reader's reading of ({@link READING_RANK}). */
  readings: Set<string>;
  others: Set<string>;
}

/**
 * How strongly a word a page is a reading of counts: below its title,
 * above an area or a keyword (a keyword cannot outrank the page that
 * explains the task to its reader).
 */
export const READING_RANK = 1.5;

/** How strongly a page's names match a query: 2 its title, 1.5 a reading, 1 its area or a keyword, 0 none. */
function nameRank(names: PageNames | undefined, query: string): number {
  if (!names || !query) return 0;
  if (names.title === query) return 2;
  if (names.readings.has(query)) return READING_RANK;
  return names.others.has(query) ? 1 : 0;
}

/** How strongly a page's names match any of `wanted` (the best of {@link nameRank}). */
export function nameRankOf(
  names: PageNames | undefined,
  wanted: string[],
): number {
  return Math.max(0, ...wanted.map((query) => nameRank(names, query)));
}

/** What a query asks for, read once per search. */
export interface Asked {
  /** The MiniSearch queries: one per word or glossary word, all of them wanted. */
  clauses: Query[];
  /** Han phrases a section must hold whole to rank first: the reader's own. */
  phrases: string[];
  /**
   * The reader's own words of each glossary word of the query: as query
   * terms, and a phrase of several spaced words as a whole (get paid, not
   * get … paid).
   */
  own: {terms: string[]; phrase: string | null}[];
  /** The query and its content words, normalised: names a page may have. */
  names: string[];
  /** The glossary's other words for a query that is one glossary word. */
  otherNames: string[];
  /**
   * The clauses left when one content word (not a glossary word) is
   * dropped, by index into `clauses`, one list per word: a page that
   * matches all but one word ranks after every page that matches them all
   * (empty when the query has fewer than two words).
   */
  relaxed: number[][];
}

/** How much the further matching sections of a page add to its best one. */
export const MORE_SECTIONS_WEIGHT = 0.1;

export interface RankedSection {
  record: SearchRecord;
  terms: string[];
  score: number;
  /** Whether the section holds every Han phrase of the query whole. */
  exact: boolean;
  /** Whether the section matched the reader's own word of every glossary word of the query, not only the glossary's other words. */
  literal: boolean;
}

export interface RankedPage {
  url: string;
  sections: RankedSection[];
  /** How strongly its names match the reader's words ({@link nameRank}). */
  name: number;
  exact: boolean;
  /** Its best section matched the reader's own words ({@link RankedSection.literal}). */
  literal: boolean;
  /** How strongly its names match the glossary's other words for the query: below the reader's own words. */
  alias: number;
  score: number;
}

export function bySection(a: RankedSection, b: RankedSection): number {
  return (
    Number(b.exact) - Number(a.exact) ||
    Number(b.literal) - Number(a.literal) ||
    b.score - a.score
  );
}

/**
 * A page's tiers and score from its sections, in order (best first): its
 * best section's, plus {@link MORE_SECTIONS_WEIGHT} of the next ones it
 * shows.
 */
export function settlePage(page: RankedPage): void {
  const [best, ...more] = page.sections;
  page.exact = best!.exact;
  page.literal = best!.literal;
  page.score =
    best!.score +
    MORE_SECTIONS_WEIGHT *
      more
        .slice(0, MAX_SECTIONS - 1)
        .reduce((sum, section) => sum + section.score, 0);
}

export function byPage(a: RankedPage, b: RankedPage): number {
  return (
    b.name - a.name ||
    Number(b.exact) - Number(a.exact) ||
    Number(b.literal) - Number(a.literal) ||
    b.alias - a.alias ||
    b.score - a.score
  );
}

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

/** The terms of words, without the pairs no text has (a seam between two words), unless nothing else is left. */
function known(terms: string[], hanTerms: ReadonlySet<string>): string[] {
  const found = terms.filter(
    (term) => !isHan(term) || term.length < 2 || hanTerms.has(term),
  );
  return found.length > 0 ? found : terms;
}

/**
 * One glossary word: the reader's own word, or any other word of its
 * group (counting less). Another word of several spaced words is left
 * out: its words apart (money … back office) are not the phrase; its
 * group's single words stand for it.
 */
function synonymQuery(
  {own, others}: SynonymClause,
  hanTerms: ReadonlySet<string>,
): Query {
  const words = (text: string) => known(tokenizeQuery(text), hanTerms);
  const single = others.filter(
    (other) => isHan(other) || tokenizeQuery(other).length === 1,
  );
  return {
    combineWith: 'OR',
    queries: [
      {combineWith: 'AND', queries: words(own)},
      ...single.map((other): Query => ({
        combineWith: 'AND',
        queries: words(other),
        boostTerm: () => SYNONYM_WEIGHT,
        // The glossary spells its words right: no typo tolerance, the costliest match.
        fuzzy: false,
      })),
    ],
  };
}

/** The word spelled with each two letters next to each other swapped. */
export function transpositions(term: string): string[] {
  const chars = Array.from(term);
  const swapped = new Set<string>();
  for (let n = 0; n + 1 < chars.length; n += 1) {
    if (chars[n] === chars[n + 1]) continue;
    const copy = [...chars];
    [copy[n], copy[n + 1]] = [copy[n + 1]!, copy[n]!];
    swapped.add(copy.join(''));
  }
  return [...swapped];
}

/**
 * A content word as searched: itself, or, when the index does not have
 * it, also each indexed word it is with two letters swapped (a swap
 * counts as one typo, not the two of the edit distance).
 */
function wordQuery(term: string, indexed: ReadonlySet<string>): Query {
  if (isHan(term) || term.length < 3 || indexed.has(term)) return term;
  const swaps = transpositions(term).filter((swap) => indexed.has(swap));
  if (swaps.length === 0) return term;
  return {
    combineWith: 'OR',
    queries: [
      term,
      ...swaps.map((swap): Query => ({
        combineWith: 'AND',
        queries: [swap],
        fuzzy: false,
      })),
    ],
  };
}

/**
 * Reads a query (`hanTerms`: every Han term of the index, and every other
 * word of it, lowercase, where known): the glossary's words in it, then its content words
 * (question words dropped). A query of question words alone is searched
 * as it is.
 */
export function readQuery(
  query: string,
  table: SynonymTable,
  hanTerms: ReadonlySet<string>,
): Asked | null {
  const limited = limitQuery(query);
  const whole = normalize(limited);
  const {clauses, rest} = expandSynonyms(whole, table);
  const content = contentOf(rest);
  const text = content || (clauses.length > 0 ? '' : rest);
  const terms = text ? known(queryTerms(text), hanTerms) : [];
  if (terms.length + clauses.length === 0) return null;
  const contentNames = normalize(
    [...clauses.map((clause) => clause.own), text].join(' '),
  );
  // Each term is one query term: MiniSearch must not split a pair again.
  const words = [
    ...clauses.map((clause) => synonymQuery(clause, hanTerms)),
    ...terms,
  ].slice(0, MAX_QUERY_TERMS);
  return {
    clauses: words.map((word, n) =>
      n < clauses.length ? word : wordQuery(word as string, hanTerms),
    ),
    relaxed: relaxedOf(text, words, clauses.length),
    phrases: [
      ...phrasesOf(text),
      ...clauses.map((clause) => clause.own).filter(isHan),
    ],
    own: clauses.map(({own}) => {
      const terms = tokenizeQuery(own);
      return {terms, phrase: !isHan(own) && terms.length > 1 ? own : null};
    }),
    names: [whole, contentNames],
    otherNames:
      clauses.length === 1 && !text
        ? clauses[0]!.others.map((other) => normalize(other))
        : [],
  };
}

/**
 * The clauses of a query without each of its content words in turn (a
 * spaced word, or a Han run's pairs together: 很多張 → 很多, 多張), when
 * at least one other clause is left.
 */
function relaxedOf(text: string, all: Query[], glossary: number): number[][] {
  const groups: number[][] = [];
  for (const [run] of text.matchAll(RUN)) {
    const words = new Set(tokenizeQuery(run).map((t) => t.toLowerCase()));
    const group = all
      .map((clause, n) => n)
      .filter((n) => n >= glossary && words.has(all[n] as string));
    if (group.length > 0 && !groups.some((g) => g.join() === group.join()))
      groups.push(group);
  }
  if (groups.length + glossary < 2) return [];
  return groups
    .map((group) => all.map((_, n) => n).filter((n) => !group.includes(n)))
    .filter((kept) => kept.length > 0);
}

/** A tier of pages (all words, or all but one), as MiniSearch's one query. */
export function relaxedQuery(asked: Asked): Query {
  return {
    combineWith: 'OR',
    queries: asked.relaxed.map((kept) => ({
      combineWith: 'AND',
      queries: kept.map((n) => asked.clauses[n]!),
    })),
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
  const names = new Map<string, PageNames>();
  for (const record of records) {
    if (!record) continue;
    const page = pageOf(record.url);
    if (names.has(page)) continue;
    names.set(page, {
      title: normalize(record.hierarchy.lvl1),
      readings: new Set(readingsOf(readings, page)),
      others: new Set(
        [record.hierarchy.lvl0, ...(record.keywords ?? [])].map(normalize),
      ),
    });
  }

  const ask = (query: string) => readQuery(query, table, hanTerms);

  const results = (query: Query, filters?: SearchFilters) =>
    miniSearch.search(query, {
      filter: (result: SearchResult) =>
        allowed(records[result.id as number]!, filters),
    });

  /**
   * Pages that match, best first, each with its sections best first: the
   * pages with every word, then those without one content word, else any.
   */
  function rank(query: string, filters?: SearchFilters): RankedPage[] {
    const asked = ask(query);
    if (!asked) return [];
    const strict = pagesOf(
      asked,
      results({queries: asked.clauses, combineWith: 'AND'}, filters),
    );
    const seen = new Set(strict.map((page) => page.url));
    const relaxed =
      asked.relaxed.length > 0
        ? pagesOf(
            asked,
            results(relaxedQuery(asked), filters).filter(
              (result) => !seen.has(pageOf(records[result.id as number]!.url)),
            ),
          )
        : [];
    if (strict.length + relaxed.length > 0) return [...strict, ...relaxed];
    return pagesOf(
      asked,
      results({queries: asked.clauses, combineWith: 'OR'}, filters),
    );
  }

  /** The pages of MiniSearch's results, ranked. */
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
          name: nameRankOf(names.get(url), asked.names),
          alias: nameRankOf(names.get(url), asked.otherNames),
          exact: false,
          literal: false,
          score: 0,
        });
      }
    }
    // Ties go in the records' order (sections) and the pages' (pages), as
    // the chunked index orders them: not in MiniSearch's order of its results.
    for (const page of pages.values()) {
      page.sections.sort(
        (a, b) => bySection(a, b) || a.record.id - b.record.id,
      );
      settlePage(page);
    }
    return [...pages.values()].sort(
      (a, b) =>
        byPage(a, b) || a.sections[0]!.record.id - b.sections[0]!.record.id,
    );
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
