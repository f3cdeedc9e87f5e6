/**
 * A query read against the chunked index's terms: each word with the
 * indexed terms it reaches (exact, prefix, typo, as MiniSearch's search
 * does) and their weights, in MiniSearch's AND/OR tree; and the records'
 * matches of that tree over the postings read so far.
 */
import type {Query} from 'minisearch';
import {fuzzy, prefix} from './engine.ts';
import {isHan, tokenizeQuery} from './terms.ts';
import {MAX_EXPANSIONS} from './limits.ts';
import {
  PHRASE_MARK,
  binaryHas,
  lowerBound,
  type PagePostings,
} from './chunk-format.ts';

/** The edit distance of two terms (Levenshtein, as MiniSearch's), or Infinity above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let previous = Array.from({length: b.length + 1}, (_, n) => n);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      row[j] = Math.min(
        previous[j]! + 1,
        row[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      best = Math.min(best, row[j]!);
    }
    if (best > max) return Infinity;
    previous = row;
  }
  return previous[b.length]! <= max ? previous[b.length]! : Infinity;
}

/** The words of a MiniSearch query tree. */
export function wordsOf(query: Query, into: string[] = []): string[] {
  if (typeof query === 'string') into.push(query);
  else if (typeof query === 'object' && 'queries' in query)
    for (const q of query.queries) wordsOf(q, into);
  return into;
}

/** A query word as MiniSearch reads it, with the indexed terms it reaches and each one's weight. */
export interface Leaf {
  term: string;
  /** Indexed term → weight × term boost. */
  reaches: Map<string, number>;
}

/** A query tree with its words read: MiniSearch's AND/OR over words. */
export type Node = {leaf: Leaf} | {combineWith: 'AND' | 'OR'; nodes: Node[]};

/** Matches of records: score, the query words matched, the indexed terms matched. */
export interface Match {
  score: number;
  words: string[];
  terms: Set<string>;
}

/** Two matches of a record as one: scores added, words and terms united. */
function merge(a: Match, b: Match): Match {
  const words = [...a.words];
  for (const word of b.words) if (!words.includes(word)) words.push(word);
  return {
    score: a.score + b.score,
    words,
    terms: new Set([...a.terms, ...b.terms]),
  };
}

/** Matches combined as MiniSearch combines its queries' results: any of them (OR, scores added) or all (AND). */
export function combine(
  results: Map<number, Match>[],
  combineWith: 'AND' | 'OR',
): Map<number, Match> {
  if (results.length === 0) return new Map();
  return results.reduce((a, b) => {
    const combined = new Map<number, Match>();
    if (combineWith === 'OR') {
      for (const [id, match] of a) combined.set(id, {...match});
      for (const [id, match] of b) {
        const existing = combined.get(id);
        combined.set(id, existing ? merge(existing, match) : {...match});
      }
    } else {
      for (const [id, existing] of a) {
        const match = b.get(id);
        if (match) combined.set(id, merge(existing, match));
      }
    }
    return combined;
  });
}

/**
 * The tree of a MiniSearch query of the engine, each word's reach kept
 * across searches (a reader types the same words again and again).
 * `hanKnown` says whether a Han term is in the index (its head read).
 */
export function queryTrees(hanKnown: (term: string) => boolean) {
  /** A spaced word's reach, kept: a reader types the same words again and again. */
  const reached = new Map<string, Leaf>();

  /** The indexed terms a query word reaches, as MiniSearch's search does, with their weights. */
  function reach(
    term: string,
    options: {fuzzy?: false; boost: number},
    vocabulary: string[],
  ): Leaf {
    const key = `${term} ${options.fuzzy} ${options.boost}`;
    const known = isHan(term) ? undefined : reached.get(key);
    if (known) return known;
    const leaf = reachOf(term, options, vocabulary);
    if (!isHan(term)) reached.set(key, leaf);
    return leaf;
  }

  function reachOf(
    term: string,
    options: {fuzzy?: false; boost: number},
    vocabulary: string[],
  ): Leaf {
    const reaches = new Map<string, number>();
    const add = (indexed: string, weight: number) =>
      reaches.set(
        indexed,
        (reaches.get(indexed) ?? 0) + weight * options.boost,
      );
    const exact = isHan(term) ? hanKnown(term) : binaryHas(vocabulary, term);
    if (exact) add(term, 1);
    const wide = prefix(term, 0, [term]);
    const edits = options.fuzzy === false ? false : fuzzy(term);
    const expansions = new Map<string, number>();
    if (wide) {
      for (
        let n = lowerBound(vocabulary, term);
        n < vocabulary.length && vocabulary[n]!.startsWith(term);
        n += 1
      ) {
        const indexed = vocabulary[n]!;
        const distance = indexed.length - term.length;
        if (!distance) continue;
        expansions.set(
          indexed,
          (0.375 * indexed.length) / (indexed.length + 0.3 * distance),
        );
      }
    }
    if (edits) {
      for (const indexed of vocabulary) {
        if (expansions.has(indexed) || indexed.startsWith(PHRASE_MARK))
          continue;
        const distance = editDistance(term, indexed, Number(edits));
        if (!distance || distance === Infinity) continue;
        expansions.set(
          indexed,
          (0.45 * indexed.length) / (indexed.length + distance),
        );
      }
    }
    const best = [...expansions]
      .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
      .slice(0, MAX_EXPANSIONS);
    for (const [indexed, weight] of best) add(indexed, weight);
    return {term, reaches};
  }

  /** Reads a MiniSearch query of the engine into a tree of words. */
  function treeOf(
    query: Query,
    options: {fuzzy?: false; boost: number; combineWith: 'AND' | 'OR'},
    vocabulary: string[],
  ): Node {
    if (typeof query === 'string') {
      const words = tokenizeQuery(query)
        .map((word) => word.toLowerCase())
        .filter(Boolean);
      return {
        combineWith: options.combineWith,
        nodes: words.map((word) => ({leaf: reach(word, options, vocabulary)})),
      };
    }
    const spec = query as {
      queries: Query[];
      combineWith?: string;
      fuzzy?: boolean;
      boostTerm?: () => number;
    };
    const inner = {
      fuzzy: spec.fuzzy === false ? (false as const) : options.fuzzy,
      boost: spec.boostTerm ? spec.boostTerm() : options.boost,
      combineWith: (spec.combineWith?.toUpperCase() ?? options.combineWith) as
        'AND' | 'OR',
    };
    return {
      combineWith: inner.combineWith,
      nodes: spec.queries.map((q) => treeOf(q, inner, vocabulary)),
    };
  }

  return treeOf;
}

export function leavesOf(node: Node, into: Leaf[] = []): Leaf[] {
  if ('leaf' in node) into.push(node.leaf);
  else for (const child of node.nodes) leavesOf(child, into);
  return into;
}

/** The records' matches of a tree, over the postings read (records not read match nothing). */
export function evaluate(
  states: ReadonlyMap<string, {pages: Map<number, PagePostings>}>,
  node: Node,
  allowed: (page: number) => boolean,
): Map<number, Match> {
  if ('leaf' in node) {
    const matches = new Map<number, Match>();
    for (const [indexed, weight] of node.leaf.reaches) {
      const state = states.get(indexed);
      if (!state) continue;
      for (const entry of state.pages.values()) {
        if (!allowed(entry[0]!)) continue;
        for (let n = 1; n < entry.length; n += 2) {
          const record = entry[n]!;
          const score = weight * Math.abs(entry[n + 1]!);
          const match = matches.get(record);
          if (match) {
            match.score += score;
            match.terms.add(indexed);
          } else {
            matches.set(record, {
              score,
              words: [node.leaf.term],
              terms: new Set([indexed]),
            });
          }
        }
      }
    }
    return matches;
  }
  return combine(
    node.nodes.map((child) => evaluate(states, child, allowed)),
    node.combineWith,
  );
}
