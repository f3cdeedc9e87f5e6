/**
 * The relevance sets and how a result is judged against them: one home for
 * both, read by the relevance check (checks/search-relevance.check.ts, over
 * the site's engine) and by the bake-off (bench/search-bakeoff.ts, over
 * every engine it compares). No test runs on import.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** One reader query and the page it must find. */
export interface RelevanceCase {
  query: string;
  /** Path of the expected page under the locale's base URL (`docs/payment-admin/refund`). */
  page: string;
  /** The page must be among the first `rank` pages (3 unless given). */
  rank?: number;
  /** Why the case is there. */
  note?: string;
  /**
   * A right expectation the ranking does not meet yet, and why: reported
   * as a todo (it runs; its miss does not fail the run) until it is met.
   */
  pending?: string;
}

/** Pages a reader question is judged on: its page first (top-1) or among these (top-3). */
export const READER_TOP = 3;

/** The relevance cases of a locale. */
export function relevanceCases(locale: string): RelevanceCase[] {
  const file = path.join(import.meta.dirname, 'relevance', `${locale}.json`);
  if (!existsSync(file)) {
    throw new Error(`No relevance cases for ${locale}: add ${file}.`);
  }
  return (JSON.parse(readFileSync(file, 'utf8')) as {cases: RelevanceCase[]})
    .cases;
}

/**
 * Sets of reader questions, each held to a floor of top-3 hits (and of
 * top-1, where set): `readers` (written in an earlier round), `heldout`
 * (written before round three's tuning) and `heldout-4` (written before
 * round four's, and measured as written first). No question is tuned to
 * one by one: round four's changes are rules for a class of wording and
 * glossary words, each with its own unit test.
 */
export const questionSets = ['readers', 'heldout', 'heldout-4'] as const;

/** A set of reader questions of a locale, with its floors of top-3 (and top-1) hits, in percent. */
export interface ReaderQuestions {
  floor: number;
  firstFloor?: number;
  cases: RelevanceCase[];
}

/** A set of reader questions of a locale ({@link ReaderQuestions}). */
export function readerQuestions(
  locale: string,
  set: (typeof questionSets)[number] = 'readers',
): ReaderQuestions {
  const file = path.join(
    import.meta.dirname,
    'relevance',
    set,
    `${locale}.json`,
  );
  return JSON.parse(readFileSync(file, 'utf8')) as ReaderQuestions;
}

/** Pages an engine must return for a case to be judged: its `rank`, 3 unless given. */
export const caseRank = ({rank = 3}: RelevanceCase): number => rank;

/** Whether a case passes: its page among the first `rank` of `pages` (the engine's pages, best first). */
export function passes(
  relevanceCase: RelevanceCase,
  pages: readonly string[],
): boolean {
  return pages.slice(0, caseRank(relevanceCase)).includes(relevanceCase.page);
}

/** How a reader question did: its page first, and its page among the first {@link READER_TOP}. */
export function readerHit(
  {page}: RelevanceCase,
  pages: readonly string[],
): {first: boolean; top3: boolean} {
  return {
    first: pages[0] === page,
    top3: pages.slice(0, READER_TOP).includes(page),
  };
}

/**
 * How a set of reader questions did ({@link readerHit}; `pagesOf`: the
 * engine's pages for a question, best first): how many found their page
 * first, how many among the first {@link READER_TOP}, and the questions
 * that did not, in order.
 */
export function readerTally(
  questions: readonly RelevanceCase[],
  pagesOf: (question: RelevanceCase) => readonly string[],
): {first: number; top3: number; missed: RelevanceCase[]} {
  let first = 0;
  let top3 = 0;
  const missed: RelevanceCase[] = [];
  for (const question of questions) {
    const hit = readerHit(question, pagesOf(question));
    if (hit.first) first += 1;
    if (hit.top3) top3 += 1;
    else missed.push(question);
  }
  return {first, top3, missed};
}
