/**
 * Every engine of the bake-off judged on the same relevance sets, with the
 * relevance check's judgement (checks/relevance.ts): the cases of
 * checks/relevance/<locale>.json (passes: the page among the first `rank`
 * pages; pending cases counted too, as right expectations) and the reader
 * questions of checks/relevance/readers/<locale>.json (top-1, top-3). The
 * check also judges the held-out questions (checks/relevance/heldout/);
 * the bake-off does not.
 */
import {
  passes,
  readerQuestions,
  readerTally,
  relevanceCases,
  type RelevanceCase,
} from '../../checks/relevance.ts';

export interface RelevanceSets {
  cases: RelevanceCase[];
  readers: RelevanceCase[];
}

export interface Relevance {
  cases: {passed: number; total: number; failed: string[]};
  readers: {first: number; top3: number; total: number; missed: string[]};
}

/** A locale's two sets. */
export function relevanceSets(locale: string): RelevanceSets {
  return {
    cases: relevanceCases(locale),
    readers: readerQuestions(locale).cases,
  };
}

/** The distinct queries of both sets, `first` (the locale's first query) before them. */
export function queriesOf(sets: RelevanceSets, first: string): string[] {
  return [
    ...new Set([
      first,
      ...[...sets.cases, ...sets.readers].map((c) => c.query),
    ]),
  ];
}

/**
 * Judges an engine's answers: `pagesOf` gives the page paths it ranked
 * first for a query (at least as many as a case's `rank` and three), best
 * first; a query it has no answer for finds nothing.
 */
export function judge(
  sets: RelevanceSets,
  pagesOf: (query: string) => readonly string[] | undefined,
): Relevance {
  const failed = sets.cases.filter((c) => !passes(c, pagesOf(c.query) ?? []));
  const readers = readerTally(sets.readers, (c) => pagesOf(c.query) ?? []);
  return {
    cases: {
      passed: sets.cases.length - failed.length,
      total: sets.cases.length,
      failed: failed.map((c) => `${c.query} → ${c.page}`),
    },
    readers: {
      first: readers.first,
      top3: readers.top3,
      total: sets.readers.length,
      missed: readers.missed.map((c) => `${c.query} → ${c.page}`),
    },
  };
}
