/**
 * The terms of indexed text and of queries, for spaced scripts and for
 * Chinese (written without spaces). Pure code, shared by the engine and
 * the highlighting.
 */
import {MAX_QUERY_TERMS, limitQuery} from './query.ts';

/**
 * A run of Han characters, or a run of other letters and digits. Chinese is
 * written without spaces, so a Han run is split further (below); a
 * dictionary segmenter such as `Intl.Segmenter` is not used: it splits
 * words such as 取貨 and 載具 into single characters and loses 付款 inside
 * 分期付款.
 */
export const RUN = /\p{Script=Han}+|(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu;
const HAN = /^\p{Script=Han}/u;

export function isHan(term: string): boolean {
  return HAN.test(term);
}

/** The overlapping two-character pairs of a Han run: 撥款日期 → 撥款, 款日, 日期. */
function pairsOf(chars: string[]): string[] {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1)
    pairs.push(chars[index]! + chars[index + 1]!);
  return pairs;
}

/**
 * Spellings of one word, written as one form in the index and in queries
 * alike: a reader who types either finds a page that writes the other
 * (e-mail, British and American spellings).
 */
export const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/\be-mail/giu, 'email'],
  [/\b(cancel)l(ed|ing|at)/giu, '$1$2'],
  [/\binstalment/giu, 'installment'],
  // Common misspellings readers type: one word with the page's.
  [/\brecie(v)/giu, 'recei$1'],
  [/\badress/giu, 'address'],
];

/** The text with each variant spelling in its one form ({@link SPELLINGS}). */
export function spelled(text: string): string {
  let result = text;
  for (const [variant, form] of SPELLINGS)
    result = result.replace(variant, form);
  return result;
}

/** Each run of the text: a spaced script's word as it is, a Han run split by `splitHan`. */
function termsOf(text: string, splitHan: (chars: string[]) => string[]) {
  const terms: string[] = [];
  for (const [run] of spelled(text).matchAll(RUN))
    terms.push(...(isHan(run) ? splitHan(Array.from(run)) : [run]));
  return terms;
}

/**
 * Terms of indexed text: each word of a spaced script, and each Han
 * character on its own and in every overlapping pair of a run.
 */
export function tokenize(text: string): string[] {
  return termsOf(text, (chars) => [...chars, ...pairsOf(chars)]);
}

/**
 * Terms of a query: its words, and for Chinese the pairs of each Han run
 * of two or more characters (a single character stays a term). Pairs keep
 * 付款 from matching every text that has 付 and 款 anywhere.
 */
export function tokenizeQuery(text: string): string[] {
  return termsOf(text, (chars) =>
    chars.length === 1 ? chars : pairsOf(chars),
  );
}

/** Han runs of two or more characters in a query: a text that has one whole ranks above one that has only its pairs. */
export function phrasesOf(query: string): string[] {
  return [...query.matchAll(RUN)]
    .map(([run]) => run)
    .filter((run) => isHan(run) && Array.from(run).length > 1);
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
