/**
 * The names of each page (its title, the words it is a reader's page of,
 * its area and keywords): a query equal to one of them ranks the page
 * first, in the order {@link nameRankOf} gives.
 */
import {normalizeText, readingsOf} from './clauses.ts';
import type {ReadingGroup, SearchRecord} from './types.ts';

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

/** {@link READING_RANK} when the page is a reader's page of one of `words`, else 0. */
export function readingRankOf(
  names: PageNames | undefined,
  words: string[],
): number {
  return words.some((word) => names?.readings.has(word)) ? READING_RANK : 0;
}

/** How strongly a page's names match any of `wanted` (the best of {@link nameRank}). */
export function nameRankOf(
  names: PageNames | undefined,
  wanted: string[],
): number {
  return Math.max(0, ...wanted.map((query) => nameRank(names, query)));
}

/** The names of each page of `records` (by the page's URL without anchor). */
export function pageNames(
  records: readonly (SearchRecord | undefined)[],
  readings: readonly ReadingGroup[],
): Map<string, PageNames> {
  const names = new Map<string, PageNames>();
  for (const record of records) {
    if (!record) continue;
    const page = record.url.split('#')[0]!;
    if (names.has(page)) continue;
    names.set(page, {
      title: normalize(record.hierarchy.lvl1),
      readings: new Set(readingsOf(readings, page)),
      others: new Set(
        [record.hierarchy.lvl0, ...(record.keywords ?? [])].map(normalize),
      ),
    });
  }
  return names;
}
