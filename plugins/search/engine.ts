/**
 * The search engine over the local index: MiniSearch with the ranking used by
 * the site, the CLI and the relevance test alike. Pure code, no DOM or Node APIs.
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import type {
  SearchFilters,
  SearchHit,
  SearchParams,
  SearchRecord,
  SearchResponse,
  Segment,
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

/** Splits on anything that is not a letter or digit; each CJK character is its own term. */
export function tokenize(text: string): string[] {
  return text
    .replace(/([\p{Script=Han}])/gu, ' $1 ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

// Typo tolerance from 4 letters on: one edit, two from 8 letters; prefix
// matching for the word being typed (the last one) and for words of 3 letters or more.
const fuzzy = (term: string): number | boolean =>
  term.length > 7 ? 2 : term.length > 3 ? 1 : false;
const prefix = (term: string, index: number, terms: string[]): boolean =>
  term.length > 2 || (index === terms.length - 1 && term.length > 1);

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

/** Words of a text, in order: runs of letters and digits, each CJK character on its own. */
const WORD = /\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;

interface Word {
  start: number;
  end: number;
  match: boolean;
}

function words(text: string, terms: Set<string>): Word[] {
  const found: Word[] = [];
  for (const word of text.matchAll(WORD)) {
    found.push({
      start: word.index,
      end: word.index + word[0].length,
      match: terms.has(word[0].toLowerCase()),
    });
  }
  return found;
}

function lowerSet(terms: string[]): Set<string> {
  return new Set(terms.map((term) => term.toLowerCase()));
}

/** Marks every word of `text` equal to one of `terms` (case-insensitive); adjacent marks merge. */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, words(text, lowerSet(terms)), 0, text.length);
}

function segmentsOf(
  text: string,
  found: Word[],
  from: number,
  to: number,
): Segment[] {
  const segments: Segment[] = [];
  let last = from;
  for (const word of found) {
    if (!word.match || word.start < from || word.end > to) continue;
    const previous = segments.at(-1);
    if (previous?.match && word.start === last) {
      previous.text += text.slice(word.start, word.end);
    } else {
      if (word.start > last) {
        segments.push({text: text.slice(last, word.start), match: false});
      }
      segments.push({text: text.slice(word.start, word.end), match: true});
    }
    last = word.end;
  }
  if (last < to) segments.push({text: text.slice(last, to), match: false});
  return segments;
}

/** A window of about `length` characters of `text` around the first match, highlighted. */
export function snippet(
  text: string,
  terms: string[],
  length = SNIPPET_LENGTH,
): Segment[] {
  const wanted = lowerSet(terms);
  if (text.length <= length) {
    return segmentsOf(text, words(text, wanted), 0, text.length);
  }
  // Locate the first match cheaply, then split only the window into words.
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
  const found = words(window, wanted);
  const segments = segmentsOf(window, found, 0, window.length);
  if (start > 0) segments.unshift({text: '… ', match: false});
  if (end < text.length) segments.push({text: ' …', match: false});
  return segments;
}

/** Turns a record and the terms that matched it into a hit for the UI. */
export function toHit(record: SearchRecord, terms: string[]): SearchHit {
  const {lvl0, lvl1, lvl2, lvl3} = record.hierarchy;
  const path = record.type === 'lvl1' ? [] : [lvl2, lvl3].filter(isText);
  return {
    id: String(record.id),
    url: record.url,
    lvl0,
    crumbs: record.crumbs ?? [],
    title: lvl1,
    path,
    heading: highlight(headingOf(record), terms),
    snippet: snippet(record.content, terms),
  };
}

function isText(value: string | null): value is string {
  return Boolean(value);
}

/**
 * The words searched for: the first {@link MAX_QUERY_TERMS} distinct words
 * of the query's first characters. A pasted page of text costs no more than
 * a long question.
 */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const term of tokenize(limitQuery(query))) {
    const lower = term.toLowerCase();
    if (!terms.includes(lower)) terms.push(lower);
    if (terms.length === MAX_QUERY_TERMS) break;
  }
  return terms;
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
    searchOptions: {boost: FIELD_BOOSTS, fuzzy, maxFuzzy: 2, prefix, tokenize},
  });
  miniSearch.addAll(records);

  function run(query: string, filters?: SearchFilters): SearchResult[] {
    const filter = (result: SearchResult) =>
      allowed(records[result.id as number]!, filters);
    const all = miniSearch.search(query, {combineWith: 'AND', filter});
    return all.length > 0
      ? all
      : miniSearch.search(query, {combineWith: 'OR', filter});
  }

  return {
    size: records.length,
    search({query, filters, page = 0, hitsPerPage = 10}) {
      const terms = queryTerms(query);
      const results = terms.length > 0 ? run(terms.join(' '), filters) : [];
      const nbHits = results.length;
      const hits = results
        .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
        .map((result) => toHit(records[result.id as number]!, result.terms));
      return {hits, nbHits, page, nbPages: Math.ceil(nbHits / hitsPerPage)};
    },
  };
}
