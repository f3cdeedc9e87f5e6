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
    if (!isHan(word[0]) && terms.has(word[0].toLowerCase())) {
      ranges.push({start: word.index, end: word.index + word[0].length});
    }
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
    if (start > last) {
      segments.push({text: text.slice(last, start), match: false});
    }
    segments.push({text: text.slice(start, end), match: true});
    last = end;
  }
  if (last < text.length) {
    segments.push({text: text.slice(last), match: false});
  }
  return segments;
}

/** Marks every word of `text` equal to one of `terms` (case-insensitive) and every Han pair of them; adjacent marks merge. */
export function highlight(text: string, terms: string[]): Segment[] {
  return segmentsOf(text, rangesOf(text, lowerSet(terms)));
}

/** A window of about `length` characters of `text` around the first match, highlighted. */
export function snippet(
  text: string,
  terms: string[],
  length = SNIPPET_LENGTH,
): Segment[] {
  const wanted = lowerSet(terms);
  if (text.length <= length) return highlight(text, terms);
  // Locate the first match cheaply, then mark only the window.
  const lower = text.toLowerCase();
  let first = -1;
  for (const term of wanted) {
    const at = lower.indexOf(term);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  let start = first < 0 ? 0 : Math.max(0, first - Math.floor(length / 3));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space >= 0 && space < first ? space + 1 : start;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    end = space > start + length / 2 ? space : end;
  }
  const window = text.slice(start, end);
  const segments = segmentsOf(window, rangesOf(window, wanted));
  if (start > 0) segments.unshift({text: '… ', match: false});
  if (end < text.length) segments.push({text: ' …', match: false});
  return segments;
}
