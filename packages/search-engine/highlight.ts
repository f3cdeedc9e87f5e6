/**
 * Highlighting: the matched words of a text as segments, and a snippet
 * around the first match. Segments are rendered as text, never as HTML.
 */
import type {Segment} from './types.ts';
import {isHan, RUN} from './terms.ts';

const SNIPPET_LENGTH = 140;

interface Range {
  start: number;
  end: number;
}

function lowerSet(terms: string[]): Set<string> {
  return new Set(terms.map((term) => term.toLowerCase()));
}

/**
 * Where `terms` occur in `text`, in order, overlapping ranges merged: a
 * word of a spaced script when the whole word is a term, and a Han term
 * (a pair, or the single character a one-character query searches for)
 * wherever its characters stand. A lone Han character inside another word
 * is never marked for a pair.
 */
function rangesOf(text: string, terms: Set<string>): Range[] {
  const ranges: Range[] = [];
  const lower = text.toLowerCase();
  for (const term of terms) {
    if (!isHan(term)) continue;
    for (
      let at = lower.indexOf(term);
      at >= 0;
      at = lower.indexOf(term, at + 1)
    ) {
      ranges.push({start: at, end: at + term.length});
    }
  }
  for (const word of text.matchAll(RUN)) {
    if (!isHan(word[0]) && terms.has(word[0].toLowerCase()))
      ranges.push({start: word.index, end: word.index + word[0].length});
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      last.end = Math.max(last.end, range.end);
    } else {
      merged.push({...range});
    }
  }
  return merged;
}

function segmentsOf(text: string, ranges: Range[]): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const {start, end} of ranges) {
    if (start > last)
      segments.push({text: text.slice(last, start), match: false});
    segments.push({text: text.slice(start, end), match: true});
    last = end;
  }
  if (last < text.length) segments.push({text: text.slice(last), match: false});
  return segments;
}

/** Marks every word of `text` equal to one of `terms` (case-insensitive) and every Han pair of them; adjacent marks merge. */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, rangesOf(text, lowerSet(terms)));
}

/** A character of a word of a spaced script (apostrophes and hyphens inside words included). */
const WORD_CHAR = /[\p{L}\p{N}\p{M}'’_-]/u;

/**
 * Spans a snippet never cuts: an on-screen label in 「」 or 『』, a bold
 * label, and a short parenthesis (English pages give a label's Chinese in
 * one: Refund review (退款審核)).
 */
const LABELS =
  /「[^「」\n]{0,60}」|『[^『』\n]{0,60}』|\*\*[^*\n]{1,60}\*\*|（[^（）\n]{0,40}）|\([^()\n]{0,40}\)/g;

/**
 * Where `text` may be cut: `true` at each index between two words (a
 * spaced script's word is never split; Han text may be cut between any two
 * characters) and outside every label span.
 */
function cuttable(text: string): boolean[] {
  const ok = Array.from({length: text.length + 1}, () => true);
  for (let at = 1; at < text.length; at++) {
    const before = text[at - 1]!;
    const after = text[at]!;
    if (/[\uDC00-\uDFFF]/.test(after)) ok[at] = false;
    else if (
      WORD_CHAR.test(before) &&
      WORD_CHAR.test(after) &&
      !(isHan(before) || isHan(after))
    ) {
      ok[at] = false;
    }
  }
  for (const label of text.matchAll(LABELS)) {
    for (let at = label.index + 1; at < label.index + label[0].length; at++)
      ok[at] = false;
  }
  return ok;
}

/**
 * A window of about `length` characters of `text` around the first match,
 * highlighted; it starts and ends between words (in Chinese between
 * characters) and never inside a label, so it always shows whole words.
 */
export function snippet(
  text: string,
  terms: string[],
  length = SNIPPET_LENGTH,
): Segment[] {
  const wanted = lowerSet(terms);
  if (text.length <= length) return highlight(text, terms);
  const first = rangesOf(text, wanted)[0];
  const ok = cuttable(text);
  let start = first ? Math.max(0, first.start - Math.floor(length / 3)) : 0;
  if (start > 0) {
    const limit = first?.start ?? text.length;
    let at = start;
    while (at < limit && !ok[at]) at++;
    if (!ok[at]) for (at = start; at > 0 && !ok[at];) at--;
    start = at;
  }
  while (start < text.length && /\s/.test(text[start]!)) start++;
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const floor = first ? first.end : start + 1;
    let at = end;
    while (at > floor && !ok[at]) at--;
    if (!ok[at] || at <= start)
      for (at = end; at < text.length && !ok[at];) at++;
    end = at;
  }
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  const window = text.slice(start, end);
  const segments = segmentsOf(window, rangesOf(window, wanted));
  if (start > 0) segments.unshift({text: '… ', match: false});
  if (end < text.length) segments.push({text: ' …', match: false});
  return segments;
}
