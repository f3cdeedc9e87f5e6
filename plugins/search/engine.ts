/**
 * The search engine over the local index: MiniSearch with the ranking used by
 * the site, the CLI and the relevance test alike. Pure code, no DOM or Node APIs.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {
  MAX_SECTIONS,
  type SearchFilters,
  type SearchHit,
  type SearchParams,
  type SearchRecord,
  type SearchResponse,
  type SearchSectionHit,
  type Segment,
} from './types.ts';
import {MAX_QUERY_TERMS, limitQuery} from './query.ts';

/** Field boosts: a section's own heading ranks above the page title, which ranks above body text. */
export const FIELD_BOOSTS = {heading: 4, title: 2.5, lvl0: 1, content: 1};

const SNIPPET_LENGTH = 140;

function headingOf(record: SearchRecord): string {
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
    default:
      return String((record as unknown as Record<string, unknown>)[field]);
  }
}

/**
 * A run of Han characters, or a run of other letters and digits. Chinese is
 * written without spaces, so a Han run is split further (below); a
 * dictionary segmenter such as `Intl.Segmenter` is not used: it splits
 * words such as 取貨 and 載具 into single characters and loses 付款 inside
 * 分期付款.
 */
const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const HAN = /^\p{Script=Han}/u;

function isHan(term: string): boolean {
  return HAN.test(term);
}

/** The overlapping two-character pairs of a Han run: 撥款日期 → 撥款, 款日, 日期. */
function pairsOf(chars: string[]): string[] {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1) {
    pairs.push(chars[index]! + chars[index + 1]!);
  }
  return pairs;
}

/**
 * Terms of indexed text: each word of a spaced script, and each Han
 * character on its own and in every overlapping pair of a run.
 */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of text.matchAll(RUN)) {
    if (!isHan(run)) {
      terms.push(run);
      continue;
    }
    const chars = Array.from(run);
    terms.push(...chars, ...pairsOf(chars));
  }
  return terms;
}

/**
 * Terms of a query: its words, and for Chinese the pairs of each Han run
 * of two or more characters (a single character stays a term). Pairs keep
 * 付款 from matching every text that has 付 and 款 anywhere.
 */
export function tokenizeQuery(text: string): string[] {
  const terms: string[] = [];
  for (const [run] of text.matchAll(RUN)) {
    if (!isHan(run)) {
      terms.push(run);
      continue;
    }
    const chars = Array.from(run);
    terms.push(...(chars.length === 1 ? chars : pairsOf(chars)));
  }
  return terms;
}

/** Han runs of two or more characters in a query: a text that has one whole ranks above one that has only its pairs. */
function phrasesOf(query: string): string[] {
  return [...query.matchAll(RUN)]
    .map(([run]) => run)
    .filter((run) => isHan(run) && Array.from(run).length > 1);
}

// Typo tolerance from 4 letters on: one edit, two from 8 letters; prefix
// matching for the word being typed (the last one) and for words of 3 letters or more.
// No typo tolerance or prefix for Han terms: a pair is a whole term.
const fuzzy = (term: string): number | boolean =>
  isHan(term) ? false : term.length > 7 ? 2 : term.length > 3 ? 1 : false;
const prefix = (term: string, index: number, terms: string[]): boolean =>
  !isHan(term) &&
  (term.length > 2 || (index === terms.length - 1 && term.length > 1));

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

interface Range {
  start: number;
  end: number;
}

function lowerSet(terms: string[]): Set<string> {
  return new Set(terms.map((term) => term.toLowerCase()));
}

/**
 * Where `terms` occur in `text`, in order, overlapping ranges merged: a
 * word of a spaced script when the whole word is a term, and a Han term
 * (a pair, or the single character a one-character query searches for)
 * wherever its characters stand. A lone Han character inside another word
 * is never marked for a pair.
 */
function rangesOf(text: string, terms: Set<string>): Range[] {
  const ranges: Range[] = [];
  const lower = text.toLowerCase();
  for (const term of terms) {
    if (!isHan(term)) continue;
    for (
      let at = lower.indexOf(term);
      at >= 0;
      at = lower.indexOf(term, at + 1)
    ) {
      ranges.push({start: at, end: at + term.length});
    }
  }
  for (const word of text.matchAll(RUN)) {
    if (!isHan(word[0]) && terms.has(word[0].toLowerCase())) {
      ranges.push({start: word.index, end: word.index + word[0].length});
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({...range});
    }
  }
  return merged;
}

function segmentsOf(text: string, ranges: Range[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const {start, end} of ranges) {
    if (start > last) {
      segments.push({text: text.slice(last, start), match: false});
    }
    segments.push({text: text.slice(start, end), match: true});
    last = end;
  }
  if (last < text.length) {
    segments.push({text: text.slice(last), match: false});
  }
  return segments;
}

/** Marks every word of `text` equal to one of `terms` (case-insensitive) and every Han pair of them; adjacent marks merge. */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, rangesOf(text, lowerSet(terms)));
}

/** A window of about `length` characters of `text` around the first match, highlighted. */
export function snippet(
  text: string,
  terms: string[],
  length = SNIPPET_LENGTH,
): Segment[] {
  const wanted = lowerSet(terms);
  if (text.length <= length) return highlight(text, terms);
  // Locate the first match cheaply, then mark only the window.
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of wanted) {
    const at = lower.indexOf(term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start + length / 2 ? space : end;
  }
  const window = text.slice(start, end);
  const segments = segmentsOf(window, rangesOf(window, wanted));
  if (start > 0) segments.unshift({text: '… ', match: false});
  if (end < text.length) segments.push({text: ' …', match: false});
  return segments;
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

/**
 * The words searched for: the first {@link MAX_QUERY_TERMS} distinct terms
 * of the query's first characters (Han pairs count as terms). A pasted page
 * of text costs no more than a long question.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const term of tokenizeQuery(limitQuery(query))) {
    const lower = term.toLowerCase();
    if (!terms.includes(lower)) terms.push(lower);
    if (terms.length === MAX_QUERY_TERMS) break;
  }
  return terms;
}

/** The page a record belongs to: its URL without the anchor. */
export function pageOf(url: string): string {
  return url.split('#')[0]!;
}

/** Text compared for an exact name match: case, spacing and punctuation do not count. */
function normalize(text: string): string {
  return [...text.toLowerCase().matchAll(RUN)].map(([run]) => run).join(' ');
}

/** The names of a page: a query equal to one of them ranks the page first. */
interface PageNames {
  /** The title, then keywords, weighted: a title match ranks above a keyword or area match. */
  title: string;
  others: Set<string>;
}

/** How strongly a page's names match a query: 2 its title, 1 its area or a keyword, 0 none. */
function nameRank(names: PageNames | undefined, query: string): number {
  if (!names || !query) return 0;
  if (names.title === query) return 2;
  return names.others.has(query) ? 1 : 0;
}

/** How much the further matching sections of a page add to its best one. */
const MORE_SECTIONS_WEIGHT = 0.1;

interface RankedSection {
  record: SearchRecord;
  terms: string[];
  score: number;
  /** Whether the section holds every Han phrase of the query whole. */
  exact: boolean;
}

interface RankedPage {
  url: string;
  sections: RankedSection[];
  name: number;
  exact: boolean;
  score: number;
}

function bySection(a: RankedSection, b: RankedSection): number {
  return Number(b.exact) - Number(a.exact) || b.score - a.score;
}

function byPage(a: RankedPage, b: RankedPage): number {
  return (
    b.name - a.name || Number(b.exact) - Number(a.exact) || b.score - a.score
  );
}

function toPageHit(page: RankedPage): SearchHit {
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

/** Builds the engine from the records of an index file. */
export function createEngine(records: SearchRecord[]): Engine {
  const miniSearch = new MiniSearch<SearchRecord>({
    idField: 'id',
    fields: ['heading', 'title', 'lvl0', 'content'],
    extractField: extractField as (
      document: SearchRecord,
      field: string,
    ) => string,
    tokenize,
    searchOptions: {
      boost: FIELD_BOOSTS,
      fuzzy,
      maxFuzzy: 2,
      prefix,
      tokenize: tokenizeQuery,
    },
  });
  miniSearch.addAll(records);

  const names = new Map<string, PageNames>();
  for (const record of records) {
    const page = pageOf(record.url);
    if (names.has(page)) continue;
    names.set(page, {
      title: normalize(record.hierarchy.lvl1),
      others: new Set(
        [record.hierarchy.lvl0, ...(record.keywords ?? [])].map(normalize),
      ),
    });
  }

  function run(terms: string[], filters?: SearchFilters): SearchResult[] {
    const filter = (result: SearchResult) =>
      allowed(records[result.id as number]!, filters);
    // Each term is one query term: MiniSearch must not split a pair again.
    const query = {queries: terms, combineWith: 'AND' as const};
    const all = miniSearch.search(query, {filter});
    return all.length > 0
      ? all
      : miniSearch.search({...query, combineWith: 'OR'}, {filter});
  }

  /** Pages that match, best first, each with its sections best first. */
  function rank(query: string, filters?: SearchFilters): RankedPage[] {
    const terms = queryTerms(query);
    if (terms.length === 0) return [];
    const phrases = phrasesOf(limitQuery(query).toLowerCase());
    const wanted = normalize(limitQuery(query));
    const pages = new Map<string, RankedPage>();
    for (const result of run(terms, filters)) {
      const record = records[result.id as number]!;
      const text = `${headingOf(record)}\n${record.hierarchy.lvl1}\n${record.content}`;
      const section: RankedSection = {
        record,
        terms: result.terms,
        score: result.score,
        exact:
          phrases.length > 0 &&
          phrases.every((phrase) => text.includes(phrase)),
      };
      const url = pageOf(record.url);
      const page = pages.get(url);
      if (page) {
        page.sections.push(section);
      } else {
        pages.set(url, {
          url,
          sections: [section],
          name: nameRank(names.get(url), wanted),
          exact: false,
          score: 0,
        });
      }
    }
    for (const page of pages.values()) {
      page.sections.sort(bySection);
      const [best, ...more] = page.sections;
      page.exact = best!.exact;
      page.score =
        best!.score +
        MORE_SECTIONS_WEIGHT *
          more
            .slice(0, MAX_SECTIONS - 1)
            .reduce((sum, section) => sum + section.score, 0);
    }
    return [...pages.values()].sort(byPage);
  }

  return {
    size: records.length,
    search({query, filters, page = 0, hitsPerPage = 10}) {
      const pages = rank(query, filters);
      const nbHits = pages.length;
      const hits = pages
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map(toPageHit);
      return {hits, nbHits, page, nbPages: Math.ceil(nbHits / hitsPerPage)};
    },
  };
}
