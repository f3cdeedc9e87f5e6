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
  /** Words the page is a reader's reading of, with their rank as the whole query and inside one ({@link READING_RANKS}). */
  readings: Map<string, {whole: number; inside: number}>;
  others: Set<string>;
}

/**
 * How strongly a word a page is a reading of counts: below its title,
 * above an area or a keyword (a keyword cannot outrank the page that
 * explains the task to its reader).
 */
export const READING_RANK = 1.5;

/**
 * How strongly a reader's page counts for the words its reader owns
 * (the glossary's `owners`: 刷退 and a bare refund are the merchant's):
 * above the other reader's page, below a title.
 */
export const OWNED_READING_RANK = 1.75;

/**
 * A name rank as the glossary's other words count it (`alias`): whose
 * word it is follows the word the reader typed, so another word of its
 * group counts as any reader's page ({@link READING_RANK}).
 */
export function aliasRank(rank: number): number {
  return rank === OWNED_READING_RANK ? READING_RANK : rank;
}

/** The ranks of a page's readings ({@link readingsOf}). */
export const READING_RANKS = {
  shared: READING_RANK,
  owned: OWNED_READING_RANK,
} as const;

/** How strongly a page's names match a query: 2 its title, 1.75 or 1.5 a reading, 1 its area or a keyword, 0 none. */
function nameRank(names: PageNames | undefined, query: string): number {
  if (!names || !query) return 0;
  if (names.title === query) return 2;
  const reading = names.readings.get(query);
  if (reading) return reading.whole;
  return names.others.has(query) ? 1 : 0;
}

/** The best rank of `words` the page is a reader's page of ({@link READING_RANKS}), else 0. */
export function readingRankOf(
  names: PageNames | undefined,
  words: string[],
): number {
  return Math.max(
    0,
    ...words.map((word) => names?.readings.get(word)?.inside ?? 0),
  );
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
      readings: readingsOf(readings, page, READING_RANKS),
      others: new Set(
        [record.hierarchy.lvl0, ...(record.keywords ?? [])].map(normalize),
      ),
    });
  }
  return names;
}
