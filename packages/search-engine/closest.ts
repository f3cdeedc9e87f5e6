/**
 * "Did you mean …" for a query that finds nothing: the words the index
 * knows that are closest to the query's words. A spaced word is compared
 * by its edits (a letter added, dropped, changed, or two next to each
 * other swapped: recieve, adress), a Han run by the characters it shares
 * with a word (退刷 and 刷退 share both; 發漂, typed for 發票, one).
 */
import {RUN, isHan} from './terms.ts';

/** Suggestions offered at most. */
export const MAX_CLOSEST = 3;

/** Edits between two words, two neighbouring letters swapped counting one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({length: rows}, (_, i) =>
    Array.from({length: cols}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < cols; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(
        d[i - 1]![j]! + 1,
        d[i]![j - 1]! + 1,
        d[i - 1]![j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

/** How far a word may be from a spaced query word: one edit up to 4 letters, two beyond. */
const allowedEdits = (word: string) => (word.length <= 4 ? 1 : 2);

/**
 * How far `candidate` is from the query word `word` (lower is closer), or
 * null when it is not close: edits for a spaced word; for a Han run, the
 * characters of either not in the other, when they share at least two
 * (one for a run of one or two characters).
 */
function distance(word: string, candidate: string): number | null {
  if (word === candidate) return null;
  if (isHan(word)) {
    if (!isHan(candidate)) return null;
    const mine = new Set(word);
    const theirs = new Set(candidate);
    const shared = [...mine].filter((char) => theirs.has(char)).length;
    // Two characters in common; one for a run of two (a character typed
    // for another that sounds alike: 發漂 for 發票).
    if (shared < (mine.size <= 2 ? 1 : 2)) return null;
    return mine.size + theirs.size - 2 * shared;
  }
  // A letter or two, or a number, is no word to correct.
  if (isHan(candidate) || word.length < 3 || candidate.length < 3) return null;
  if (Math.abs(word.length - candidate.length) > allowedEdits(word))
    return null;
  const edits = editDistance(word, candidate);
  return edits <= allowedEdits(word) ? edits : null;
}

/**
 * Up to {@link MAX_CLOSEST} of `words` (the glossary's words, the index's
 * vocabulary) closest to a word of `query`, closest first; a word of
 * several words is compared whole with the query.
 */
export function closestWords(query: string, words: Iterable<string>): string[] {
  const lower = query.toLowerCase().trim();
  const runs = [...lower.matchAll(RUN)].map(([run]) => run);
  if (runs.length === 0) return [];
  const found = new Map<string, number>();
  for (const candidate of words) {
    const key = candidate.toLowerCase();
    if (found.has(key)) continue;
    const targets = key.includes(' ') ? [lower] : runs;
    let best: number | null = null;
    for (const target of targets) {
      const far = distance(target, key);
      if (far !== null && (best === null || far < best)) best = far;
    }
    if (best !== null) found.set(key, best);
  }
  return [...found]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_CLOSEST)
    .map(([word]) => word);
}
