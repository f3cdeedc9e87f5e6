/**
 * What every search of the local index shares: the MiniSearch options the
 * index is built with (fields, boosts, prefix and typo expansion), the
 * filters, and a ranked page as a hit. The search itself is the chunked
 * index's (chunks.ts); the tests' reference engine over every record in
 * memory is test-support/memory-engine.ts. Pure code, no DOM or Node APIs.
 */
import {
  MAX_SECTIONS,
  type SearchFilters,
  type SearchHit,
  type SearchRecord,
  type SearchSectionHit,
} from './types.ts';
import {highlight, snippet} from './highlight.ts';
import {isHan, tokenize, tokenizeQuery} from './terms.ts';
import type {RankedPage} from './page-rank.ts';

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
