/**
 * What a query asks for: the glossary's words in it and their other
 * words, and its content words (question words dropped, a word with
 * swapped letters also as the indexed word it spells). Pure code, shared
 * by the in-memory engine and the chunked search.
 */
import type {Query} from 'minisearch';
import {MAX_QUERY_TERMS, limitQuery} from './query.ts';
import {RUN, isHan, phrasesOf, queryTerms, tokenizeQuery} from './terms.ts';
import {
  contentOf,
  expandSynonyms,
  normalizeText,
  type SynonymClause,
  type SynonymTable,
} from './clauses.ts';

const normalize = normalizeText;
/** How much a match through the glossary's other word counts against the reader's own word. */
export const SYNONYM_WEIGHT = 0.6;

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
   * The reader's glossary words of the query: a page that is a reader's
   * page of one of them ranks as such even when the query says more
   * (refund in how do I refund a buyer); and each pair of them, the
   * glossary's word for a word asked by one reader (customer money back:
   * the merchant's).
   */
  readingWords: string[];
  /**
   * The clauses a section must hold, by index into `clauses`: all but a
   * lone Han character of the question (內 of 七天內 once 七天 is a
   * glossary word), which says too little to keep a page out, when the
   * query has another clause. The lone characters are still searched.
   */
  required: number[];
  /**
   * The required clauses left when one content word (not a glossary word)
   * is dropped, one list per word, none empty: a page that matches all
   * but one word ranks after every page that matches them all (empty when
   * the query has fewer than two words).
   */
  relaxed: number[][];
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
 * The stem of an inflected English word, searched as a prefix (which
 * reaches every form): refunding, refunded → refund; shipped → ship;
 * deliveries → delivery; batches → batch; shipments → shipment. Null
 * when the word has no ending to take off (proceed, status, analysis) or
 * the stem would be under four letters (string, during).
 */
export function stemOf(term: string): string | null {
  if (!/^[a-z]{5,}$/u.test(term)) return null;
  let stem = term;
  if (stem.endsWith('ies')) stem = `${stem.slice(0, -3)}y`;
  else if (/(?:ch|sh|ss|x|z)es$/u.test(stem)) stem = stem.slice(0, -2);
  else if (/(?:ing|[^e]ed)$/u.test(stem)) {
    stem = stem.replace(/(?:ing|ed)$/u, '');
    // A doubled final consonant: shipped → shipp → ship (not sell, pass).
    if (/([^aeioulsz])\1$/u.test(stem)) stem = stem.slice(0, -1);
  } else if (/[^su]s$/u.test(stem) && !stem.endsWith('is')) {
    stem = stem.slice(0, -1);
  }
  // Shorter stems are as likely another word's start (str of string).
  return stem !== term && stem.length >= 4 ? stem : null;
}

/**
 * A content word as searched: itself, and its stem ({@link stemOf}); when
 * the index does not have it, also each indexed word it is with two
 * letters swapped (a swap counts as one typo, not the two of the edit
 * distance).
 */
function wordQuery(term: string, indexed: ReadonlySet<string>): Query {
  const stem = stemOf(term);
  const swaps =
    isHan(term) || term.length < 3 || indexed.has(term)
      ? []
      : transpositions(term).filter((swap) => indexed.has(swap));
  if (swaps.length === 0 && !stem) return term;
  return {
    combineWith: 'OR',
    queries: [
      term,
      ...[...(stem ? [stem] : []), ...swaps].map((other): Query => ({
        combineWith: 'AND',
        queries: [other],
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
  const required = requiredOf(words, clauses.length);
  return {
    clauses: words.map((word, n) =>
      n < clauses.length ? word : wordQuery(word as string, hanTerms),
    ),
    required,
    relaxed: relaxedOf(text, words, clauses.length)
      .map((kept) => kept.filter((n) => required.includes(n)))
      .filter((kept) => kept.length > 0),
    phrases: [
      ...phrasesOf(text),
      ...clauses.map((clause) => clause.own).filter(isHan),
    ],
    own: clauses.map(({own}) => {
      const terms = tokenizeQuery(own);
      return {terms, phrase: !isHan(own) && terms.length > 1 ? own : null};
    }),
    names: [whole, contentNames],
    readingWords: readingWordsOf(clauses.map(({own}) => own)),
    otherNames:
      clauses.length === 1 && !text
        ? clauses[0]!.others.map((other) => normalize(other))
        : [],
  };
}

/**
 * How many of a query's glossary words are paired ({@link readingWordsOf}):
 * at most 12 pairs, each a name the search looks up.
 */
const MAX_PAIRED_WORDS = 4;

/**
 * The reader's glossary words of a query, and each ordered pair of its
 * first {@link MAX_PAIRED_WORDS} as one word (customer money back): a word
 * asked with an asker's word is that reader's ({@link Asked.readingWords}).
 */
function readingWordsOf(own: string[]): string[] {
  const paired = own.slice(0, MAX_PAIRED_WORDS);
  return [
    ...own,
    ...paired.flatMap((first) =>
      paired.filter((word) => word !== first).map((word) => `${first} ${word}`),
    ),
  ];
}

/** The clauses but the lone Han characters of a query's content words, unless nothing else is asked ({@link Asked.required}). */
function requiredOf(all: Query[], glossary: number): number[] {
  const lone = (clause: Query, n: number) =>
    n >= glossary &&
    typeof clause === 'string' &&
    isHan(clause) &&
    Array.from(clause).length === 1;
  const required = all.flatMap((clause, n) => (lone(clause, n) ? [] : [n]));
  return required.length > 0 ? required : all.map((_, n) => n);
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
